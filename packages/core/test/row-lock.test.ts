import { describe, expect, it } from 'vitest';
import { defineResource, rowLock, validateRecord } from '../src/index.js';

const states = [
  { value: 'draft', label: { id: 'Draft', en: 'Draft' } },
  { value: 'sent', label: { id: 'Terkirim', en: 'Sent' } },
  { value: 'approved', label: { id: 'Disetujui', en: 'Approved' } },
] as const;

const report = (lockedMessage?: { id: string; en: string }) =>
  defineResource({
    name: 'uji-laporan',
    title: { id: 'Uji Laporan', en: 'Test Reports' },
    menu: { module: 'master', path: '/uji-laporan' },
    periodLock: { field: 'report_date' },
    workflow: {
      field: 'status',
      editableIn: ['draft'],
      lockedMessage,
      transitions: {
        send: {
          label: { id: 'Kirim', en: 'Send' },
          from: ['draft'],
          to: 'sent',
          done: { id: 'ok', en: 'ok' },
        },
      },
    },
    fields: {
      report_date: { type: 'date', label: { id: 'Tanggal', en: 'Date' }, rules: 'required' },
      status: { type: 'select', label: { id: 'Status', en: 'Status' }, options: states, form: false },
    },
  });

describe('rows that can no longer be changed', () => {
  it('adds the period rule to the locked field, so a write outside the active period is refused', () => {
    const resource = report();
    expect(resource.fieldsByName.get('report_date')!.rules).toBe('required|lock-periode');
    const { errors } = validateRecord(resource, { report_date: '2001-01-01' }, 'id', 'create');
    expect(errors.report_date).toEqual(['Cut Off Peride Aktif']);
  });

  it('locks a row whose state its workflow does not leave editable, with the declared or a default text', () => {
    const today = '2026-11-26';
    expect(rowLock(report(), { status: 'draft', report_date: '2026-11-26' }, today)).toBeUndefined();
    expect(rowLock(report(), { status: 'sent', report_date: '2026-11-26' }, today)?.en).toBe(
      'A record in state Sent cannot be changed or deleted',
    );
    const message = { id: 'Laporan terkunci', en: 'Report locked' };
    expect(rowLock(report(message), { status: 'approved', report_date: '2026-11-26' }, today)).toEqual(
      message,
    );
  });

  it('locks a row whose date lies in a closed period, even in an editable state', () => {
    // From the 25th of November the period runs from 25 November to 25 December.
    expect(rowLock(report(), { status: 'draft', report_date: '2026-11-25' }, '2026-11-26')).toBeUndefined();
    expect(rowLock(report(), { status: 'draft', report_date: '2026-11-24' }, '2026-11-26')?.id).toMatch(
      /^Cut Off Peride Aktif: periode data ini sudah ditutup/,
    );
    expect(rowLock(report(), { status: 'draft', report_date: '2026-11-24' }, '2026-11-20')).toBeUndefined();
  });

  it('refuses a declaration that locks on a field the form does not take, or an unknown state', () => {
    expect(() =>
      defineResource({
        name: 'uji-salah',
        title: { id: 'Uji', en: 'Test' },
        menu: { module: 'master', path: '/uji-salah' },
        periodLock: { field: 'name' },
        fields: { name: { type: 'text', label: { id: 'Nama', en: 'Name' } } },
      }),
    ).toThrow(/a period lock's field is a date/);
    expect(() =>
      defineResource({
        name: 'uji-salah',
        title: { id: 'Uji', en: 'Test' },
        menu: { module: 'master', path: '/uji-salah' },
        workflow: { field: 'status', editableIn: ['gone'], transitions: {} },
        fields: { status: { type: 'select', label: { id: 'S', en: 'S' }, options: states, form: false } },
      }),
    ).toThrow(/unknown state "gone"/);
  });
});
