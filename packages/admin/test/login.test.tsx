import { apiMessages } from '@rimba/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { setApiBase } from '../src/api/client';
import { watchCalls } from './support/realServer';
import { renderApp } from './support/renderApp';

describe('login page against the real server', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));
  afterEach(() => vi.restoreAllMocks());

  it('shows "Username & Password harus diisi" when submitted empty, without calling the API', async () => {
    const api = watchCalls();
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
    const app = renderApp('/login');
    await app.user.type(screen.getByTestId('login-username'), 'viewer');
    await app.user.type(screen.getByTestId('login-password'), 'not-the-password');
    await app.user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText(apiMessages.invalidCredentials.id)).toBeTruthy();
    expect(localStorage.getItem('_token')).toBeNull();
  });

  it('stores profile, permission and _token, then opens the dashboard', async () => {
    const api = watchCalls();
    const app = renderApp('/login');
    await app.user.type(screen.getByTestId('login-username'), 'viewer');
    await app.user.type(screen.getByTestId('login-password'), inject('viewerPassword'));
    await app.user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('dashboard-information')).toBeTruthy();
    expect(app.location().pathname).toBe('/dashboard/information');
    expect(JSON.parse(localStorage.getItem('profile') ?? '{}').username).toBe('viewer');
    const permissions = JSON.parse(localStorage.getItem('permission') ?? '[]') as string[];
    expect(permissions).toContain('partners.read');
    expect(permissions).not.toContain('partners.create');
    const token = localStorage.getItem('_token');
    expect(token).toMatch(/\S{20,}/);

    await app.user.click(within(screen.getByTestId('main-menu')).getByText('Master Data'));
    await app.user.click(within(screen.getByTestId('main-menu')).getByText('Mitra'));
    // The list shows the rows the server answered with the stored token (other test files add partners
    // meanwhile, so which rows those are is not fixed).
    expect((await screen.findAllByTestId(/^row-\d+$/)).length).toBeGreaterThan(0);
    const list = api.callsTo('/api/partners/list')[0];
    expect(list?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(list?.headers.get('Accept-Language')).toBe('id');
  });

  it('sends a logged-out visitor to the login page', async () => {
    const app = renderApp('/master/partners');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
  });
});
