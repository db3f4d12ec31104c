import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { setApiBase } from '../src/api/client';
import { saveSession } from '../src/auth/session';
import { api, logIn } from './support/realServer';
import { renderApp } from './support/renderApp';

/** A user an admin creates: approved at once. Answers its id. */
async function createUser(token: string, name: string): Promise<number> {
  const roles = await api<{ data: { id: number; role_name: string }[] }>('/roles/list?limit=100', token);
  const created = await api<{ data: { id: number } }>('/users/create', token, {
    method: 'POST',
    body: JSON.stringify({
      fullname: `Staf ${name}`,
      username: name,
      email: `${name}@uji.id`,
      password: 'rahasia-kebun-123',
      role_id: roles.data.find((r) => r.role_name === 'Staf Kantor')!.id,
    }),
  });
  return created.data.id;
}

describe('user settings modules against the real server', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));
  afterEach(() => vi.restoreAllMocks());

  it('deactivates and activates a user from their detail, offering each action in its state', async () => {
    const token = await logIn('admin');
    const id = await createUser(token, 'staf_aktif');
    const app = renderApp(`/user-role/users?view=detail&id=${id}`);
    expect(await within(await screen.findByTestId('detail-status_code')).findByText('Aktif')).toBeTruthy();
    expect(screen.queryByTestId('action-approve')).toBeNull();
    expect(screen.queryByTestId('action-activate')).toBeNull();

    await app.user.click(screen.getByTestId('action-deactivate'));
    expect(
      await screen.findByText('Pengguna ini tidak akan dapat masuk lagi dan sesinya berakhir, lanjutkan?'),
    ).toBeTruthy();
    await app.user.click(screen.getByTestId('confirm-ok'));
    expect(await screen.findByText('Pengguna Staf staf_aktif dinonaktifkan')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('detail-status_code').textContent).toBe('Non Aktif'));
    expect(screen.queryByTestId('action-deactivate')).toBeNull();

    await app.user.click(screen.getByTestId('action-activate'));
    expect(await screen.findByText('Pengguna Staf staf_aktif diaktifkan kembali')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('detail-status_code').textContent).toBe('Aktif'));
  });

  it('shows no action to a user without its permission', async () => {
    const token = await logIn('admin');
    const id = await createUser(token, 'staf_baca');
    // The admin's token, so the server answers the row, with a session that claims only reading: the
    // buttons follow the session's permissions.
    saveSession({
      profile: {
        id: 1,
        username: 'pembaca',
        email: 'pembaca@uji.id',
        fullname: 'Pembaca',
        role_id: 2,
        role_name: 'Pembaca',
      },
      permissions: ['users.read'],
      token,
    });
    renderApp(`/user-role/users?view=detail&id=${id}`);
    expect(await within(await screen.findByTestId('detail-status_code')).findByText('Aktif')).toBeTruthy();
    expect(screen.queryByTestId('action-deactivate')).toBeNull();
    expect(screen.queryByTestId('detail-update')).toBeNull();
  });

  it('offers the password field to the super user, and to anyone else only on their own record', async () => {
    const token = await logIn('admin');
    const other = await createUser(token, 'staf_sandi');
    const own = await createUser(token, 'staf_sendiri');
    const formOpened = async () => expect(await screen.findByTestId('field-fullname')).toBeTruthy();

    const first = renderApp('/user-role/users?view=create');
    await formOpened();
    expect(screen.queryByTestId('field-password')).not.toBeNull();
    first.unmount();

    // A department admin who may create and edit users: the server refuses them a password for a new
    // user or for another one, so the form does not offer it.
    saveSession({
      profile: {
        id: own,
        username: 'staf_sendiri',
        email: 'staf_sendiri@uji.id',
        fullname: 'Staf staf_sendiri',
        role_id: 2,
        role_name: 'Admin Departemen',
      },
      permissions: ['users.read', 'users.create', 'users.update'],
      token,
    });
    const create = renderApp('/user-role/users?view=create');
    await formOpened();
    expect(screen.queryByTestId('field-password')).toBeNull();
    create.unmount();
    const another = renderApp(`/user-role/users?view=update&id=${other}`);
    await formOpened();
    expect(screen.queryByTestId('field-password')).toBeNull();
    another.unmount();
    renderApp(`/user-role/users?view=update&id=${own}`);
    await formOpened();
    expect(screen.queryByTestId('field-password')).not.toBeNull();
  });

  it('offers no add or edit button where the resource has no such action', async () => {
    const token = await logIn('admin');
    renderApp('/user-role/others-token');
    expect(
      await screen.findByText('Token Pengguna Lain', {
        selector: 'h1, h2, h3, h4, h5, .ant-card-head-title',
      }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId(/^row-\d+$/).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('add-button')).toBeNull();
    expect(screen.queryAllByTestId(/^action-update-/)).toHaveLength(0);
    expect(screen.queryAllByTestId(/^action-delete-/).length).toBeGreaterThan(0);
    const sessions = await api<{ data: { kind: string }[] }>('/others-token/list?limit=100', token);
    expect(sessions.data.some((row) => row.kind === 'session')).toBe(true);
  });
});
