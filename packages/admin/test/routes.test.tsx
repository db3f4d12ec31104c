import { allowAll } from '@rimba/core';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { AppProviders } from '../src/AppProviders';
import { setApiBase } from '../src/api/client';
import { readSession } from '../src/auth/session';
import { pageRoutes } from '../src/pages';
import { AdminRoutes } from '../src/SignedInRoutes';
import '../src/resources';
import { adminRoutes } from '../src/modules/routes';
import { logIn, logInClaiming, watchCalls } from './support/realServer';
import { renderApp } from './support/renderApp';

/** The menu's entries that open a route (a submenu's title has aria-expanded). */
const menuEntries = () =>
  within(screen.getByTestId('main-menu'))
    .getAllByRole('menuitem')
    .filter((item) => !item.hasAttribute('aria-expanded'))
    .map((item) => item.textContent);

/** The dashboard's screens as every staff user finds them in the menu. */
const dashboardEntries = [
  'Informasi Dashboard',
  'Peta WIN',
  'Dashboard Umum',
  'Pertumbuhan',
  'Iklim',
  'Disposisi Pohon',
  'Statistik Laporan',
  'QHSE',
];

/** The real routes plus a full-screen page that stands alone and a page only report readers may open. */
const testRoutes = adminRoutes([
  ...pageRoutes,
  {
    menu: { module: 'dashboard', path: '/layar-penuh' },
    title: { id: 'Peta Layar Penuh', en: 'Full-screen Map' },
    permission: allowAll,
    layout: false,
    component: async () => ({ default: () => <p>Peta seluruh proyek</p> }),
  },
  {
    menu: { module: 'dashboard', path: '/laporan' },
    title: { id: 'Laporan', en: 'Reports' },
    permission: 'reports.read',
  },
]);

/** The admin with the test routes instead of its own, in a memory router. */
function renderRoutes(path: string) {
  let pathname = path;
  function LocationProbe() {
    pathname = useLocation().pathname;
    return null;
  }
  render(
    <AppProviders queryClient={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AdminRoutes routes={testRoutes} />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
    location: () => pathname,
  };
}

beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
afterAll(() => setApiBase('/api'));
afterEach(() => vi.restoreAllMocks());

describe('route building against the real server', () => {
  it('opens the dashboard information at / for everyone, titled by its route, beside the other screens', async () => {
    await logInClaiming([]);
    const app = renderApp('/');
    expect(await screen.findByTestId('dashboard-information')).toBeTruthy();
    expect(app.location().pathname).toBe('/dashboard/information');
    await waitFor(() => expect(document.title).toBe('Informasi Dashboard · Rimba Admin'));
    expect(menuEntries()).toEqual(dashboardEntries);

    await app.user.click(within(screen.getByTestId('language-switch')).getByText('EN'));
    expect(await screen.findByText('Clear filters')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Dashboard Information · Rimba Admin'));
  });

  it('opens the WIN map from the menu, which says so where the browser cannot draw a map', async () => {
    await logIn('admin');
    const app = renderApp('/dashboard/information');
    await app.user.click(within(await screen.findByTestId('main-menu')).getByText('Peta WIN'));
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard/map'));
    // jsdom has no WebGL: the page tells it rather than showing an empty frame.
    expect(await screen.findByText('Peta tidak dapat ditampilkan di browser ini.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Peta proyek dan pohon' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Peta WIN · Rimba Admin'));
  });

  it('redirects /dashboard to its first route', async () => {
    await logIn('viewer');
    const app = renderApp('/dashboard');
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard/information'));
    expect(await screen.findByTestId('dashboard-information')).toBeTruthy();
  });

  it('redirects /master to partners for the super user', async () => {
    await logIn('admin');
    const app = renderApp('/master');
    await waitFor(() => expect(app.location().pathname).toBe('/master/partners'));
    // Other files create and delete partners on the same server meanwhile, so the list is checked by
    // its module's heading and its rows, not by one row's name.
    expect(await screen.findByText('Mitra', { selector: 'h3' })).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelectorAll('tbody tr.ant-table-row').length).toBeGreaterThan(0),
    );
  });

  it('redirects /master to the first master module a limited user may read', async () => {
    await logInClaiming(['banner.read', 'contoh-komponen.read']);
    const app = renderApp('/master');
    await waitFor(() => expect(app.location().pathname).toBe('/master/banner'));
    expect(await screen.findByText('Banner', { selector: 'h3' })).toBeTruthy();
  });

  it('refuses /master to a user who may read no master module', async () => {
    await logInClaiming([]);
    const app = renderApp('/master');
    expect(await screen.findByText('Anda tidak memiliki izin untuk membuka halaman ini')).toBeTruthy();
    expect(app.location().pathname).toBe('/master');
  });

  it('shows a stand-alone route without the menu, header and footer', async () => {
    await logIn('viewer');
    const app = renderRoutes('/dashboard/information');
    await app.user.click(within(await screen.findByTestId('main-menu')).getByText('Peta Layar Penuh'));
    expect(await screen.findByText('Peta seluruh proyek')).toBeTruthy();
    expect(app.location()).toBe('/dashboard/layar-penuh');
    expect(screen.queryByTestId('main-menu')).toBeNull();
    expect(screen.queryByTestId('logout-button')).toBeNull();
    expect(screen.queryByText(/Yayasan penanaman pohon/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Peta Layar Penuh · Rimba Admin'));
  });

  it('sends a logged-out visitor of a stand-alone route to the login page', async () => {
    const app = renderRoutes('/dashboard/layar-penuh');
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(screen.queryByText('Peta seluruh proyek')).toBeNull();
  });

  it('leaves a page route out of the menu and refuses it to a user without its permission', async () => {
    await logInClaiming([]);
    renderRoutes('/dashboard/laporan');
    expect(await screen.findByText('Anda tidak memiliki izin untuk membuka halaman ini')).toBeTruthy();
    expect(menuEntries()).toEqual([...dashboardEntries, 'Peta Layar Penuh']);
  });

  it('opens a page route to a user with its permission', async () => {
    await logInClaiming(['reports.read']);
    renderRoutes('/dashboard/laporan');
    expect(await screen.findByText('Halaman ini sedang disiapkan.')).toBeTruthy();
    expect(within(screen.getByTestId('page-placeholder')).getByText('Laporan')).toBeTruthy();
    expect(menuEntries()).toContain('Laporan');
  });
});

describe('right aside against the real server', () => {
  it("opens from the user's name with the profile, switches the language and logs out", async () => {
    // A login of this test's own: logging out revokes its token.
    const token = await logIn('admin', { fresh: true });
    const profile = readSession()!.profile;
    const api = watchCalls();
    const app = renderApp('/dashboard/information');
    expect(screen.queryByTestId('right-aside')).toBeNull();
    await app.user.click(await screen.findByRole('button', { name: new RegExp(profile.fullname) }));
    const aside = await screen.findByTestId('right-aside');
    expect(within(aside).getByText('Akun')).toBeTruthy();
    for (const [label, value] of [
      ['Nama Lengkap', profile.fullname],
      ['Username', 'admin'],
      ['Email', profile.email],
      ['Peran', profile.role_name],
    ] as const) {
      const row = within(aside).getByText(label).closest('tr')!;
      expect(within(row).getByText(value)).toBeTruthy();
    }

    await app.user.click(within(within(aside).getByTestId('language-switch')).getByText('EN'));
    expect(await within(aside).findByText('Full Name')).toBeTruthy();
    expect(await screen.findByText('Clear filters')).toBeTruthy();

    await app.user.click(within(aside).getByTestId('aside-logout-button'));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(api.callsTo('/api/logout')[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(localStorage.getItem('_token')).toBeNull();
  });

  it('on a narrow screen opens from the user icon', async () => {
    const wide = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...wide(query), matches: false }));
    await logIn('viewer');
    const app = renderApp('/dashboard/information');
    const profile = readSession()!.profile;
    const button = await screen.findByRole('button', { name: 'Buka akun' });
    expect(screen.queryByText(profile.fullname)).toBeNull();
    await app.user.click(button);
    const aside = await screen.findByTestId('right-aside');
    expect(within(aside).getByText(profile.fullname)).toBeTruthy();
    expect(within(aside).getByText(profile.email)).toBeTruthy();
  });
});
