import { roles, users } from '@rimba/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCaller } from '../src/auth/tokens.js';
import { dbErrorAnswer } from '../src/http/db-errors.js';
import { toggleMapping } from '../src/resources/mappings.js';
import * as ops from '../src/resources/operations.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Json = Record<string, unknown>;
type Headers = Record<string, string>;

/** The tasks of the department head role these tests use: a department admin with wide module rights. */
const headTasks = [
  'users.read',
  'users.create',
  'users.update',
  'users.delete',
  'users.approve',
  'roles.read',
  'roles.update',
  'roles.delete',
  'tasks.read',
  'tasks.create',
  'tasks.update',
  'tasks.delete',
  'departments.read',
  'projects.read',
  'api-token.create',
  'api-token.read',
  'api-token.delete',
];

describe.each(testDatabases)('privileges on %s', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let head: Headers;
  let headToken: string;
  let headId: number;
  const ids = { planting: 0, mangrove: 0, headRole: 0, fieldRole: 0, officeRole: 0, viewerRole: 0, staff: 0 };

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object, headers: Headers) =>
    t.app.inject({ method, url, payload, headers });
  const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
  const en = (headers: Headers) => ({ ...headers, 'accept-language': 'en' });
  const logIn = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  const taskId = async (name: string) =>
    (await t.db.selectFrom('tasks').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const roleTasks = async (roleId: number) =>
    (
      await t.db
        .selectFrom('role_tasks as rt')
        .innerJoin('tasks as k', 'k.id', 'rt.task_id')
        .select('k.name')
        .where('rt.role_id', '=', roleId)
        .orderBy('k.name')
        .execute()
    ).map((r) => r.name);
  const stored = (id: number) =>
    t.db
      .selectFrom('users')
      .select(['role_id', 'department_id', 'password', 'status_code'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const switchTask = (roleId: number, task: number, on: boolean, headers: Headers) =>
    send('PUT', `/api/roles/${roleId}/mapping/tasks`, { id: task, value_mapping: on }, headers);

  const firstProjectOf = async (department: number) =>
    (
      await t.db
        .selectFrom('projects')
        .select('id')
        .where('department_id', '=', department)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;

  /** A user the super user creates, with a password; answers their id. */
  async function userBySuper(username: string, roleId: number, departmentId: number | null) {
    const res = await send(
      'POST',
      '/api/users/create',
      {
        fullname: `Pengguna ${username}`,
        username,
        email: `${username}@uji.id`,
        password: 'rahasia-kebun-123',
        role_id: roleId,
        department_id: departmentId,
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {
      ACCOUNT_RATE_LIMIT: '1000',
      PUBLIC_URL: 'https://rimba.example.id',
      PAYMENTS_SANDBOX: 'true',
    });
    admin = await login(t.app, 'admin');
    for (const d of await t.db.selectFrom('departments').select(['id', 'department_name']).execute()) {
      if (d.department_name === 'Departemen Penanaman') ids.planting = d.id;
      if (d.department_name === 'Departemen Mangrove') ids.mangrove = d.id;
    }
    const roles = await t.db.selectFrom('roles').select(['id', 'role_name']).execute();
    ids.fieldRole = roles.find((r) => r.role_name === 'Staf Lapangan')!.id;
    ids.officeRole = roles.find((r) => r.role_name === 'Staf Kantor')!.id;
    ids.viewerRole = roles.find((r) => r.role_name === 'Viewer')!.id;

    // The super user makes the head's role and switches its tasks on, through the API.
    const role = await send(
      'POST',
      '/api/roles/create',
      { role_name: 'Kepala Uji', open_registration: false },
      admin,
    );
    expect(role.statusCode, role.body).toBe(200);
    ids.headRole = role.json().data.id;
    for (const name of headTasks) {
      expect((await switchTask(ids.headRole, await taskId(name), true, admin)).statusCode).toBe(200);
    }
    headId = await userBySuper('kepala_uji', ids.headRole, ids.planting);
    ids.staff = await userBySuper('staf_tanam', ids.fieldRole, ids.planting);
    headToken = (await logIn('kepala_uji', 'rahasia-kebun-123')).json().token;
    head = { authorization: `Bearer ${headToken}` };
  });
  afterAll(() => t.close());

  it('keeps a department admin from changing their own role or department', async () => {
    const ownRole = await send('PUT', '/api/users/update', { id: headId, role_id: ids.fieldRole }, head);
    expect(ownRole.statusCode).toBe(422);
    expect(ownRole.json().errors).toEqual({ role_id: ['Anda tidak dapat mengubah peran Anda sendiri'] });
    const ownDepartment = await send(
      'PUT',
      '/api/users/update',
      { id: headId, department_id: ids.mangrove },
      en(head),
    );
    expect(ownDepartment.statusCode).toBe(422);
    expect(ownDepartment.json().errors).toEqual({ department_id: ['You cannot change your own department'] });
    expect(await stored(headId)).toMatchObject({ role_id: ids.headRole, department_id: ids.planting });

    // Sending back the role and department they have is no change, and goes through.
    const row = (await get(`/api/users/${headId}/show`, head)).json().data;
    const same = await send(
      'PUT',
      '/api/users/update',
      { id: row.id, role_id: row.role_id, department_id: row.department_id, fullname: 'Kepala Penanaman' },
      head,
    );
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toMatchObject({ fullname: 'Kepala Penanaman', role_id: ids.headRole });
  });

  it('keeps a department admin from changing their own unit or project, and lets them set another user’s', async () => {
    const unit = (
      await t.db
        .selectFrom('management_units' as 'projects')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const project = await firstProjectOf(ids.planting);
    const reach = () =>
      t.db
        .selectFrom('users')
        .select(['unit_id', 'project_id'])
        .where('id', '=', headId)
        .executeTakeFirstOrThrow();
    const before = await reach();
    const own = await send(
      'PUT',
      '/api/users/update',
      { id: headId, unit_id: unit, project_id: project },
      en(head),
    );
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual({
      unit_id: ['You cannot change your own management unit'],
      project_id: ['You cannot change your own project'],
    });
    const ownUnit = await send('PUT', '/api/users/update', { id: headId, unit_id: unit }, head);
    expect(ownUnit.json().errors).toEqual({
      unit_id: ['Anda tidak dapat mengubah unit manajemen Anda sendiri'],
    });
    expect(await reach()).toEqual(before);

    const other = await send(
      'PUT',
      '/api/users/update',
      { id: ids.staff, unit_id: unit, project_id: project, department_id: ids.planting },
      head,
    );
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data).toMatchObject({ unit_id: unit, project_id: project });

    // The super user may set their own, as they reach every row anyway.
    const adminId = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    const self = await send('PUT', '/api/users/update', { id: adminId, unit_id: unit }, admin);
    expect(self.statusCode, self.body).toBe(200);
    await send('PUT', '/api/users/update', { id: adminId, unit_id: null }, admin);
  });

  it('reaches a row by any one condition of a scope, each resolved on its own, refusing a transition outside', async () => {
    // The users scope widened, for this test, to the users of the caller's department or project.
    const declared = users.scope!;
    (users as { scope?: typeof declared }).scope = {
      ...declared,
      where: [{ department_id: '$caller.department_id' }, { project_id: '$caller.project_id' }],
    };
    try {
      const project = await firstProjectOf(ids.mangrove);
      const onProject = await userBySuper('bakau_proyek', ids.fieldRole, ids.mangrove);
      const elsewhere = await userBySuper('bakau_lain', ids.fieldRole, ids.mangrove);
      await t.db.updateTable('users').set({ project_id: project }).where('id', '=', onProject).execute();
      // Without a project, the project branch reaches nothing, and the department branch still reaches.
      expect((await get(`/api/users/${onProject}/show`, head)).statusCode).toBe(404);
      expect((await get(`/api/users/${ids.staff}/show`, head)).statusCode).toBe(200);

      await t.db.updateTable('users').set({ project_id: project }).where('id', '=', headId).execute();
      const fresh = (await logIn('kepala_uji', 'rahasia-kebun-123')).json().token;
      const withProject = { authorization: `Bearer ${fresh}` };
      expect((await get(`/api/users/${onProject}/show`, withProject)).statusCode).toBe(200);
      expect((await get(`/api/users/${ids.staff}/show`, withProject)).statusCode).toBe(200);
      const listed = (await get('/api/users/list?limit=100', withProject)).json().data as { id: number }[];
      expect(listed.map((u) => u.id)).toEqual(expect.arrayContaining([onProject, ids.staff]));
      expect(listed.map((u) => u.id)).not.toContain(elsewhere);

      const off = await send('POST', `/api/users/${onProject}/deactivate`, {}, withProject);
      expect(off.statusCode, off.body).toBe(200);
      const outside = await send('POST', `/api/users/${elsewhere}/deactivate`, {}, en(withProject));
      expect(outside.statusCode).toBe(403);
      expect(outside.json().message).toBe('You can only manage users of your own department');
      expect(
        (await send('PUT', '/api/users/update', { id: elsewhere, fullname: 'X' }, withProject)).statusCode,
      ).toBe(404);
    } finally {
      (users as { scope?: typeof declared }).scope = declared;
      await t.db.updateTable('users').set({ project_id: null }).where('id', '=', headId).execute();
    }
  });

  it('lets a department admin give only roles whose tasks they hold, in their own department', async () => {
    const newUser = (username: string, over: Json = {}) => ({
      fullname: `Pengguna ${username}`,
      username,
      email: `${username}@uji.id`,
      role_id: ids.fieldRole,
      department_id: ids.planting,
      ...over,
    });
    // Staf Kantor reads partners, FAQ and banners, which the head may not.
    const office = await send(
      'POST',
      '/api/users/create',
      newUser('kantor_a', { role_id: ids.officeRole }),
      head,
    );
    expect(office.statusCode).toBe(422);
    expect(office.json().errors).toEqual({
      role_id: [
        'Anda tidak dapat memberikan peran Staf Kantor: peran ini memiliki hak akses yang tidak Anda miliki (banner.read, faq.read, partners.read)',
      ],
    });
    const viewerRole = await send(
      'PUT',
      '/api/users/update',
      { id: ids.staff, role_id: ids.viewerRole },
      en(head),
    );
    expect(viewerRole.json().errors.role_id[0]).toMatch(
      /^You cannot give the role Viewer: it has permissions you do not have \(.*partners\.read.*\)$/,
    );
    expect((await stored(ids.staff)).role_id).toBe(ids.fieldRole);

    const elsewhere = await send(
      'POST',
      '/api/users/create',
      newUser('mangrove_a', { department_id: ids.mangrove }),
      head,
    );
    expect(elsewhere.json().errors).toEqual({
      department_id: ['Anda hanya dapat menempatkan pengguna di departemen Anda sendiri'],
    });
    const moved = await send(
      'PUT',
      '/api/users/update',
      { id: ids.staff, department_id: ids.mangrove },
      head,
    );
    expect(moved.statusCode).toBe(422);
    expect((await stored(ids.staff)).department_id).toBe(ids.planting);

    // Their own role, or one within their tasks, is theirs to give.
    const own = await send('POST', '/api/users/create', newUser('wakil_a', { role_id: ids.headRole }), head);
    expect(own.statusCode, own.body).toBe(200);
    const field = await send('POST', '/api/users/create', newUser('lapangan_a'), head);
    expect(field.statusCode, field.body).toBe(200);
    expect(field.json().data).toMatchObject({ role_id: ids.fieldRole, department_id: ids.planting });
    const left = await t.db
      .selectFrom('users')
      .select('username')
      .where('username', 'in', ['kantor_a', 'mangrove_a'])
      .execute();
    expect(left).toEqual([]);
  });

  it('mails a user a department admin creates a link to set their password, and sets none of its own', async () => {
    const withPassword = await send(
      'POST',
      '/api/users/create',
      {
        fullname: 'Pengguna Sandi',
        username: 'sandi_a',
        email: 'sandi_a@uji.id',
        password: 'rahasia-kebun-123',
        role_id: ids.fieldRole,
        department_id: ids.planting,
      },
      head,
    );
    expect(withPassword.statusCode).toBe(422);
    expect(withPassword.json().errors).toEqual({
      password: [
        'Hanya Super User yang dapat menentukan kata sandi pengguna baru. Kosongkan kolom ini: pengguna akan menerima email berisi tautan untuk membuat kata sandinya sendiri.',
      ],
    });

    const made = await send(
      'POST',
      '/api/users/create',
      {
        fullname: 'Pengguna Baru',
        username: 'baru_a',
        email: 'baru_a@uji.id',
        role_id: ids.fieldRole,
        department_id: ids.planting,
      },
      head,
    );
    expect(made.statusCode, made.body).toBe(200);
    expect((await logIn('baru_a', '')).statusCode).toBe(400);
    expect((await logIn('baru_a', 'rahasia-kebun-123')).statusCode).toBe(401);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', 'baru_a@uji.id')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Akun Rimba Anda telah dibuat');
    expect(mail.text_body).toContain('username baru_a');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]);
    expect(link.origin + link.pathname).toBe('https://rimba.example.id/admin/reset-password');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/change_password',
      payload: { code: link.searchParams.get('code'), password: 'sandi-sendiri-1' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await logIn('baru_a', 'sandi-sendiri-1')).statusCode).toBe(200);
  });

  it('leaves another user’s password to the super user and to the reset mail', async () => {
    const before = (await stored(ids.staff)).password;
    const res = await send('PUT', '/api/users/update', { id: ids.staff, password: 'diambil-alih-1' }, head);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual([
      'Hanya Super User yang dapat mengganti kata sandi pengguna lain. Pengguna dapat mengatur ulang kata sandinya sendiri lewat email dari "Lupa kata sandi?" di halaman masuk.',
    ]);
    expect((await stored(ids.staff)).password).toBe(before);
    expect((await logIn('staf_tanam', 'diambil-alih-1')).statusCode).toBe(401);

    // Their own password is theirs; the super user sets anyone's.
    const own = await send('PUT', '/api/users/update', { id: headId, password: 'kepala-baru-1' }, head);
    expect(own.statusCode, own.body).toBe(200);
    expect((await logIn('kepala_uji', 'kepala-baru-1')).statusCode).toBe(200);
    const bySuper = await send(
      'PUT',
      '/api/users/update',
      { id: ids.staff, password: 'dari-admin-1' },
      admin,
    );
    expect(bySuper.statusCode).toBe(200);
    expect((await logIn('staf_tanam', 'dari-admin-1')).statusCode).toBe(200);
  });

  it('refuses a password that is easy to guess when a user is created or edited, even from the super user', async () => {
    const created = await send(
      'POST',
      '/api/users/create',
      {
        fullname: 'Budi Lemah',
        username: 'budi',
        email: 'budi@uji.id',
        password: 'budi2026',
        role_id: ids.fieldRole,
        department_id: ids.planting,
      },
      en(admin),
    );
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.password[0]).toMatch(/^This password is too easy to guess\. \S/);
    const updated = await send('PUT', '/api/users/update', { id: ids.staff, password: '12345678' }, admin);
    expect(updated.statusCode).toBe(422);
    expect(updated.json().errors.password).toEqual([
      'Kata sandi ini terlalu mudah ditebak. Ini adalah kata sandi yang sangat sering digunakan. Tambahkan lebih banyak kata yang kurang umum.',
    ]);
    // A user's own stored username counts, when only the password is sent.
    const own = await send('PUT', '/api/users/update', { id: headId, password: 'kepala_uji2026' }, head);
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.password[0]).toMatch(/^Kata sandi ini terlalu mudah ditebak\. \S/);
    expect((await logIn('staf_tanam', '12345678')).statusCode).toBe(401);
    expect((await logIn('kepala_uji', 'kepala_uji2026')).statusCode).toBe(401);
  });

  it('lets a role’s tasks be switched only by someone who holds them, and the super role by no one else', async () => {
    const partnersDelete = await taskId('partners.delete');
    const grant = await switchTask(ids.fieldRole, partnersDelete, true, head);
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe(
      'Anda tidak dapat memberikan atau mencabut hak akses partners.delete karena Anda sendiri tidak memilikinya',
    );
    // Nor to their own role, the quickest way up.
    const self = await switchTask(ids.headRole, await taskId('roles.create'), true, en(head));
    expect(self.json().message).toBe(
      'You cannot give or take away the permission roles.create: you do not have it yourself',
    );
    const revoke = await switchTask(ids.officeRole, await taskId('partners.read'), false, head);
    expect(revoke.statusCode).toBe(403);
    expect(await roleTasks(ids.fieldRole)).not.toContain('partners.delete');
    expect(await roleTasks(ids.headRole)).not.toContain('roles.create');
    expect(await roleTasks(ids.officeRole)).toContain('partners.read');

    // A task they hold they may give and take away.
    const usersRead = await taskId('users.read');
    expect((await switchTask(ids.fieldRole, usersRead, true, head)).statusCode).toBe(200);
    expect(await roleTasks(ids.fieldRole)).toContain('users.read');
    expect((await switchTask(ids.fieldRole, usersRead, false, head)).statusCode).toBe(200);

    // The routes take no id below 1, so the super role's row (-1) is out of every caller's reach there;
    // the operations refuse it too, to anyone but the super user.
    for (const res of [
      await switchTask(-1, usersRead, true, head),
      await send('PUT', '/api/roles/update', { id: -1, role_name: 'Bukan Super' }, head),
      await send('DELETE', '/api/roles/delete', { data: { id: -1 } }, head),
    ]) {
      expect(res.statusCode).toBe(400);
    }
    const ctx = {
      db: t.db,
      caller: (await findCaller(t.db, headToken))!.caller,
      lang: 'id' as const,
    };
    const refusal = {
      statusCode: 403,
      message: 'Hanya Super User yang dapat mengubah atau menghapus peran Super User',
    };
    await expect(ops.update(ctx, roles, -1, { role_name: 'Bukan Super' })).rejects.toMatchObject(refusal);
    await expect(ops.remove(ctx, roles, -1)).rejects.toMatchObject(refusal);
    await expect(toggleMapping(ctx, roles, -1, roles.mappings[0]!, usersRead, true)).rejects.toMatchObject(
      refusal,
    );
    expect(await roleTasks(-1)).toEqual([]);
    expect(
      (await t.db.selectFrom('roles').select('role_name').where('id', '=', -1).executeTakeFirstOrThrow())
        .role_name,
    ).toBe('Super User');

    // The super user switches any task on any role.
    expect((await switchTask(ids.fieldRole, partnersDelete, true, admin)).statusCode).toBe(200);
    expect((await switchTask(ids.fieldRole, partnersDelete, false, admin)).statusCode).toBe(200);
  });

  it('sets all of a role’s tasks in one call, refusing the whole call when one task is beyond the caller', async () => {
    const linked = (roleId: number, headers: Headers) =>
      get(`/api/roles/${roleId}/mapping/tasks/linked`, headers);
    const setTasks = (roleId: number, names: string[], headers: Headers) =>
      Promise.all(names.map(taskId)).then((ids) =>
        send('PUT', `/api/roles/${roleId}/mapping/tasks/linked`, { ids }, headers),
      );
    const before = await roleTasks(ids.fieldRole);
    const held = await linked(ids.fieldRole, head);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data.ids).toHaveLength(before.length);

    // One task the department head lacks among those they hold: nothing changes, and the answer names it.
    const beyond = await setTasks(ids.fieldRole, [...before, 'users.read', 'partners.delete'], en(head));
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toBe(
      'You cannot give or take away the permission partners.delete: you do not have it yourself',
    );
    expect(await roleTasks(ids.fieldRole)).toEqual(before);
    // Taking away a task they lack is refused the same way.
    const revoke = await setTasks(ids.officeRole, ['departments.read'], head);
    expect(revoke.statusCode).toBe(403);
    expect(await roleTasks(ids.officeRole)).toContain('partners.read');

    // Tasks they hold go on and off together, in one answer.
    const saved = await setTasks(ids.fieldRole, [...before, 'users.read', 'tasks.read'], head);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Hak Akses disimpan: 2 diaktifkan, 0 dinonaktifkan');
    expect(await roleTasks(ids.fieldRole)).toEqual([...before, 'tasks.read', 'users.read'].sort());
    const back = await setTasks(ids.fieldRole, before, head);
    expect(back.json().message).toBe('Hak Akses disimpan: 0 diaktifkan, 2 dinonaktifkan');
    expect(await roleTasks(ids.fieldRole)).toEqual(before);

    // A task that does not exist, a role that does not exist, and a caller who may not edit roles.
    const unknown = await send(
      'PUT',
      `/api/roles/${ids.fieldRole}/mapping/tasks/linked`,
      { ids: [999999] },
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Hak Akses yang dipilih tidak ditemukan');
    expect((await setTasks(999999, [], admin)).statusCode).toBe(404);
    const viewer = await login(t.app, 'viewer');
    expect((await setTasks(ids.fieldRole, [], viewer)).statusCode).toBe(403);
    expect(await roleTasks(ids.fieldRole)).toEqual(before);
    // The super user sets any tasks.
    expect((await setTasks(ids.fieldRole, [...before, 'partners.delete'], admin)).statusCode).toBe(200);
    expect(await roleTasks(ids.fieldRole)).toContain('partners.delete');
    expect((await setTasks(ids.fieldRole, before, admin)).statusCode).toBe(200);
  });

  it('keeps a custom department admin from approving, opening or taking over beyond its own tasks', async () => {
    // It registers an account itself in an open role reading partners, FAQ and banners, which it may not.
    const project = await t.db
      .selectFrom('projects')
      .select('id')
      .where('department_id', '=', ids.planting)
      .executeTakeFirstOrThrow();
    const registered = await send(
      'POST',
      '/api/register',
      {
        fullname: 'Kaki Tangan',
        email: 'kaki.tangan@uji.id',
        username: 'kaki_tangan',
        password: 'rahasia-kebun-123',
        role_id: ids.officeRole,
        department_id: ids.planting,
        project_id: project.id,
        job_position: 'Staf',
      },
      {},
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('recipient', '=', 'kaki.tangan@uji.id')
      .executeTakeFirstOrThrow();
    const code = new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]).searchParams.get('code');
    expect((await send('POST', '/api/verify-email', { code }, {})).statusCode).toBe(200);
    const id = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'kaki_tangan')
        .executeTakeFirstOrThrow()
    ).id;
    const approve = await send('POST', `/api/users/${id}/approve`, {}, en(head));
    expect(approve.statusCode).toBe(403);
    expect(approve.json().message).toBe(
      'You cannot approve or activate a user with the role Staf Kantor: it has permissions you do not have (banner.read, faq.read, partners.read)',
    );
    expect((await stored(id)).status_code).toBe('email_verified');
    expect((await logIn('kaki_tangan', 'rahasia-kebun-123')).statusCode).toBe(403);

    // Nor does it open for registration a role holding tasks it lacks, which that path would hand to it.
    const opened = await send(
      'PUT',
      '/api/roles/update',
      { id: ids.viewerRole, open_registration: true },
      head,
    );
    expect(opened.statusCode).toBe(422);
    expect(opened.json().errors.open_registration[0]).toMatch(
      /^Anda tidak dapat membuka peran Viewer untuk pendaftaran: peran ini memiliki hak akses yang tidak Anda miliki \(.*partners\.read.*\)$/,
    );
    expect(
      (
        await t.db
          .selectFrom('roles')
          .select('open_registration')
          .where('id', '=', ids.viewerRole)
          .executeTakeFirstOrThrow()
      ).open_registration,
    ).toBe(false);
    // A role holding only tasks it has it may open.
    const made = await send(
      'POST',
      '/api/roles/create',
      { role_name: 'Pembantu Uji', open_registration: false },
      admin,
    );
    expect(made.statusCode, made.body).toBe(200);
    const helperRole = made.json().data.id as number;
    expect((await switchTask(helperRole, await taskId('projects.read'), true, head)).statusCode).toBe(200);
    const helperOpened = await send(
      'PUT',
      '/api/roles/update',
      { id: helperRole, open_registration: true },
      head,
    );
    expect(helperOpened.statusCode, helperOpened.body).toBe(200);

    // Nor does it take over a user of its department by giving them its own address and asking a reset there.
    const takeover = await send(
      'PUT',
      '/api/users/update',
      { id: ids.staff, email: 'kepala.lain@uji.id' },
      head,
    );
    expect(takeover.statusCode).toBe(422);
    expect(takeover.json().errors).toEqual({
      email: [
        'Hanya pengguna itu sendiri atau Super User yang dapat mengganti email pengguna, karena tautan atur ulang kata sandi dikirim ke email tersebut',
      ],
    });
    const reset = await send('POST', '/api/request_forgot_password', { email: 'kepala.lain@uji.id' }, {});
    expect(reset.statusCode).toBe(200);
    const sent = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', 'kepala.lain@uji.id')
      .execute();
    expect(sent).toEqual([]);
    expect(
      (await t.db.selectFrom('users').select('email').where('id', '=', ids.staff).executeTakeFirstOrThrow())
        .email,
    ).toBe('staf_tanam@uji.id');
    // Its own address is its own to change.
    const own = await send('PUT', '/api/users/update', { id: headId, email: 'kepala.baru@uji.id' }, head);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('leaves renaming and deleting a task that roles have to the super user', async () => {
    const projectsRead = await taskId('projects.read');
    const rename = await send(
      'PUT',
      '/api/tasks/update',
      { id: projectsRead, name: 'laporan.rahasia' },
      head,
    );
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toBe(
      'Hanya Super User yang dapat mengganti nama atau menghapus hak akses projects.read, karena sudah dimiliki peran',
    );
    const remove = await send('DELETE', '/api/tasks/delete', { data: { id: projectsRead } }, head);
    expect(remove.statusCode).toBe(403);
    expect(
      (await t.db.selectFrom('tasks').select('name').where('id', '=', projectsRead).executeTakeFirstOrThrow())
        .name,
    ).toBe('projects.read');
    // Describing it changes no right.
    const described = await send(
      'PUT',
      '/api/tasks/update',
      { id: projectsRead, name: 'projects.read', description: 'Membaca proyek' },
      head,
    );
    expect(described.statusCode, described.body).toBe(200);

    // A task no role has yet is theirs to manage.
    const made = await send('POST', '/api/tasks/create', { name: 'laporan.baru' }, head);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id;
    expect((await send('PUT', '/api/tasks/update', { id, name: 'laporan.lama' }, head)).statusCode).toBe(200);
    expect((await send('DELETE', '/api/tasks/delete', { data: { id } }, head)).statusCode).toBe(200);
  });

  it('answers a delete blocked by references with what uses the row, never the database’s text', async () => {
    const del = (id: number, headers: Headers) =>
      send('DELETE', '/api/departments/delete', { data: { id } }, headers);
    const usersOf = async (department: number) =>
      Number(
        (
          await t.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('department_id', '=', department)
            .executeTakeFirstOrThrow()
        ).n,
      );
    // The demo field officer, whose project is one of the mangrove department's, is one of its users.
    const mangroveUsers = await usersOf(ids.mangrove);
    const mangrove = await del(ids.mangrove, admin);
    expect(mangrove.statusCode).toBe(409);
    expect(mangrove.json()).toEqual({
      message: `Data masih dipakai oleh data lain, tidak dapat dihapus: 2 data di Proyek, ${mangroveUsers} data di Pengguna`,
    });
    const inEnglish = await del(ids.mangrove, en(admin));
    expect(inEnglish.json().message).toBe(
      `The record is still used by other records and cannot be deleted: 2 records in Projects, ${mangroveUsers} record${mangroveUsers === 1 ? '' : 's'} in Users`,
    );
    for (const body of [mangrove.body, inEnglish.body]) {
      expect(body).not.toContain('Key (');
      expect(body).not.toContain('projects');
      expect(body).not.toContain('fkey');
    }

    // Every table that holds the row back is counted.
    const planting = await del(ids.planting, admin);
    expect(planting.json().message).toBe(
      `Data masih dipakai oleh data lain, tidak dapat dihapus: 2 data di Proyek, ${await usersOf(ids.planting)} data di Pengguna`,
    );
    expect(
      await t.db.selectFrom('departments').select('id').where('id', '=', ids.planting).execute(),
    ).toHaveLength(1);
  });

  it('answers a value already taken with the field it belongs to', async () => {
    const taken = await send(
      'POST',
      '/api/roles/create',
      { role_name: 'Viewer', open_registration: false },
      admin,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'Nama Peran ini sudah dipakai oleh data lain; gunakan nilai lain',
      errors: { role_name: ['Nama Peran ini sudah dipakai oleh data lain; gunakan nilai lain'] },
    });
    const task = await send('POST', '/api/tasks/create', { name: 'users.read' }, en(admin));
    expect(task.statusCode).toBe(409);
    expect(task.json().message).toBe('This Name is already used by another record; use another value');
    for (const body of [taken.body, task.body]) {
      expect(body).not.toContain('Key (');
      expect(body).not.toContain('_key');
      expect(body).not.toContain('roles');
    }
  });

  it('tells the field of a taken value inside an expression index, and a chosen row that is missing', async () => {
    // Through the API these come only from a race with another writer; the errors are the database's own.
    const failed = (statement: Promise<unknown>) =>
      statement.then(
        () => expect.fail('no error'),
        (e) => e,
      );
    const duplicate = await failed(
      sql`insert into users (username, email, fullname, password, role_id)
        values ('ADMIN', 'lain@uji.id', 'x', 'x', -1)`.execute(t.db),
    );
    expect(await dbErrorAnswer(t.db, duplicate, 'id')).toMatchObject({
      statusCode: 409,
      message: 'Username ini sudah dipakai oleh data lain; gunakan nilai lain',
      errors: { username: ['Username ini sudah dipakai oleh data lain; gunakan nilai lain'] },
    });
    const missing = await failed(
      sql`insert into projects (project_name, department_id) values ('x', 999999)`.execute(t.db),
    );
    expect(await dbErrorAnswer(t.db, missing, 'en')).toMatchObject({
      statusCode: 422,
      message: 'The chosen Department does not exist',
      errors: { department_id: ['The chosen Department does not exist'] },
    });
    expect(await dbErrorAnswer(t.db, new Error('something else'), 'id')).toBeUndefined();
  });

  it('keeps at least one active super user', async () => {
    const me = (await get('/api/me', admin)).json().data.user.id as number;
    const last = await send('DELETE', '/api/users/delete', { data: { id: me } }, admin);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(
      'Harus ada setidaknya satu Super User aktif: pengguna ini adalah Super User aktif yang terakhir',
    );
    const demoted = await send('PUT', '/api/users/update', { id: me, role_id: ids.viewerRole }, en(admin));
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().message).toBe(
      'There must be at least one active Super User: this user is the last one',
    );
    expect(await stored(me)).toMatchObject({ role_id: -1, status_code: 'approved' });

    // An inactive second super user does not count; an active one does.
    const second = await userBySuper('super_dua', -1, null);
    expect((await send('POST', `/api/users/${second}/deactivate`, {}, admin)).statusCode).toBe(200);
    expect((await send('DELETE', '/api/users/delete', { data: { id: me } }, admin)).statusCode).toBe(409);
    expect((await send('POST', `/api/users/${second}/activate`, {}, admin)).statusCode).toBe(200);
    const other = await send('PUT', '/api/users/update', { id: second, role_id: ids.viewerRole }, admin);
    expect(other.statusCode, other.body).toBe(200);
    // The head reaches no super user at all.
    expect((await send('DELETE', '/api/users/delete', { data: { id: me } }, head)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/users/delete', { data: { id: second } }, admin)).statusCode).toBe(200);
  });
});

describe('users created while password recovery is off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { FORGET_PASSWORD: 'false' });
  });
  afterAll(() => t.close());

  it('need a password from the super user, as no mailed link could set one', async () => {
    const admin = await login(t.app, 'admin');
    const viewerRole = await t.db
      .selectFrom('roles')
      .select('id')
      .where('role_name', '=', 'Viewer')
      .executeTakeFirstOrThrow();
    const user = {
      fullname: 'Tanpa Sandi',
      username: 'tanpa_sandi',
      email: 'tanpa@uji.id',
      role_id: viewerRole.id,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/create',
      payload: user,
      headers: admin,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      password: [
        'Kata Sandi harus diisi: fitur lupa kata sandi tidak aktif, jadi pengguna tidak dapat membuatnya sendiri lewat email',
      ],
    });
    const withPassword = await t.app.inject({
      method: 'POST',
      url: '/api/users/create',
      payload: { ...user, password: 'rahasia-kebun-123' },
      headers: admin,
    });
    expect(withPassword.statusCode).toBe(200);
  });
});
