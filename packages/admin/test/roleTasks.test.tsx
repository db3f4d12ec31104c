import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setApiBase } from '../src/api/client';
import { readSession, saveSession } from '../src/auth/session';
import { api, logIn } from './support/realServer';
import { renderApp } from './support/renderApp';

/** A role the super user creates with no task; answers its id. */
async function createRole(token: string, name: string): Promise<number> {
  const created = await api<{ data: { id: number } }>('/roles/create', token, {
    method: 'POST',
    body: JSON.stringify({ role_name: name, open_registration: false }),
  });
  return created.data.id;
}

const linkedNames = async (token: string, roleId: number) => {
  const { data } = await api<{ data: { ids: number[] } }>(`/roles/${roleId}/mapping/tasks/linked`, token);
  const tasks = await api<{ data: { id: number; name: string }[] }>('/tasks/dataset?limit=1000', token);
  return tasks.data
    .filter((task) => data.ids.includes(task.id))
    .map((task) => task.name)
    .sort();
};

/** Types a search at once (the editor filters as it changes). */
const search = (text: string) =>
  fireEvent.change(screen.getByTestId('task-search'), { target: { value: text } });
const switchOf = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;
const checked = (testId: string) => switchOf(testId).getAttribute('aria-checked') === 'true';

async function openTasks(roleId: number) {
  const app = renderApp(`/user-role/roles?view=detail&id=${roleId}`);
  await app.user.click(await screen.findByRole('tab', { name: 'Hak Akses' }));
  await screen.findByTestId('task-search');
  return app;
}

describe("a role's task editor against the real server", () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));

  it('groups the tasks by module with their descriptions, finds them in either language or by code', async () => {
    const token = await logIn('admin');
    const roleId = await createRole(token, 'Peran Uji Cari');
    await openTasks(roleId);
    expect(screen.getByTestId('group-partners').textContent).toBe('Mitra 0/4');
    expect(screen.getByTestId('task-count').textContent).toMatch(/^0 dari \d{3} hak akses aktif$/);

    // An English description finds the task in the Indonesian admin; a module's name shows all its tasks.
    search('view partners');
    const partners = await screen.findByTestId('task-partners.read');
    expect(partners.textContent).toBe('Lihat Mitrapartners.read');
    expect(screen.queryByTestId('task-partners.delete')).toBeNull();
    expect(screen.queryByTestId('group-faq')).toBeNull();
    search('users.approve');
    expect((await screen.findByTestId('task-users.approve')).textContent).toContain(
      'Setujui dan aktifkan pendaftaran pengguna',
    );
    expect(screen.queryByTestId('task-users.read')).toBeNull();
    search('pengguna lain');
    expect(await screen.findByTestId('task-others-token.read')).toBeTruthy();
    expect(screen.getByTestId('task-others-token.delete')).toBeTruthy();
    expect(screen.queryByTestId('group-users')).toBeNull();
    search('zzz');
    expect(await screen.findByText('Tidak ada modul atau hak akses yang cocok dengan "zzz"')).toBeTruthy();
  });

  it('switches a module whole or to reading only, and saves the whole role at once', async () => {
    const token = await logIn('admin');
    const roleId = await createRole(token, 'Peran Uji Simpan');
    const app = await openTasks(roleId);
    expect(switchOf('task-save').disabled).toBe(true);

    await app.user.click(switchOf('group-read-partners'));
    expect(screen.getByTestId('group-partners').textContent).toBe('Mitra 1/4');
    expect(checked('group-read-partners')).toBe(true);
    expect(checked('group-all-partners')).toBe(false);
    await app.user.click(switchOf('group-all-faq'));
    expect(screen.getByTestId('group-faq').textContent).toBe('FAQ 4/4');
    await app.user.click(switchOf('group-all-users'));
    await app.user.click(switchOf('group-read-users'));
    expect(screen.getByTestId('group-users').textContent).toBe('Pengguna 1/5');
    expect(screen.getByTestId('task-changes').textContent).toBe('6 perubahan belum disimpan');
    // Nothing is sent before the save.
    expect(await linkedNames(token, roleId)).toEqual([]);

    await app.user.click(switchOf('task-save'));
    expect(await screen.findByText('Hak Akses disimpan: 6 diaktifkan, 0 dinonaktifkan')).toBeTruthy();
    expect(await linkedNames(token, roleId)).toEqual([
      'faq.create',
      'faq.delete',
      'faq.read',
      'faq.update',
      'partners.read',
      'users.read',
    ]);
    await waitFor(() => expect(switchOf('task-save').disabled).toBe(true));

    // Reading only, switched off, clears the module.
    await app.user.click(switchOf('group-read-partners'));
    expect(screen.getByTestId('group-partners').textContent).toBe('Mitra 0/4');
    await app.user.click(switchOf('task-reset'));
    expect(screen.getByTestId('group-partners').textContent).toBe('Mitra 1/4');
  });

  it('lets a user who is not the super user change only the tasks they hold', async () => {
    const token = await logIn('admin');
    const roleId = await createRole(token, 'Peran Uji Batas');
    const admin = readSession()!;
    saveSession({
      ...admin,
      profile: { ...admin.profile, role_id: 99 },
      permissions: ['roles.read', 'roles.update', 'tasks.read', 'partners.read', 'partners.update'],
    });
    const app = await openTasks(roleId);
    await app.user.click(screen.getByTestId('group-partners'));
    expect(switchOf('task-switch-partners.read').disabled).toBe(false);
    expect(switchOf('task-switch-partners.delete').disabled).toBe(true);
    expect(switchOf('group-all-faq').disabled).toBe(true);

    // "All" of a module gives only what the user holds.
    await app.user.click(switchOf('group-all-partners'));
    const group = screen.getByTestId('task-partners.update').parentElement!;
    expect(
      within(group)
        .getAllByRole('switch')
        .filter((s) => s.getAttribute('aria-checked') === 'true'),
    ).toHaveLength(2);
    expect(checked('task-switch-partners.create')).toBe(false);
    expect(screen.getByTestId('group-partners').textContent).toBe('Mitra 2/4');
  });
});
