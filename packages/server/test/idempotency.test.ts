import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothDatabases, createTestApp, login, type TestApp } from './support/server.js';

describe.each(bothDatabases)('creating with an Idempotency-Key on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let editor: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    editor = await login(t.app, 'viewer');
  });
  afterAll(() => t.close());

  const create = (key: string | undefined, payload: Record<string, unknown>, headers = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/faq/create',
      headers: { ...headers, ...(key !== undefined && { 'idempotency-key': key }) },
      payload,
    });
  const faqsNamed = async (question: string) =>
    (
      await t.db
        .selectFrom('faqs' as 'roles')
        .selectAll()
        .where('question' as 'id', '=', question as never)
        .execute()
    ).length;

  it('makes one row of a request sent twice, and answers the first row again', async () => {
    const payload = { question: 'Kapan bibit datang?', answer: 'Setiap bulan.' };
    const first = await create('sync-0001', payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create('sync-0001', payload);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await faqsNamed('Kapan bibit datang?')).toBe(1);
    // Without a key, each request is a row of its own.
    await create(undefined, payload);
    expect(await faqsNamed('Kapan bibit datang?')).toBe(2);
  });

  it('makes one row of the same request sent at the same moment', async () => {
    const payload = { question: 'Dua kali sekaligus?', answer: 'Satu saja.' };
    const answers = await Promise.all([create('sync-0002', payload), create('sync-0002', payload)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await faqsNamed('Dua kali sekaligus?')).toBe(1);
  });

  it('refuses the same key with other data, and a malformed key', async () => {
    await create('sync-0003', { question: 'Pertama?', answer: 'Ya.' });
    const other = await create('sync-0003', { question: 'Kedua?', answer: 'Ya.' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      'Idempotency-Key ini sudah dipakai untuk data lain; kirim data baru dengan kunci baru',
    );
    expect(await faqsNamed('Kedua?')).toBe(0);
    const bad = await create('kunci dengan spasi', { question: 'Spasi?', answer: 'Ya.' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Idempotency-Key harus 1 sampai 255 karakter ASCII yang terlihat');
  });

  it('leaves the key free when the create is refused, so the corrected request goes through', async () => {
    const refused = await create('sync-0004', { question: '', answer: 'Tanpa pertanyaan.' });
    expect(refused.statusCode).toBe(422);
    const corrected = await create('sync-0004', { question: 'Sudah diperbaiki?', answer: 'Ya.' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps keys apart per caller: another caller with the same key is refused as it would be without', async () => {
    const res = await create(
      'sync-0001',
      { question: 'Kapan bibit datang?', answer: 'Setiap bulan.' },
      editor,
    );
    expect(res.statusCode).toBe(403);
  });
});
