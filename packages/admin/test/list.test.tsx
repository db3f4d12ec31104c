import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, partnerRow } from './support/fakeApi';
import { loginAs, renderApp, rowTexts } from './support/renderApp';

const partners = ['Alam Hijau', 'Bumi Raya', 'Cahaya Tani'].map((name, i) => partnerRow(i + 1, `PT ${name}`));

/** The clickable header cell of a column (antd may render a hidden copy for measuring widths). */
const header = (label: string) => screen.getAllByText(label)[0]!.closest('th')!;

describe('table list', () => {
  it('sorts a new column DESC first, then toggles ASC and DESC, in the query string and the request', async () => {
    const api = installFakeApi({ partners });
    loginAs('admin');
    const app = renderApp('/master/partners');
    await screen.findByText('PT Alam Hijau');

    await app.user.click(header('Nama Perusahaan'));
    await waitFor(() => expect(app.query('sort')).toBe('DESC'));
    expect(app.query('order')).toBe('company_name');
    await waitFor(() => expect(rowTexts()).toEqual(['PT Cahaya Tani', 'PT Bumi Raya', 'PT Alam Hijau']));
    expect(api.callsTo('/api/partners/list').at(-1)?.query.get('sort')).toBe('DESC');

    await app.user.click(header('Nama Perusahaan'));
    await waitFor(() => expect(app.query('sort')).toBe('ASC'));
    await waitFor(() => expect(rowTexts()).toEqual(['PT Alam Hijau', 'PT Bumi Raya', 'PT Cahaya Tani']));

    await app.user.click(header('Nama Perusahaan'));
    await waitFor(() => expect(app.query('sort')).toBe('DESC'));

    await app.user.click(header('Situs Web'));
    await waitFor(() => expect(app.query('order')).toBe('website'));
    expect(app.query('sort')).toBe('DESC');
  });

  it('searching goes back to page 1 and sends the search term', async () => {
    const api = installFakeApi({ partners });
    loginAs('admin');
    const app = renderApp('/master/partners?page=3&limit=20&order=company_name&sort=ASC');
    await screen.findByText('Total 3 data');
    await app.user.type(screen.getByTestId('list-search'), 'bumi{Enter}');
    await waitFor(() => expect(app.query('search')).toBe('bumi'));
    expect(app.query('page')).toBe('1');
    expect(app.query('limit')).toBe('20');
    expect(app.query('order')).toBe('company_name');
    expect(app.query('sort')).toBe('ASC');
    await waitFor(() => expect(rowTexts()).toEqual(['PT Bumi Raya']));
    const last = api.callsTo('/api/partners/list').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      page: '1',
      limit: '20',
      offset: '0',
      search: 'bumi',
      order: 'company_name',
      sort: 'ASC',
    });
  });

  it('offers 10, 20, 50 and 100 per page (10 by default); a new page size goes back to page 1', async () => {
    const api = installFakeApi({
      partners: Array.from({ length: 25 }, (_, i) => partnerRow(i + 1, `PT Mitra ${i + 1}`)),
    });
    loginAs('admin');
    const app = renderApp('/master/partners');
    await screen.findByText('Total 25 data');
    expect(screen.getAllByTestId(/^row-/)).toHaveLength(10);

    await app.user.click(screen.getByTitle('2'));
    await waitFor(() => expect(app.query('page')).toBe('2'));
    expect(api.callsTo('/api/partners/list').at(-1)?.query.get('offset')).toBe('10');

    fireEvent.mouseDown(screen.getByText('10 / halaman'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '10 / halaman',
      '20 / halaman',
      '50 / halaman',
      '100 / halaman',
    ]);
    await app.user.click(screen.getByTitle('20 / halaman'));
    await waitFor(() => expect(app.query('limit')).toBe('20'));
    expect(app.query('page')).toBe('1');
    await waitFor(() => expect(screen.getAllByTestId(/^row-/)).toHaveLength(20));
  });

  it('says "Belum ada data yang ditambahkan" when empty and "{search} tidak ditemukan" when a search finds nothing', async () => {
    installFakeApi({ partners: [] });
    loginAs('admin');
    const app = renderApp('/master/partners');
    expect(await screen.findByText('Belum ada data yang ditambahkan')).toBeTruthy();
    await app.user.type(screen.getByTestId('list-search'), 'zzz{Enter}');
    expect(await screen.findByText('zzz tidak ditemukan')).toBeTruthy();
  });

  it('shows the add, edit and delete buttons only to a user who may use them', async () => {
    installFakeApi({ partners });
    loginAs('viewer');
    renderApp('/master/partners');
    await screen.findByText('PT Alam Hijau');
    expect(screen.queryByTestId('add-button')).toBeNull();
    expect(screen.queryByTestId('action-update-1')).toBeNull();
    expect(screen.queryByTestId('action-delete-1')).toBeNull();
    expect(screen.getByTestId('action-detail-1')).toBeTruthy();
  });

  it('asks "Hapus Permanen" before deleting, then shows the server message and reloads the list', async () => {
    const api = installFakeApi({ partners });
    loginAs('admin');
    const app = renderApp('/master/partners');
    await screen.findByText('PT Bumi Raya');

    await app.user.click(screen.getByTestId('action-delete-2'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Hapus Permanen').length).toBeGreaterThan(0);
    expect(
      within(dialog).getByText('Data yang sudah dihapus tidak dapat dikembalikan, lanjutkan ?'),
    ).toBeTruthy();
    await app.user.click(within(dialog).getByText('Batalkan'));
    expect(api.callsTo('/api/partners/delete')).toHaveLength(0);

    await app.user.click(screen.getByTestId('action-delete-2'));
    await app.user.click(await screen.findByText('Ya, Lanjutkan'));
    expect(await screen.findByText('Data Mitra berhasil dihapus')).toBeTruthy();
    expect(api.callsTo('/api/partners/delete')[0]?.body).toEqual({ data: partners[1] });
    await waitFor(() => expect(screen.queryByText('PT Bumi Raya')).toBeNull());
    expect(rowTexts()).toHaveLength(2);
  });
});
