import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { setApiBase } from '../src/api/client';
import { saveSession } from '../src/auth/session';
import { logIn, logInClaiming, watchCalls } from './support/realServer';
import { renderApp } from './support/renderApp';

const menuEntries = () =>
  within(screen.getByTestId('main-menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('layout against the real server', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));
  afterEach(() => vi.restoreAllMocks());

  it('lists in the menu only the routes the user may read, the dashboard first', async () => {
    await logInClaiming(['partners.read', 'banner.create']);
    renderApp('/');
    await waitFor(() => expect(menuEntries()).toEqual(['Informasi Dashboard', 'Peta WIN', 'Mitra']));
    expect(within(screen.getByTestId('main-menu')).getByText('Dashboard')).toBeTruthy();
    expect(within(screen.getByTestId('main-menu')).getByText('Master Data')).toBeTruthy();
  });

  it('lists every route for the super user and opens the dashboard at /', async () => {
    await logIn('admin');
    const app = renderApp('/');
    await waitFor(() =>
      expect(menuEntries()).toEqual([
        'Informasi Dashboard',
        'Peta WIN',
        'Artikel',
        'Foto Artikel',
        'Komentar Artikel',
        'Cerita Kami',
        'Angka Dampak',
        'Linimasa Tentang Kami',
        'Halaman Legal',
        'Kategori Get Involved',
        'Get Involved',
        'Produk',
        'Foto Produk',
        'Komentar Produk',
        'Metode Pembayaran',
        'Pengaturan Donasi',
        'Sponsor',
        'Detail Donasi',
        'WIN',
        'Detail WIN',
        'Pesanan & Alamat Penagihan',
        'Item Pesanan',
        'Peta',
        'Pembayaran',
        'Mitra',
        'FAQ',
        'Banner',
        'Kategori Artikel',
        'Pengunjung Artikel',
        'Kategori Cerita Kami',
        'Pelanggan Buletin',
        'Galeri Foto',
        'Detail Galeri Foto',
        'Pustaka Media',
        'Galeri Video',
        'Jenis Pohon',
        'Provinsi',
        'Unit Manajemen',
        'Desa',
        'Petani',
        'Lahan',
        'Pohon',
        'Persemaian',
        'Media Sosial',
        'Kontak Perusahaan',
        'Kategori Program',
        'Program',
        'Lowongan Kerja',
        'Laporan Tahunan',
        'Kategori Tim',
        'Tim',
        'Kategori Produk',
        'Kode Diskon',
        'Kategori Donasi',
        'Contoh Komponen',
        'Catatan Kegiatan',
        'Departemen',
        'Proyek',
        'Contoh Model API',
        'Contoh Tabel Edit',
        'Pengguna',
        'Peran',
        'Hak Akses',
        'Hak Akses Peran',
        'Token API',
        'Token Pengguna Lain',
      ]),
    );
    expect(app.location().pathname).toBe('/dashboard/information');
    await app.user.click(screen.getByText('FAQ'));
    await waitFor(() => expect(app.location().pathname).toBe('/master/faq'));
    expect((await screen.findAllByText('Pertanyaan')).length).toBeGreaterThan(0);
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
