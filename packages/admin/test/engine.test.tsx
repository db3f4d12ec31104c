import { contohKomponen } from '@rimba/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { setApiBase } from '../src/api/client';
import { api, logIn } from './support/realServer';
import { optionTitled, renderApp } from './support/renderApp';

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const names = () =>
  screen.queryAllByTestId(/^row-\d+$/).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('module engine against the real server', () => {
  let token: string;
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  // Each test starts with a cleared storage (test/setup.ts): log in again.
  beforeEach(async () => {
    token = await logIn('admin');
  });
  afterAll(() => setApiBase('/api'));

  it("keeps the identifying column and the actions in view and shows the module's default columns", async () => {
    renderApp('/setting/donation-detail');
    await screen.findAllByTestId(/^row-\d+$/);
    expect(headers()).toEqual([
      'Nomor Donasi',
      'Donatur',
      'Jumlah Pohon',
      'Jumlah (Rp)',
      'Status',
      'Dibayar Pada',
      'Aksi',
    ]);
    const [first] = screen.getAllByRole('columnheader');
    expect(first!.className).toContain('ant-table-cell-fix-start');
    expect(screen.getByRole('columnheader', { name: 'Aksi' }).className).toContain('ant-table-cell-fix-end');
    expect(document.querySelector('.ant-table-content')?.getAttribute('style')).toContain('overflow-x: auto');
  });

  it('shows the first six fields that fit a cell where the module declares no columns', async () => {
    const app = renderApp('/master/contoh-komponen');
    await screen.findAllByTestId(/^row-\d+$/);
    expect(headers()).toEqual(['Nama', 'Surel', 'Telepon', 'Situs Web', 'Warna', 'Jumlah Pohon', 'Aksi']);
    await app.user.click(screen.getByTestId('columns-button'));
    const dialog = await screen.findByTestId('columns-dialog');
    // The gallery is a list of files: offered, but not shown by default.
    const gallery = within(dialog).getByRole('checkbox', { name: 'Galeri Foto' }) as HTMLInputElement;
    expect(gallery.checked).toBe(false);
    expect((within(dialog).getByRole('checkbox', { name: 'Nama' }) as HTMLInputElement).checked).toBe(true);
  });

  it("remembers a user's columns for the module across a remount, and resets them to the default", async () => {
    const app = renderApp('/setting/donation-detail?limit=20');
    await screen.findAllByTestId(/^row-\d+$/);
    await app.user.click(screen.getByTestId('columns-button'));
    const dialog = await screen.findByTestId('columns-dialog');
    await app.user.click(within(dialog).getByText('Donatur'));
    await app.user.click(within(dialog).getByText('Kurs (Rp per US$)'));
    await waitFor(() => expect(headers()).toContain('Kurs (Rp per US$)'));
    expect(headers()).not.toContain('Donatur');
    expect(app.query('limit')).toBe('20');
    app.unmount();

    const again = renderApp('/setting/donation-detail');
    await screen.findAllByTestId(/^row-\d+$/);
    expect(headers()).toContain('Kurs (Rp per US$)');
    expect(headers()).not.toContain('Donatur');
    await again.user.click(screen.getByTestId('columns-button'));
    await again.user.click(await screen.findByTestId('columns-reset'));
    await waitFor(() => expect(headers()).toContain('Donatur'));
    expect(headers()).not.toContain('Kurs (Rp per US$)');
    again.unmount();

    renderApp('/setting/donation-detail');
    await screen.findAllByTestId(/^row-\d+$/);
    expect(headers()).toContain('Donatur');
  });

  it('offers import where the module imports and the user may create', async () => {
    const app = renderApp('/master/partners');
    await app.user.click(await screen.findByTestId('import-button'));
    expect(await screen.findByText('Impor Mitra')).toBeTruthy();
    app.unmount();
    renderApp('/master/banner');
    await screen.findAllByTestId(/^row-\d+$/);
    expect(screen.queryByTestId('import-button')).toBeNull();
  });

  it('jumps to a page clamped to the last one', async () => {
    const app = renderApp('/master/partners');
    await screen.findAllByTestId(/^row-\d+$/);
    const { total } = await api<{ total: number }>('/partners/list', token);
    const last = Math.ceil(total / 10);
    expect(last).toBeGreaterThan(1);
    await app.user.type(screen.getByTestId('page-jump'), '50{Enter}');
    await waitFor(() => expect(app.query('page')).toBe(String(last)));
    await app.user.type(screen.getByTestId('page-jump'), '0');
    await app.user.click(screen.getByTestId('page-jump-go'));
    await waitFor(() => expect(app.query('page')).toBe('1'));
  });

  it('filters from the sidebar: the conditions go to the URL and the server, blanks left out', async () => {
    const app = renderApp('/master/contoh-komponen');
    await screen.findAllByTestId(/^row-\d+$/);
    await app.user.click(screen.getByTestId('filter-button'));
    const form = await screen.findByTestId('filter-form');
    await app.user.type(within(form).getByTestId('field-name'), 'kebun');
    await app.user.click(within(form).getByTestId('filter-apply'));
    await waitFor(() =>
      expect(JSON.parse(app.query('filters') ?? '{}')).toEqual({ name: { contains: 'kebun' } }),
    );
    const expected = await api<{ data: { name: string }[] }>(
      `/contoh-komponen/list?filters=${encodeURIComponent(JSON.stringify({ name: { contains: 'kebun' } }))}`,
      token,
    );
    await waitFor(() => expect(names()).toEqual(expected.data.map((r) => r.name)));
    expect(expected.data.every((r) => r.name.toLowerCase().includes('kebun'))).toBe(true);
  });

  it('names each filter input by its label, and each end of a number range as from or to', async () => {
    const app = renderApp('/master/contoh-komponen');
    await screen.findAllByTestId(/^row-\d+$/);
    await app.user.click(screen.getByTestId('filter-button'));
    const form = await screen.findByTestId('filter-form');
    expect(within(form).getByLabelText('Nama')).toBe(within(form).getByTestId('field-name'));
    expect(within(form).getByLabelText('Jumlah Pohon dari')).toBe(
      within(form).getByTestId('field-quantity-from'),
    );
    expect(within(form).getByLabelText('Jumlah Pohon sampai')).toBe(
      within(form).getByTestId('field-quantity-to'),
    );
    expect(within(form).getByLabelText('Status').getAttribute('role')).toBe('combobox');
  });

  it('filters by several statuses at once when the filter field takes several values', async () => {
    const app = renderApp('/master/contoh-komponen');
    await screen.findAllByTestId(/^row-\d+$/);
    await app.user.click(screen.getByTestId('filter-button'));
    const form = await screen.findByTestId('filter-form');
    const status = within(form).getByTestId('field-status');
    fireEvent.mouseDown(status.querySelector('.ant-select')!);
    await app.user.click(await optionTitled('Draf'));
    await app.user.click(await optionTitled('Selesai'));
    await app.user.click(within(form).getByTestId('filter-apply'));
    const filters = { status: { in: ['draft', 'finished'] } };
    await waitFor(() => expect(JSON.parse(app.query('filters') ?? '{}')).toEqual(filters));
    const expected = await api<{ data: { name: string; status: string }[]; total: number }>(
      `/contoh-komponen/list?filters=${encodeURIComponent(JSON.stringify(filters))}`,
      token,
    );
    expect(expected.data.length).toBeGreaterThan(0);
    expect(expected.data.every((r) => ['draft', 'finished'].includes(r.status))).toBe(true);
    await waitFor(() => expect(names()).toEqual(expected.data.map((r) => r.name)));
  });

  it('filters numbers by a range and yes/no by yes, no or any, with no upload, map or editor in the form', async () => {
    const app = renderApp('/master/contoh-komponen');
    await screen.findAllByTestId(/^row-\d+$/);
    expect(screen.queryByTestId('filter-count')).toBeNull();
    await app.user.click(screen.getByTestId('filter-button'));
    const form = await screen.findByTestId('filter-form');
    expect(form.querySelector('input[type=file]')).toBeNull();
    expect(form.querySelector('[contenteditable]')).toBeNull();
    expect(within(form).queryByTestId('field-location')).toBeNull();
    expect(within(form).queryByTestId('field-photo')).toBeNull();
    await app.user.type(within(form).getByTestId('field-quantity-from'), '100');
    await app.user.type(within(form).getByTestId('field-quantity-to'), '2000');
    const verified = within(form).getByTestId('field-verified');
    await app.user.click(within(verified).getByText('Tidak'));
    await app.user.click(within(verified).getByText('Semua'));
    await app.user.click(within(form).getByTestId('filter-apply'));
    const filters = { quantity: { gte: 100, lte: 2000 } };
    await waitFor(() => expect(JSON.parse(app.query('filters') ?? '{}')).toEqual(filters));
    expect((await screen.findByTestId('filter-count')).textContent).toBe('1');

    await app.user.click(screen.getByTestId('filter-button'));
    const again = await screen.findByTestId('filter-form');
    expect((within(again).getByTestId('field-quantity-from') as HTMLInputElement).value).toBe('100');
    await app.user.click(within(within(again).getByTestId('field-verified')).getByText('Ya'));
    await app.user.click(within(again).getByTestId('filter-apply'));
    const both = { ...filters, verified: true };
    await waitFor(() => expect(JSON.parse(app.query('filters') ?? '{}')).toEqual(both));
    await waitFor(() => expect(screen.getByTestId('filter-count').textContent).toBe('2'));
    const expected = await api<{ data: { name: string; quantity: number; verified: boolean }[] }>(
      `/contoh-komponen/list?filters=${encodeURIComponent(JSON.stringify(both))}`,
      token,
    );
    expect(expected.data.every((r) => r.verified && r.quantity >= 100 && r.quantity <= 2000)).toBe(true);
    await waitFor(() => expect(names()).toEqual(expected.data.map((r) => r.name)));
  });

  it('shows cards nine at a time for a card module, with the end of the list said', async () => {
    renderApp('/master/contoh-komponen-log');
    await screen.findByTestId('card-list');
    expect(screen.getAllByTestId(/^card-\d+$/)).toHaveLength(9);
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId(/^card-\d+$/)).toHaveLength(18));
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId(/^card-\d+$/)).toHaveLength(24));
    expect(screen.getByTestId('all-loaded').textContent).toBe('Semua data sudah ditampilkan');
  });

  it('ends the cards at a short page when the server only estimated the total', async () => {
    // The log's 24 rows answered as a very large table's search is: "about 5,000" on every page.
    const serverFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await serverFetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname !== '/api/contoh-komponen-log/list') return response;
      const body = (await response.json()) as { data: unknown[] };
      return Response.json({ ...body, total: 5000, totalEstimated: true });
    });
    try {
      renderApp('/master/contoh-komponen-log');
      await screen.findByTestId('card-list');
      fireEvent.click(screen.getByTestId('load-more'));
      await waitFor(() => expect(screen.getAllByTestId(/^card-\d+$/)).toHaveLength(18));
      fireEvent.click(screen.getByTestId('load-more'));
      await waitFor(() => expect(screen.getAllByTestId(/^card-\d+$/)).toHaveLength(24));
      expect(screen.getByTestId('all-loaded').textContent).toBe('Semua data sudah ditampilkan');
      expect(screen.queryByTestId('load-more')).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps the cards shown in their places when more are loaded, and wraps long text inside them', async () => {
    renderApp('/master/contoh-komponen-log');
    await screen.findByTestId('card-list');
    const places = () =>
      Object.fromEntries(
        screen
          .getAllByTestId(/^card-\d+$/)
          .map((card) => [
            card.dataset.testid,
            `${card.parentElement?.dataset.testid}:${[...card.parentElement!.children].indexOf(card)}`,
          ]),
      );
    const first = places();
    expect(Object.keys(first)).toHaveLength(9);
    // Each card sits in a column of its own place, not in one flow a multi-column layout rebalances.
    for (const place of Object.values(first)) expect(place).toMatch(/^card-column-[0-2]:\d+$/);
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId(/^card-\d+$/)).toHaveLength(18));
    const after = places();
    for (const [card, place] of Object.entries(first)) expect(after[card], card).toBe(place);
    const card = screen.getAllByTestId(/^card-\d+$/)[0]!;
    expect(card.style.minWidth).toBe('0');
    expect(card.style.overflowWrap).toBe('anywhere');
    expect(card.querySelector<HTMLElement>('.ant-descriptions-item-content')?.style.overflowWrap).toBe(
      'anywhere',
    );
  });

  it('shows a row with its child tab and switches a mapping, asking before switching off', async () => {
    const { data } = await api<{ data: { id: number; name: string }[] }>(
      '/contoh-komponen/list?limit=1',
      token,
    );
    const example = data[0]!;
    const app = renderApp(`/master/contoh-komponen?view=detail&id=${example.id}`);
    expect((await screen.findByTestId('detail-name')).textContent).toBe(example.name);
    const tabs = await screen.findByTestId('detail-tabs');
    await waitFor(() => expect(within(tabs).getAllByTestId(/^card-\d+$/)).toHaveLength(3));

    await app.user.click(within(tabs).getByText('Mitra Terhubung'));
    const on = await api<{ data: { id: number }[] }>(
      `/contoh-komponen/${example.id}/mapping/partners?value_mapping=1&limit=100`,
      token,
    );
    const linked = on.data[0]!.id;
    const toggle = await screen.findByTestId(`mapping-switch-${linked}`);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await app.user.click(toggle);
    await app.user.click(await screen.findByTestId('confirm-cancel'));
    expect(screen.getByTestId(`mapping-switch-${linked}`).getAttribute('aria-checked')).toBe('true');

    await app.user.click(screen.getByTestId(`mapping-switch-${linked}`));
    await app.user.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(screen.getByTestId(`mapping-switch-${linked}`).getAttribute('aria-checked')).toBe('false'),
    );
    const after = await api<{ data: { id: number }[] }>(
      `/contoh-komponen/${example.id}/mapping/partners?value_mapping=1&limit=100`,
      token,
    );
    expect(after.data.map((r) => r.id)).not.toContain(linked);
    await api(`/contoh-komponen/${example.id}/mapping/partners`, token, {
      method: 'PUT',
      body: JSON.stringify({ id: linked, value_mapping: true }),
    });
  });

  it("adds a child from the parent's tab with the parent's key locked, and returns to that tab", async () => {
    const codes = await api<{ data: { id: number; win_code: string; is_sample: boolean }[] }>(
      '/win/list?limit=100',
      token,
    );
    const win = codes.data.find((c) => c.is_sample)!;
    type Chosen = { id: number; report_growth_id: number; rel_report_growth_id: { label: string } };
    const chosenOf = async (filters: object) =>
      (
        await api<{ data: Chosen[] }>(
          `/win-details/list?filters=${encodeURIComponent(JSON.stringify(filters))}`,
          token,
        )
      ).data;
    // The code's newest choice (held back from its page) is taken off, to be chosen again through the tab.
    const [held] = await chosenOf({ win_id: win.id });
    await api('/win-details/delete', token, {
      method: 'DELETE',
      body: JSON.stringify({ data: { id: held!.id } }),
    });

    const app = renderApp(`/setting/win?view=detail&id=${win.id}`);
    const tabs = await screen.findByTestId('detail-tabs');
    await app.user.click(await within(tabs).findByTestId('add-button'));

    await waitFor(() => expect(app.location().pathname).toBe('/setting/win-details'));
    expect(app.query('view')).toBe('create');
    const key = await screen.findByTestId('field-win_id');
    await waitFor(() => expect(within(key).getByTestId('field-win_id-value').textContent).toBe(win.win_code));
    expect((within(key).getByTestId('field-win_id-open') as HTMLButtonElement).disabled).toBe(true);
    const report = screen.getByTestId('field-report_growth_id');
    fireEvent.mouseDown(report.querySelector('.ant-select')!);
    const choice = await optionTitled(held!.rel_report_growth_id.label);
    // Only approved reports are offered.
    const approved = await api<{ data: { report_date: string }[] }>(
      `/report-growth/list?limit=100&filters=${encodeURIComponent(JSON.stringify({ status: 'approved' }))}`,
      token,
    );
    const offered = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')];
    expect(offered.map((o) => o.getAttribute('title')).sort()).toEqual(
      approved.data.map((r) => r.report_date).sort(),
    );
    await app.user.click(choice);
    await app.user.click(screen.getByTestId('form-submit'));

    await waitFor(() => expect(app.location().pathname).toBe('/setting/win'));
    expect(app.query('view')).toBe('detail');
    expect(app.query('id')).toBe(String(win.id));
    const back = await screen.findByTestId('detail-tabs');
    expect(within(back).getByRole('tab', { selected: true }).textContent).toBe('Detail WIN');
    const saved = await chosenOf({ win_id: win.id, report_growth_id: held!.report_growth_id });
    expect(saved).toHaveLength(1);
    await waitFor(() => expect(within(back).getByTestId(`row-${saved[0]!.id}`)).toBeTruthy());
  });

  it('opens the create form in a dialog for a modal module, with a lookup chosen from a drop-down', async () => {
    const app = renderApp('/master/contoh-komponen-log');
    await screen.findByTestId('card-list');
    await app.user.click(screen.getByTestId('add-button'));
    const dialog = await screen.findByRole('dialog');
    expect(app.query('view')).toBeNull();
    const select = within(dialog).getByTestId('field-contoh_komponen_id');
    fireEvent.mouseDown(select.querySelector('.ant-select')!);
    expect(await screen.findByTitle('Kebun Bibit Ungaran')).toBeTruthy();
  });

  it('builds a module from the server model, with a loader until its fields are built', async () => {
    renderApp('/master/contoh-model');
    expect(await screen.findByTestId('module-loading')).toBeTruthy();
    await screen.findAllByTestId(/^row-\d+$/);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Contoh Komponen Id', 'Logged On', 'Activity', 'Note']));
    expect(contohKomponen.children[0]?.resource).toBe('contoh-komponen-log');
  });
});
