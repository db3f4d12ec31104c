import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { solidPng } from '../../server/test/support/fixtures';
import { setApiBase } from '../src/api/client';
import { setLang } from '../src/i18n';
import { api, logIn, uploadFor, watchCalls } from './support/realServer';
import { renderApp, rowTexts } from './support/renderApp';

type Partner = { id: number; company_name: string; file_logo: string };
type Page = { data: Partner[]; total: number };

/** The clickable header cell of a column (antd may render a hidden copy for measuring widths). */
const header = (label: string) => screen.getAllByText(label)[0]!.closest('th')!;

describe('table list against the real server', () => {
  let token: string;
  const names = async (query: string) =>
    (await api<Page>(`/partners/list?${query}`, token)).data.map((p) => p.company_name);

  beforeAll(async () => {
    setApiBase(`${inject('apiUrl')}/api`);
    token = await logIn('admin');
  });
  afterAll(() => setApiBase('/api'));
  afterEach(() => vi.restoreAllMocks());

  it('sorts a new column DESC first, then toggles ASC and DESC, in the query string and the request', async () => {
    await logIn('admin');
    const descending = await names('order=company_name&sort=DESC');
    const ascending = await names('order=company_name&sort=ASC');
    expect(ascending).not.toEqual(descending);
    const calls = watchCalls();
    const lists = () => calls.callsTo('/api/partners/list').map((c) => c.url);
    const app = renderApp('/master/partners');
    await screen.findAllByTestId(/^row-\d+$/);

    await app.user.click(header('Nama Perusahaan'));
    await waitFor(() => expect(app.query('sort')).toBe('DESC'));
    expect(app.query('order')).toBe('company_name');
    await waitFor(() => expect(rowTexts()).toEqual(descending));
    expect(lists().at(-1)?.searchParams.get('sort')).toBe('DESC');

    await app.user.click(header('Nama Perusahaan'));
    await waitFor(() => expect(app.query('sort')).toBe('ASC'));
    await waitFor(() => expect(rowTexts()).toEqual(ascending));

    await app.user.click(header('Nama Perusahaan'));
    await waitFor(() => expect(app.query('sort')).toBe('DESC'));

    await app.user.click(header('Situs Web'));
    await waitFor(() => expect(app.query('order')).toBe('website'));
    expect(app.query('sort')).toBe('DESC');
  });

  it('searching goes back to page 1 and sends the search term', async () => {
    await logIn('admin');
    const [first] = (await api<Page>('/partners/list?limit=1', token)).data;
    const term = first!.company_name.split(' ').at(-1)!.toLowerCase();
    const found = await names(`search=${term}&limit=20&order=company_name&sort=ASC`);
    expect(found.length).toBeGreaterThan(0);
    const calls = watchCalls();
    const lists = () => calls.callsTo('/api/partners/list').map((c) => c.url);
    const app = renderApp('/master/partners?page=3&limit=20&order=company_name&sort=ASC');
    await waitFor(() => expect(lists().length).toBeGreaterThan(0));
    await app.user.type(screen.getByTestId('list-search'), `${term}{Enter}`);
    await waitFor(() => expect(app.query('search')).toBe(term));
    expect(app.query('page')).toBe('1');
    expect(app.query('limit')).toBe('20');
    expect(app.query('order')).toBe('company_name');
    expect(app.query('sort')).toBe('ASC');
    await waitFor(() => expect(rowTexts()).toEqual(found));
    expect(Object.fromEntries(lists().at(-1)!.searchParams)).toEqual({
      page: '1',
      limit: '20',
      offset: '0',
      search: term,
      order: 'company_name',
      sort: 'ASC',
    });
  });

  it('offers 10, 20, 50 and 100 per page (10 by default); a new page size goes back to page 1', async () => {
    await logIn('admin');
    const { total } = await api<Page>('/partners/list?limit=1', token);
    expect(total).toBeGreaterThan(10);
    const calls = watchCalls();
    const lists = () => calls.callsTo('/api/partners/list').map((c) => c.url);
    const app = renderApp('/master/partners');
    await screen.findByText(`Total ${total} data`);
    expect(screen.getAllByTestId(/^row-/)).toHaveLength(10);

    await app.user.click(screen.getByTitle('2'));
    await waitFor(() => expect(app.query('page')).toBe('2'));
    expect(lists().at(-1)?.searchParams.get('offset')).toBe('10');

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
    await waitFor(() => expect(screen.getAllByTestId(/^row-/)).toHaveLength(Math.min(20, total)));
  });

  it('says "Sekitar N data" when the server estimated the total, and still pages on', async () => {
    await logIn('admin');
    // No resource of the demo counts so few matches that a search of it is estimated: the server's
    // answers are passed on with the total a very large table would estimate.
    const estimate = 3_180_442;
    const serverFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await serverFetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname !== '/api/partners/list' || !url.searchParams.has('search')) return response;
      const body = (await response.json()) as Page;
      return Response.json({ ...body, total: estimate, totalEstimated: true });
    });
    const lists = () =>
      spy.mock.calls
        .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
        .filter((url) => url.pathname === '/api/partners/list');
    const app = renderApp('/master/partners?search=pt');
    expect(await screen.findByText('Sekitar 3.180.442 data')).toBeTruthy();
    expect(screen.queryByText(`Total ${estimate} data`)).toBeNull();

    await app.user.click(screen.getByTitle('2'));
    await waitFor(() => expect(app.query('page')).toBe('2'));
    expect(lists().at(-1)?.searchParams.get('offset')).toBe('10');
    expect(lists().at(-1)?.searchParams.get('search')).toBe('pt');
    expect(await screen.findByText('Sekitar 3.180.442 data')).toBeTruthy();

    act(() => setLang('en'));
    expect(await screen.findByText('About 3,180,442 items')).toBeTruthy();
  });

  it('says "Belum ada data yang ditambahkan" when nothing is listed and "{search} tidak ditemukan" when a search finds nothing', async () => {
    await logIn('admin');
    const nothing = encodeURIComponent(JSON.stringify({ company_name: { contains: 'tidak-ada-mitra-ini' } }));
    const app = renderApp(`/master/partners?filters=${nothing}`);
    expect(await screen.findByText('Belum ada data yang ditambahkan')).toBeTruthy();
    await app.user.type(screen.getByTestId('list-search'), 'zzz{Enter}');
    expect(await screen.findByText('zzz tidak ditemukan')).toBeTruthy();
  });

  it('says that a page past the last is past it, and goes to the last page, instead of "no data"', async () => {
    await logIn('admin');
    const app = renderApp('/master/partners?page=999&limit=10');
    expect(await screen.findByText(/^Halaman 999 melewati halaman terakhir \(\d+\)\.$/)).toBeTruthy();
    expect(screen.queryByText('Belum ada data yang ditambahkan')).toBeNull();
    await app.user.click(screen.getByTestId('list-last-page'));
    await waitFor(() => expect(Number(app.query('page'))).toBeLessThan(999));
    expect((await screen.findAllByTestId(/^row-\d+$/)).length).toBeGreaterThan(0);
  });

  it('shows the add, edit and delete buttons only to a user who may use them', async () => {
    await logIn('viewer');
    renderApp('/master/partners');
    const [row] = await screen.findAllByTestId(/^row-\d+$/);
    const id = row!.getAttribute('data-testid')!.replace('row-', '');
    expect(screen.getByTestId(`action-detail-${id}`)).toBeTruthy();
    expect(screen.queryByTestId('add-button')).toBeNull();
    expect(screen.queryByTestId(`action-update-${id}`)).toBeNull();
    expect(screen.queryByTestId(`action-delete-${id}`)).toBeNull();
  });

  it('asks "Hapus Permanen" before deleting, then shows the server message and reloads the list', async () => {
    await logIn('admin');
    const logo = await uploadFor(token, 'partners', 'file_logo', solidPng(8, 8, [20, 120, 40]));
    const name = `PT Hapus Uji ${Date.now()}`;
    const created = await api<{ data: Partner }>('/partners/create', token, {
      method: 'POST',
      body: JSON.stringify({ company_name: name, file_logo: logo }),
    });
    const id = created.data.id;
    const app = renderApp(`/master/partners?search=${encodeURIComponent(name)}`);
    await screen.findByText(name);

    await app.user.click(screen.getByTestId(`action-delete-${id}`));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Hapus Permanen').length).toBeGreaterThan(0);
    expect(
      within(dialog).getByText('Data yang sudah dihapus tidak dapat dikembalikan, lanjutkan ?'),
    ).toBeTruthy();
    await app.user.click(within(dialog).getByText('Batalkan'));
    expect((await api<Page>(`/partners/list?search=${encodeURIComponent(name)}`, token)).total).toBe(1);

    await app.user.click(screen.getByTestId(`action-delete-${id}`));
    await app.user.click(await screen.findByText('Ya, Lanjutkan'));
    expect(await screen.findByText('Data Mitra berhasil dihapus')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(name)).toBeNull());
    expect((await api<Page>(`/partners/list?search=${encodeURIComponent(name)}`, token)).total).toBe(0);
  });
});
