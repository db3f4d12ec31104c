import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { setApiBase } from '../src/api/client';
import { saveSession } from '../src/auth/session';
import { pageRoutes } from '../src/pages';
import { logIn, logInClaiming, watchCalls } from './support/realServer';
import { renderApp } from './support/renderApp';

const menu = () => within(screen.getByTestId('main-menu'));
/** The menu's entries that open a route (a submenu's title has aria-expanded), as shown now. */
const menuEntries = () =>
  menu()
    .getAllByRole('menuitem')
    .filter((item) => !item.hasAttribute('aria-expanded'))
    .map((item) => item.textContent);
/** The titles of the submenus at the menu's top level or inside one, as shown now. */
const submenuTitles = (inside: HTMLElement = screen.getByTestId('main-menu')) =>
  [...inside.querySelectorAll(':scope > li.ant-menu-submenu > .ant-menu-submenu-title')].map(
    (title) => title.textContent,
  );
const submenuOf = (title: string) => menu().getByText(title).closest('li.ant-menu-submenu') as HTMLElement;
const subList = (title: string) => submenuOf(title).querySelector(':scope > ul') as HTMLElement;

/** Answers the server's account options with the demo content switched off; every other call goes on. */
function demoContentOff() {
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).endsWith('/no-auth/options')) {
      return Response.json({ allowRegister: true, forgetPassword: true, demoContent: false });
    }
    return real(input, init);
  });
}

/** The dashboard's screens, which every staff user may open, in the order of the routes. */
const dashboardEntries = pageRoutes.filter((p) => p.menu.module === 'dashboard').map((p) => p.title.id);

describe('layout against the real server', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));
  afterEach(() => vi.restoreAllMocks());

  it('lists in the menu only the routes the user may read, the dashboard first', async () => {
    await logInClaiming(['partners.read', 'banner.create']);
    const app = renderApp('/');
    await waitFor(() => expect(menuEntries()).toEqual(dashboardEntries));
    expect(submenuTitles()).toEqual(['Dashboard', 'Master Data']);
    await app.user.click(menu().getByText('Master Data'));
    expect(menuEntries()).toEqual([...dashboardEntries, 'Mitra']);
  });

  it('groups the menu as the spec does, with the current module and group open', async () => {
    await logIn('admin');
    const app = renderApp('/setting/donation-detail');
    await waitFor(() => expect(menuEntries()).toContain('Detail Donasi'));
    expect(submenuTitles()).toEqual([
      'Dashboard',
      'Pengaturan Website',
      'Master Data',
      'Pengaturan Pengguna',
    ]);
    expect(submenuTitles(subList('Pengaturan Website'))).toEqual([
      'CMS',
      'Hadiah',
      'GIS',
      'Donasi',
      'Get Involved',
    ]);
    // Only the current route's module and group are open.
    expect(menuEntries()).toEqual([
      'Metode Pembayaran',
      'Pengaturan Donasi',
      'Sponsor',
      'Detail Donasi',
      'Pembayaran',
    ]);
    expect(menu().getByText('Detail Donasi').closest('li')!.className).toContain('ant-menu-item-selected');

    // A module without a group sits in its menu module's default group, before the named groups.
    await app.user.click(menu().getByText('Master Data'));
    const master = subList('Master Data');
    expect(submenuTitles(master)).toEqual([
      'Operasional Lapangan',
      'Laporan Lapangan',
      'QHSE',
      'Artikel',
      'Produk',
      'Donasi',
      'Contoh',
    ]);
    const defaults = within(master)
      .getAllByRole('menuitem')
      .filter((item) => item.parentElement === master)
      .map((item) => item.textContent);
    expect(defaults).toContain('Mitra');
    expect(defaults).not.toContain('Contoh Komponen');
    await app.user.click(within(master).getByText('Contoh'));
    expect(
      within(subList('Contoh'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Contoh Komponen', 'Catatan Kegiatan', 'Contoh Model API', 'Contoh Tabel Edit']);
  });

  it('finds a module by its name in either language', async () => {
    await logIn('admin');
    const app = renderApp('/dashboard/information');
    const search = await screen.findByRole('textbox', { name: 'Cari modul' });
    await app.user.type(search, 'discount');
    await waitFor(() => expect(menuEntries()).toEqual(['Kode Diskon']));
    expect(submenuTitles()).toEqual(['Master Data']);
    await app.user.clear(search);
    await app.user.type(search, 'kode dis');
    await waitFor(() => expect(menuEntries()).toEqual(['Kode Diskon']));
    await app.user.click(menu().getByText('Kode Diskon'));
    await waitFor(() => expect(app.location().pathname).toBe('/master/discount'));
    // The route opened from a search keeps its module and group open once the search is cleared.
    await app.user.clear(search);
    await waitFor(() => expect(submenuTitles()).toHaveLength(4));
    expect(menuEntries()).toContain('Kode Diskon');
    expect(menuEntries()).not.toContain('Kategori Artikel');
    await app.user.type(search, 'tidak ada yang begini');
    expect(await screen.findByText('Tidak ada modul yang cocok')).toBeTruthy();
  });

  it('shows the example modules only while the server holds its demo content', async () => {
    await logIn('admin');
    demoContentOff();
    const app = renderApp('/master/partners');
    await waitFor(() => expect(menuEntries()).toContain('Mitra'));
    expect(submenuTitles(subList('Master Data'))).toEqual([
      'Operasional Lapangan',
      'Laporan Lapangan',
      'QHSE',
      'Artikel',
      'Produk',
      'Donasi',
    ]);
    await app.user.type(screen.getByRole('textbox', { name: 'Cari modul' }), 'contoh');
    expect(await screen.findByText('Tidak ada modul yang cocok')).toBeTruthy();
  });

  it('keeps the aside in view beside a long page, scrolling on its own', async () => {
    await logIn('admin');
    renderApp('/master/partners');
    const aside = await screen.findByTestId('main-aside');
    expect(aside.style.position).toBe('sticky');
    expect(aside.style.height).toBe('100vh');
    expect(aside.style.overflowY).toBe('auto');
  });

  it('on a narrow screen opens the menu from the header button', async () => {
    const wide = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...wide(query), matches: false }));
    await logIn('admin');
    const app = renderApp('/master/partners');
    expect(screen.queryByTestId('main-menu')).toBeNull();
    await app.user.click(await screen.findByTestId('menu-button'));
    await app.user.click(within(await screen.findByTestId('main-menu')).getByText('Banner'));
    await waitFor(() => expect(app.location().pathname).toBe('/master/banner'));
  });

  it('refuses a module the user may not read', async () => {
    await logInClaiming(['partners.read']);
    renderApp('/master/faq');
    expect(await screen.findByText('Anda tidak memiliki izin untuk membuka halaman ini')).toBeTruthy();
  });

  it('switches to English, sends Accept-Language en, and remembers the choice', async () => {
    await logIn('admin');
    const api = watchCalls();
    const app = renderApp('/master/partners');
    const [row] = await screen.findAllByTestId(/^row-\d+$/);
    const id = row!.getAttribute('data-testid')!.replace('row-', '');
    await app.user.click(within(screen.getByTestId('language-switch')).getByText('EN'));
    expect(await screen.findByText('Partners', { selector: 'h3' })).toBeTruthy();
    expect(screen.getAllByText('Company Name').length).toBeGreaterThan(0);
    expect(screen.getByText('Log out')).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('en');
    await app.user.click(screen.getByTestId(`action-update-${id}`));
    await screen.findByTestId('field-company_name');
    expect(api.callsTo(`/api/partners/${id}/show`).at(-1)?.headers.get('Accept-Language')).toBe('en');
  });

  it('logs out: revokes the token, forgets the session and shows the login', async () => {
    // A login of this test's own: logging out revokes its token.
    const token = await logIn('admin', { fresh: true });
    const api = watchCalls();
    const app = renderApp('/master/partners');
    await app.user.click(await screen.findByTestId('logout-button'));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(api.callsTo('/api/logout')[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    const after = await fetch(`${inject('apiUrl')}/api/partners/list`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
    expect(localStorage.getItem('_token')).toBeNull();
    expect(localStorage.getItem('profile')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Masuk' })).toBeTruthy();
  });

  it('a 401 from any call clears the session and returns to the login page', async () => {
    await logIn('admin');
    // A token the server does not know, as after it expired or was revoked elsewhere.
    saveSession({
      profile: { id: 1, username: 'admin' } as never,
      permissions: ['partners.read'],
      token: 'tidak-dikenal',
    });
    const app = renderApp('/master/partners?page=2');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(localStorage.getItem('_token')).toBeNull();
    expect(localStorage.getItem('permission')).toBeNull();
    expect(localStorage.getItem('profile')).toBeNull();
  });
});
