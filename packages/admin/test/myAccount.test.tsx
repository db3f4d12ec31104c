import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setApiBase } from '../src/api/client';
import { saveSession } from '../src/auth/session';
import { api, logIn } from './support/realServer';
import { renderApp } from './support/renderApp';

const password = 'rahasia-kebun-123';

/** A user of this file's own, approved at once and logged in (its password changes here). */
async function logInAsNewUser(): Promise<{ token: string; logInElsewhere: () => Promise<Response> }> {
  const admin = await logIn('admin');
  const name = `akun_${Date.now().toString(36)}`;
  const roles = await api<{ data: { id: number; role_name: string }[] }>('/roles/list?limit=100', admin);
  await api('/users/create', admin, {
    method: 'POST',
    body: JSON.stringify({
      fullname: 'Staf Akun',
      username: name,
      email: `${name}@uji.id`,
      password,
      role_id: roles.data.find((r) => r.role_name === 'Staf Kantor')!.id,
    }),
  });
  const logInElsewhere = () =>
    fetch(`${inject('apiUrl')}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: name, password }),
    });
  const login = await (await logInElsewhere()).json();
  saveSession({ profile: login.user, permissions: login.tasks, token: login.token });
  return { token: login.token, logInElsewhere };
}

describe('my account against the real server', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));

  it('opens from the user aside and saves the own name and phone', async () => {
    await logInAsNewUser();
    const app = renderApp('/dashboard/information');
    await app.user.click(await screen.findByTestId('user-button'));
    await app.user.click(await screen.findByTestId('my-account-link'));
    await waitFor(() => expect(app.location().pathname).toBe('/account'));
    expect(await screen.findByRole('heading', { name: 'Akun Saya' })).toBeTruthy();

    const fullname = screen.getByTestId('account-fullname');
    await app.user.clear(fullname);
    await app.user.type(fullname, 'Staf Akun Baru');
    await app.user.type(screen.getByTestId('account-phone'), '0812 1111 2222');
    await app.user.click(screen.getByTestId('profile-submit'));
    const outcome = await screen.findByTestId('profile-outcome');
    expect(outcome.textContent).toBe('Pengaturan Anda disimpan');
    expect(outcome.className).toContain('ant-alert-success');
    await waitFor(() => expect(screen.getByTestId('user-name').textContent).toBe('Staf Akun Baru'));
  });

  it('changes the password given the current one, saying the other sessions ended', async () => {
    const { token, logInElsewhere } = await logInAsNewUser();
    const other = (await (await logInElsewhere()).json()).token as string;
    const app = renderApp('/account');
    await app.user.type(await screen.findByTestId('account-current-password'), 'bukan-ini');
    await app.user.type(screen.getByTestId('account-new-password'), 'Rambutan-Kuning-Di-Bukit-42');
    await app.user.type(screen.getByTestId('account-confirm-password'), 'Rambutan-Kuning-Di-Bukit-42');
    await app.user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('Kata sandi saat ini salah')).toBeTruthy();
    expect(screen.queryByTestId('password-outcome')).toBeNull();

    await app.user.clear(screen.getByTestId('account-current-password'));
    await app.user.type(screen.getByTestId('account-current-password'), password);
    await app.user.click(screen.getByTestId('password-submit'));
    const outcome = await screen.findByTestId('password-outcome');
    expect(outcome.textContent).toBe(
      'Kata sandi Anda diubah. 1 sesi lain telah diakhiri; sesi ini tetap masuk.',
    );
    expect(outcome.className).toContain('ant-alert-success');
    // The session of the page stays signed in.
    const me = await fetch(`${inject('apiUrl')}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    const elsewhere = await fetch(`${inject('apiUrl')}/api/me`, {
      headers: { Authorization: `Bearer ${other}` },
    });
    expect(elsewhere.status).toBe(401);
    expect(app.location().pathname).toBe('/account');
    expect(screen.getByTestId('main-menu')).toBeTruthy();
  });
});
