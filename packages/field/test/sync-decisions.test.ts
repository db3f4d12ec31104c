import { describe, expect, it } from 'vitest';
import { decidePhoto, decideReport } from '../src/sync-decisions';

const row = { id: 7, client_id: '0b7f3c1e-2a4d-4e8f-9a6b-1c2d3e4f5a6b', version: 3, status: 'draft' };

describe('what the sync does after the server answered a report', () => {
  it('marks a report sent on a stored or replayed answer, with the stored row', () => {
    for (const result of ['created', 'updated', 'replayed']) {
      expect(decideReport({ status: 200, body: { data: row, result, message: 'ok' } })).toEqual({
        kind: 'sent',
        row,
        result,
      });
    }
    // A success without the stored row proves nothing: sent again later, which is safe.
    expect(decideReport({ status: 200, body: { message: 'ok' } })).toEqual({ kind: 'retry' });
  });

  it('keeps the server version of a conflict to show beside the device one', () => {
    const message = 'Laporan ini sudah berubah di server sejak Anda mengambilnya; pilih versi yang dipakai';
    expect(decideReport({ status: 409, body: { message, current: row } })).toEqual({
      kind: 'conflict',
      message,
      current: row,
    });
    // A row the caller may not read is left out of the answer: still a conflict, with nothing to show.
    expect(decideReport({ status: 409, body: { message } })).toEqual({ kind: 'conflict', message });
  });

  it('asks for the password on 401, keeping the report', () => {
    expect(decideReport({ status: 401, body: { message: 'Token tidak valid' } })).toEqual({ kind: 'login' });
  });

  it("refuses on 400, 403 and 422 with the server's message", () => {
    const message = 'Tinggi Rata-rata (cm) harus diisi';
    expect(decideReport({ status: 422, body: { message, errors: { height_cm: [message] } } })).toEqual({
      kind: 'refused',
      message,
    });
    expect(decideReport({ status: 403, body: { message: 'scope' } })).toEqual({
      kind: 'refused',
      message: 'scope',
    });
    expect(decideReport({ status: 400, body: null }, 'HTTP 400')).toEqual({
      kind: 'refused',
      message: 'HTTP 400',
    });
  });

  it('leaves the report waiting on no answer, a timeout, a busy or failing server', () => {
    expect(decideReport({ network: true })).toEqual({ kind: 'retry' });
    for (const status of [408, 429, 500, 502, 503]) {
      expect(decideReport({ status, body: { message: 'x' } }), String(status)).toEqual({ kind: 'retry' });
    }
  });
});

describe('what the sync does with a photo', () => {
  it('uses the stored upload the server knows by hash, and sends the file only on 404', () => {
    const stored = { url: '/uploads/2026/11/a.jpg', filename: 'a.jpg', mime: 'image/jpeg', size: 1 };
    expect(decidePhoto({ status: 200, body: stored })).toEqual({ kind: 'have', url: stored.url });
    expect(decidePhoto({ status: 404, body: { message: 'not found' } })).toEqual({ kind: 'upload' });
    expect(decidePhoto({ status: 401, body: {} })).toEqual({ kind: 'login' });
    expect(decidePhoto({ network: true })).toEqual({ kind: 'retry' });
    const mismatch = "The file's content does not match its hash; send the file again";
    expect(decidePhoto({ status: 400, body: { message: mismatch } })).toEqual({
      kind: 'refused',
      message: mismatch,
    });
  });
});
