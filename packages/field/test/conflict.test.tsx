import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type LocalReport } from '../src/db';
import { Queue } from '../src/Queue';

const clientId = '3f2b8c1a-6d4e-4b7a-9c0d-2e1f3a4b5c6d';
const server = {
  id: 41,
  client_id: clientId,
  version: 4,
  status: 'revision_request',
  garden_id: 1,
  report_date: '2026-11-20',
  ph: 5.5,
  notes: 'Diukur ulang oleh pengawas',
};
const conflict: LocalReport = {
  client_id: clientId,
  resource: 'report-soil',
  data: { garden_id: 1, report_date: '2026-11-20', ph: 6.5, notes: 'Diukur di petak utara' },
  submit: true,
  base_version: 2,
  state: 'conflict',
  message: 'Laporan ini sudah berubah di server sejak Anda mengambilnya; pilih versi yang dipakai',
  server,
  created_at: '2026-11-20T01:00:00Z',
  updated_at: '2026-11-20T02:00:00Z',
};

const showQueue = async () => {
  await db.reports.put(conflict);
  render(<Queue reports={[conflict]} bundle={undefined} lang="id" onEdit={() => {}} />);
};

describe('a report in conflict', () => {
  beforeEach(() => db.reports.clear());

  it("shows the phone's and the server's versions side by side, with the server's message", async () => {
    await showQueue();
    expect(screen.getByText(conflict.message!)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Dua versi laporan' });
    const ph = within(table).getByRole('row', { name: /pH Tanah/ });
    expect(
      within(ph)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6.5', '5.5']);
  });

  it("keeps the phone's version: sent again over the server's version it has now seen", async () => {
    await showQueue();
    await userEvent.click(screen.getByRole('button', { name: 'Pakai versi ponsel' }));
    const kept = await db.reports.get(clientId);
    expect(kept).toMatchObject({ state: 'waiting', base_version: 4, data: conflict.data });
  });

  it("takes the server's version: the phone's copy becomes the server's, still to be revised", async () => {
    await showQueue();
    await userEvent.click(screen.getByRole('button', { name: 'Pakai versi server' }));
    const taken = await db.reports.get(clientId);
    expect(taken).toMatchObject({ state: 'editing', base_version: 4 });
    expect(taken?.data).toMatchObject({ ph: 5.5, notes: 'Diukur ulang oleh pengawas' });
  });
});

describe('the sent reports', () => {
  beforeEach(() => db.reports.clear());

  it('leave the phone together, after a confirm, and the others stay', async () => {
    const sent = (n: number): LocalReport => ({
      ...conflict,
      client_id: `3f2b8c1a-6d4e-4b7a-9c0d-2e1f3a4b5c6${n}`,
      state: 'sent',
      message: '',
    });
    const reports = [sent(1), sent(2), { ...conflict, state: 'waiting' as const, message: '' }];
    await db.reports.bulkPut(reports);
    window.confirm = () => true;
    render(<Queue reports={reports} bundle={undefined} lang="id" onEdit={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus yang sudah terkirim (2)' }));
    await expect.poll(() => db.reports.count()).toBe(1);
    expect((await db.reports.toArray())[0]).toMatchObject({ client_id: clientId, state: 'waiting' });
  });
});
