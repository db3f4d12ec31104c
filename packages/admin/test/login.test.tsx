import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, partnerRow } from './support/fakeApi';
import { renderApp } from './support/renderApp';

describe('login page', () => {
  it('shows "Username & Password harus diisi" when submitted empty, without calling the API', async () => {
    const api = installFakeApi();
    const app = renderApp('/login');
    expect(screen.getByRole('heading', { name: 'Masuk' })).toBeTruthy();
    await app.user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Username & Password harus diisi')).toBeTruthy();
    await app.user.type(screen.getByTestId('login-username'), 'admin');
    await app.user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Username & Password harus diisi')).toBeTruthy();
    expect(api.callsTo('/api/login')).toHaveLength(0);
  });

  it("shows the server's message when the login fails", async () => {
    installFakeApi();
    const app = renderApp('/login');
    await app.user.type(screen.getByTestId('login-username'), 'admin');
    await app.user.type(screen.getByTestId('login-password'), 'wrong');
    await app.user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Username atau password salah')).toBeTruthy();
    expect(localStorage.getItem('_token')).toBeNull();
  });

  it('stores profile, permission and _token, then opens the dashboard', async () => {
    const api = installFakeApi({ partners: [partnerRow(1, 'PT Hutan Lestari')] });
    const app = renderApp('/login');
    await app.user.type(screen.getByTestId('login-username'), 'viewer');
    await app.user.type(screen.getByTestId('login-password'), 'viewer12345');
    await app.user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Halaman ini sedang disiapkan.')).toBeTruthy();
    expect(app.location().pathname).toBe('/dashboard/information');
    expect(JSON.parse(localStorage.getItem('profile') ?? '{}').role_id).toBe(2);
    expect(JSON.parse(localStorage.getItem('permission') ?? '[]')).toContain('partners.read');
    expect(localStorage.getItem('_token')).toBe('token-viewer');
    await app.user.click(within(screen.getByTestId('main-menu')).getByText('Mitra'));
    expect(await screen.findByText('PT Hutan Lestari')).toBeTruthy();
    const list = api.callsTo('/api/partners/list')[0];
    expect(list?.headers.Authorization).toBe('Bearer token-viewer');
    expect(list?.headers['Accept-Language']).toBe('id');
  });

  it('sends a logged-out visitor to the login page', async () => {
    installFakeApi();
    const app = renderApp('/master/partners');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
  });
});
