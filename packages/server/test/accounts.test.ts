import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantTasks } from '../src/auth/roles.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { mailboxBusy, type ReceivedMail, type SmtpReceiver, startSmtp } from './support/smtp.js';

type Json = Record<string, unknown>;

/** The newest mail queued for an address, and the first link of its text. */
async function lastMail(t: TestApp, to: string) {
  const mail = await t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = /https?:\/\/\S+/.exec(mail.text_body)?.[0];
  return { ...mail, link: link ? new URL(link) : undefined };
}

const newcomer = (n: string, over: Json = {}) => ({
  fullname: `Pendaftar ${n}`,
  email: `pendaftar.${n}@contoh.id`,
  username: `pendaftar_${n}`,
  password: 'rahasia-kebun-123',
  job_position: 'Staf Lapangan',
  ...over,
});

describe.each(testDatabases)('accounts on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  /** Demo departments and projects by name, and the open role. */
  const ids = { planting: 0, mangrove: 0, merbabu: 0, demak: 0, openRole: 0, viewerRole: 0 };

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const logIn = (username: string, password: string) => post('/api/login', { username, password });

  /** Registers a newcomer of the first demo department and project with the open role. */
  async function register(n: string, over: Json = {}) {
    return post('/api/register', {
      ...newcomer(n),
      role_id: ids.openRole,
      department_id: ids.planting,
      project_id: ids.merbabu,
      ...over,
    });
  }

  /** Registers and verifies a newcomer; answers their email. */
  async function verified(n: string, over: Json = {}) {
    expect((await register(n, over)).statusCode).toBe(200);
    const email = newcomer(n).email;
    const code = (await lastMail(t, email)).link?.searchParams.get('code');
    expect((await post('/api/verify-email', { code })).statusCode).toBe(200);
    return email;
  }

  /** A department admin of the given department, created by the super user. */
  async function departmentAdmin(n: string, departmentId: number) {
    const role = await t.db
      .selectFrom('roles')
      .select('id')
      .where('role_name', '=', 'Admin Departemen')
      .executeTakeFirstOrThrow();
    const res = await post(
      '/api/users/create',
      {
        ...newcomer(n),
        role_id: role.id,
        department_id: departmentId,
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const token = (await logIn(newcomer(n).username, 'rahasia-kebun-123')).json().token;
    return { authorization: `Bearer ${token}` };
  }

  const userId = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

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
    for (const p of await t.db.selectFrom('projects').select(['id', 'project_name']).execute()) {
      if (p.project_name === 'Reboisasi Lereng Merbabu') ids.merbabu = p.id;
      if (p.project_name === 'Mangrove Pesisir Demak') ids.demak = p.id;
    }
    const roles = await t.db.selectFrom('roles').select(['id', 'role_name']).execute();
    ids.openRole = roles.find((r) => r.role_name === 'Staf Lapangan')!.id;
    ids.viewerRole = roles.find((r) => r.role_name === 'Viewer')!.id;
  });
  afterAll(() => t.close());

  it('offers the open roles, the departments and a department’s projects to registrants', async () => {
    expect((await get('/api/no-auth/options')).json()).toEqual({
      allowRegister: true,
      forgetPassword: true,
      demoContent: true,
    });
    const roles = (await get('/api/no-auth/role-register')).json().data as Json[];
    expect(roles.map((r) => r.role_name)).toEqual(['Staf Kantor', 'Staf Lapangan']);
    expect(roles[0]).toHaveProperty('description');
    const departments = (await get('/api/no-auth/departments')).json().data as Json[];
    expect(departments.map((d) => d.department_name)).toContain('Departemen Mangrove');
    const projects = (await get(`/api/no-auth/projects?department_id=${ids.mangrove}`)).json().data as Json[];
    expect(projects.map((p) => p.project_name)).toEqual(['Mangrove Pesisir Demak', 'Mangrove Teluk Jakarta']);
    expect((await get('/api/no-auth/projects')).statusCode).toBe(400);
  });

  it('tells whether an email or a username is taken, case-insensitively', async () => {
    const taken = (q: string) =>
      get(`/api/no-auth/find-user-by-username-email?${q}`).then((r) => r.json().data);
    expect(await taken('username=ADMIN')).toBe(true);
    expect(await taken('email=Viewer@Rimba.Example.ID')).toBe(true);
    expect(await taken('username=belum_ada')).toBe(false);
    expect(await taken('email=belum.ada@contoh.id')).toBe(false);
  });

  it('registers, verifies by the mailed link, waits for approval, and logs in once approved', async () => {
    const res = await register('satu', { email: 'Pendaftar.Satu@Contoh.ID' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'Pendaftaran berhasil. Silakan cek email Anda untuk memverifikasi alamat email.',
    );

    const unverified = await logIn('pendaftar_satu', 'rahasia-kebun-123');
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({
      message: 'Email Anda belum diverifikasi. Silakan cek email Anda atau kirim ulang email verifikasi.',
      data_user_before_login: { username: 'pendaftar_satu', status_code: 'email_unverified' },
    });
    expect(unverified.json()).not.toHaveProperty('token');

    const mail = await lastMail(t, 'pendaftar.satu@contoh.id');
    expect(mail.subject).toBe('Verifikasi email Anda untuk Rimba');
    expect(mail.link?.origin + (mail.link?.pathname ?? '')).toBe(
      'https://rimba.example.id/admin/verify-email',
    );
    const code = mail.link?.searchParams.get('code') ?? '';
    expect(mail.html_body).toContain(`verify-email?code=${code}`);
    expect(code.length).toBeGreaterThanOrEqual(40);

    const verify = await post('/api/verify-email', { code });
    expect(verify.json()).toEqual({ message: 'Email berhasil diverifikasi' });
    const reused = await post('/api/verify-email', { code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Kode tidak valid, sudah dipakai, atau sudah kedaluwarsa');

    const waiting = await logIn('pendaftar.satu@contoh.id', 'rahasia-kebun-123');
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toMatchObject({
      message: 'Pendaftaran Anda sedang menunggu persetujuan Admin Departemen',
      data_user_before_login: {
        status_code: 'email_verified',
        departement: {
          department_name: 'Departemen Penanaman',
          contact_pic: 'Budi Santoso - 0812 3456 7801',
        },
      },
    });
    // A wrong password learns nothing of the account's state.
    expect((await logIn('pendaftar_satu', 'salah-salah')).json()).toEqual({
      message: 'Username atau kata sandi salah',
    });

    const departmentHead = await departmentAdmin('kepala', ids.planting);
    const id = await userId('pendaftar.satu@contoh.id');
    const approve = await post(`/api/users/${id}/approve`, {}, departmentHead);
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({
      message: 'Pengguna Pendaftar satu disetujui',
      data: { id, status_code: 'approved' },
    });
    expect((await lastMail(t, 'pendaftar.satu@contoh.id')).subject).toBe('Akun Rimba Anda telah disetujui');

    const approved = await logIn('pendaftar_satu', 'rahasia-kebun-123');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().tasks).toContain('projects.read');
  });

  it('gives a registrant no reach over gardens: the project named at registration is kept apart, an administrator gives the project', async () => {
    // A role open to registration that reads gardens: which ones is the user's unit and project.
    const role = await post(
      '/api/roles/create',
      { role_name: 'Petugas Kebun Uji', open_registration: true },
      admin,
    );
    expect(role.statusCode, role.body).toBe(200);
    await grantTasks(t.db, 'Petugas Kebun Uji', ['garden.read']);
    const { rows } = await sql<{ id: number }>`select p.id from projects p
      where p.department_id = ${ids.planting} and exists (select 1 from gardens g where g.project_id = p.id)
      order by p.id limit 1`.execute(t.db);
    const project = { id: Number(rows[0]!.id) };
    const email = await verified('jangkauan', { role_id: role.json().data.id, project_id: project.id });
    const id = await userId(email);
    expect((await post(`/api/users/${id}/approve`, {}, admin)).statusCode).toBe(200);
    const shown = (await get(`/api/users/${id}/show`, admin)).json().data;
    expect(shown).toMatchObject({
      status_code: 'approved',
      department_id: ids.planting,
      registered_project_id: project.id,
      project_id: null,
      unit_id: null,
    });
    // Logged in, the newcomer reaches no garden, not even those of the project they named.
    const me = {
      authorization: `Bearer ${(await logIn('pendaftar_jangkauan', 'rahasia-kebun-123')).json().token}`,
    };
    const none = await get('/api/garden/list?limit=100', me);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toEqual([]);
    // The administrator who may edit users gives the project, and with it that project's gardens.
    const given = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: admin,
      payload: { id, project_id: project.id },
    });
    expect(given.statusCode, given.body).toBe(200);
    const reached = (await get('/api/garden/list?limit=100', me)).json().data as Json[];
    expect(reached.length).toBeGreaterThan(0);
    for (const garden of reached) expect(garden.project_id).toBe(project.id);
  });

  it('sends a new verification mail on request, answering alike for unknown accounts', async () => {
    await register('ulang');
    const first = (await lastMail(t, 'pendaftar.ulang@contoh.id')).link?.searchParams.get('code');
    const resend = await post('/api/request_email_verification', { email: 'pendaftar.ulang@contoh.id' });
    const unknown = await post('/api/request_email_verification', { email: 'tidak.ada@contoh.id' });
    expect(resend.json()).toEqual(unknown.json());
    expect(resend.statusCode).toBe(200);
    const second = (await lastMail(t, 'pendaftar.ulang@contoh.id')).link?.searchParams.get('code');
    expect(second).not.toBe(first);
    // Only the newest link works.
    expect((await post('/api/verify-email', { code: first })).statusCode).toBe(400);
    expect((await post('/api/verify-email', { code: second })).statusCode).toBe(200);
  });

  it('refuses an expired verification code', async () => {
    await register('kedaluwarsa');
    const code = (await lastMail(t, 'pendaftar.kedaluwarsa@contoh.id')).link?.searchParams.get('code');
    await sql`update account_codes set expires_at = now() - interval '1 minute'
      where user_id = ${await userId('pendaftar.kedaluwarsa@contoh.id')}`.execute(t.db);
    expect((await post('/api/verify-email', { code })).statusCode).toBe(400);
  });

  it('checks every registration field again, in the request’s language', async () => {
    const bad = await register('dua', { email: 'bukan-email', password: 'pendek', job_position: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      email: ['Email harus berupa alamat surel yang benar'],
      password: ['Kata Sandi minimal mengandung 8 karakter'],
      job_position: ['Jabatan harus diisi'],
    });
    const taken = await register('tiga', { username: 'ADMIN', email: 'ADMIN@rimba.example.id' });
    expect(taken.json().errors).toEqual({
      username: ['Username sudah terdaftar, gunakan username lain'],
      email: ['Email salah / sudah terdaftar, gunakan email lain'],
    });
    const en = await post(
      '/api/register',
      { ...newcomer('empat'), role_id: ids.viewerRole, department_id: ids.planting, project_id: ids.demak },
      { 'accept-language': 'en' },
    );
    expect(en.json().errors).toEqual({
      role_id: ['This role cannot be chosen when registering'],
      project_id: ['This project does not belong to the chosen department'],
    });
    expect((await register('lima', { role_id: -1 })).json().errors.role_id).toEqual([
      'Peran ini tidak dapat dipilih saat mendaftar',
    ]);
    // A newcomer names no management unit: that would choose the gardens they reach once let in.
    const unit = await post('/api/register', { ...newcomer('enam'), unit_id: 1 });
    expect(unit.statusCode).toBe(400);
    expect(unit.json().message).toContain('unit_id');
    // Nothing of the refused registrations was kept.
    const kept = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', 'like', 'pendaftar_%')
      .execute();
    const names = await t.db
      .selectFrom('users')
      .select('username')
      .where(
        'id',
        'in',
        kept.map((k) => k.id),
      )
      .execute();
    expect(names.map((n) => n.username)).not.toContain('pendaftar_empat');
  });

  it('lets a department admin decide only on their own department’s registrations', async () => {
    const email = await verified('enam', { department_id: ids.mangrove, project_id: ids.demak });
    const id = await userId(email);
    const planting = await departmentAdmin('kepala2', ids.planting);
    const outside = await post(`/api/users/${id}/approve`, {}, planting);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe('Anda hanya dapat mengelola pengguna dari departemen Anda sendiri');
    // Nor do they see them in the users module.
    const listed = (await get('/api/users/list?limit=100', planting)).json();
    expect(listed.data.map((u: Json) => u.department_id)).not.toContain(ids.mangrove);
    expect(listed.data.length).toBeGreaterThan(0);
    expect((await get(`/api/users/${id}/show`, planting)).statusCode).toBe(404);

    const viewer = await login(t.app, 'viewer');
    expect((await post(`/api/users/${id}/approve`, {}, viewer)).statusCode).toBe(403);

    const mangrove = await departmentAdmin('kepala3', ids.mangrove);
    const noReason = await post(`/api/users/${id}/reject`, {}, mangrove);
    expect(noReason.statusCode).toBe(400);
    const reject = await post(`/api/users/${id}/reject`, { reason: 'Bukan staf departemen ini' }, mangrove);
    expect(reject.json()).toMatchObject({
      data: { status_code: 'rejected', reject_reason: 'Bukan staf departemen ini' },
    });
    const mail = await lastMail(t, email);
    expect(mail.text_body).toContain('Alasan: Bukan staf departemen ini');
    const login403 = await logIn(email, 'rahasia-kebun-123');
    expect(login403.json().message).toBe(
      'Pendaftaran Anda ditolak oleh Admin Departemen. Alasan: Bukan staf departemen ini',
    );
    // A decision needs the right state: an unverified user cannot be approved yet.
    await register('tujuh', { department_id: ids.mangrove, project_id: ids.demak });
    const early = await post(`/api/users/${await userId(newcomer('tujuh').email)}/approve`, {}, mangrove);
    expect(early.statusCode).toBe(409);
  });

  it('deactivates a user, ending their sessions at once', async () => {
    const email = await verified('delapan');
    const id = await userId(email);
    await post(`/api/users/${id}/approve`, {}, admin);
    const token = (await logIn(email, 'rahasia-kebun-123')).json().token;
    expect((await get('/api/me', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const off = await post(`/api/users/${id}/deactivate`, {}, admin);
    expect(off.json().data.status_code).toBe('inactive');
    expect((await get('/api/me', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await logIn(email, 'rahasia-kebun-123')).json().message).toBe(
      'Akun Anda tidak aktif. Hubungi admin untuk mengaktifkannya kembali.',
    );
    await post(`/api/users/${id}/activate`, {}, admin);
    expect((await logIn(email, 'rahasia-kebun-123')).statusCode).toBe(200);
  });

  it('resets a forgotten password by the mailed link, once, ending the old sessions', async () => {
    const email = await verified('sembilan');
    await post(`/api/users/${await userId(email)}/approve`, {}, admin);
    const oldToken = (await logIn(email, 'rahasia-kebun-123')).json().token;

    const known = await post('/api/request_forgot_password', { email: email.toUpperCase() });
    const unknown = await post('/api/request_forgot_password', { email: 'siapa@contoh.id' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mail = await lastMail(t, email);
    expect(mail.subject).toBe('Atur ulang kata sandi Rimba Anda');
    expect(mail.link?.pathname).toBe('/admin/reset-password');
    const code = mail.link?.searchParams.get('code');
    const ts = Number(mail.link?.searchParams.get('ts'));
    expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(60);

    const short = await post('/api/change_password', { code, password: 'pendek' });
    expect(short.statusCode).toBe(422);
    const changed = await post('/api/change_password', { code, password: 'sandi-baru-456' });
    expect(changed.json()).toEqual({ message: 'Password Berhasil diperbarui' });
    expect((await post('/api/change_password', { code, password: 'sandi-lagi-789' })).statusCode).toBe(400);
    expect((await logIn(email, 'rahasia-kebun-123')).statusCode).toBe(401);
    expect((await logIn(email, 'sandi-baru-456')).statusCode).toBe(200);
    expect((await get('/api/me', { authorization: `Bearer ${oldToken}` })).statusCode).toBe(401);
  });

  it('gives each user personal API tokens that work as Bearer with their own rights only', async () => {
    const viewer = await login(t.app, 'viewer');
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const made = await post('/api/api-token/create', { name: 'Skrip laporan', expires_at: expires }, viewer);
    expect(made.statusCode, made.body).toBe(200);
    const { secret, data } = made.json();
    expect(secret).toMatch(/^rmb_/);
    expect(data).toMatchObject({ name: 'Skrip laporan', kind: 'personal', revoked_at: null });
    expect(data).not.toHaveProperty('token_hash');
    const bearer = { authorization: `Bearer ${secret}` };
    expect((await get('/api/partners/list', bearer)).statusCode).toBe(200);
    expect((await get('/api/users/list', bearer)).statusCode).toBe(403);

    // Each sees only their own; the secret is never answered again.
    const own = (await get('/api/api-token/list', viewer)).json();
    expect(own.data.map((r: Json) => r.name)).toEqual(['Skrip laporan']);
    expect(JSON.stringify(own)).not.toContain(secret);
    expect((await get('/api/api-token/list', admin)).json().data).toEqual([]);
    expect((await get(`/api/api-token/${data.id}/show`, admin)).statusCode).toBe(404);

    const tooLong = new Date(Date.now() + 400 * 86_400_000).toISOString();
    const refused = await post('/api/api-token/create', { name: 'Lama', expires_at: tooLong }, viewer);
    expect(refused.json().errors).toEqual({
      expires_at: ['Masa berlaku harus di masa depan dan paling lama satu tahun'],
    });

    const everyone = (await get('/api/others-token/list?limit=100', admin)).json().data as Json[];
    expect(everyone.some((r) => r.id === data.id)).toBe(true);
    expect(
      (await post('/api/others-token/create', { name: 'x', expires_at: expires }, admin)).statusCode,
    ).toBe(404);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: '/api/api-token/delete',
      payload: { data: { id: data.id } },
      headers: viewer,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await get('/api/partners/list', bearer)).statusCode).toBe(401);
    expect((await get(`/api/others-token/${data.id}/show`, admin)).json().data.revoked_at).not.toBeNull();
  });

  it('leaves nothing behind when the verification mail cannot be queued', async () => {
    await sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable'; end $$`.execute(t.db);
    await sql`create trigger refuse_mail before insert on mail_outbox
      for each row execute function refuse_mail()`.execute(t.db);
    try {
      const res = await register('sebelas');
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Terjadi kesalahan pada server');
    } finally {
      await sql`drop trigger refuse_mail on mail_outbox`.execute(t.db);
      await sql`drop function refuse_mail()`.execute(t.db);
    }
    const left = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'pendaftar_sebelas')
      .execute();
    expect(left).toEqual([]);
    // The same registration goes through once mail can be queued again.
    expect((await register('sebelas')).statusCode).toBe(200);
  });

  it('keeps the super-user role for the super user to give', async () => {
    const head = await departmentAdmin('kepala4', ids.planting);
    const email = await verified('sepuluh');
    const id = await userId(email);
    const row = (await get(`/api/users/${id}/show`, head)).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      payload: { id: row.id, role_id: -1 },
      headers: head,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.role_id).toEqual([
      'Hanya Super User yang dapat memberikan atau mengubah peran Super User',
    ]);
  });

  it('refuses a password that is easy to guess at registration and reset, saying why', async () => {
    const common = await register('lemah', { password: '12345678' });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({
      password: [
        'Kata sandi ini terlalu mudah ditebak. Ini adalah kata sandi yang sangat sering digunakan. Tambahkan lebih banyak kata yang kurang umum.',
      ],
    });
    // The registrant's own username makes a password guessable, in whichever field it is.
    const own = await post(
      '/api/register',
      {
        ...newcomer('lemah', { username: 'tanamjati', password: 'tanamjati2026' }),
        role_id: ids.openRole,
        department_id: ids.planting,
        project_id: ids.merbabu,
      },
      { 'accept-language': 'en' },
    );
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.password).toEqual([
      'This password is too easy to guess. There should not be any personal or page related data. Add more words that are less common.',
    ]);
    const budi = await register('budi', { username: 'budi', fullname: 'Budi', password: 'budi2026' });
    expect(budi.json().errors.password[0]).toMatch(/^Kata sandi ini terlalu mudah ditebak\. \S/);
    expect(
      await t.db.selectFrom('users').select('id').where('username', 'in', ['tanamjati', 'budi']).execute(),
    ).toEqual([]);
    // The same password is fine for someone it says nothing about.
    expect((await register('lemah', { password: 'tanamjati2026' })).statusCode).toBe(200);

    const email = await verified('lima_belas');
    await post(`/api/users/${await userId(email)}/approve`, {}, admin);
    await post('/api/request_forgot_password', { email });
    const code = (await lastMail(t, email)).link?.searchParams.get('code');
    const weak = await post(
      '/api/change_password',
      { code, password: 'password1' },
      { 'accept-language': 'en' },
    );
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toMatch(/^This password is too easy to guess\. \S/);
    // The refused try leaves the link working for a better password.
    expect((await post('/api/change_password', { code, password: 'pohon-jati-merbabu-7' })).statusCode).toBe(
      200,
    );
    expect((await logIn(email, 'pohon-jati-merbabu-7')).statusCode).toBe(200);
  });

  it('keeps the demo department admin from approving a registrant into a role with tasks it lacks', async () => {
    const head = await departmentAdmin('kepala5', ids.planting);
    const office = await t.db
      .selectFrom('roles')
      .select('id')
      .where('role_name', '=', 'Staf Kantor')
      .executeTakeFirstOrThrow();
    // An account it registers itself in an open role that reads partners, FAQ and banners.
    const email = await verified('dua_belas', { role_id: office.id });
    const id = await userId(email);
    const refused = await post(`/api/users/${id}/approve`, {}, head);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Anda tidak dapat menyetujui atau mengaktifkan pengguna berperan Staf Kantor: peran ini memiliki hak akses yang tidak Anda miliki (banner.read, faq.read, partners.read)',
    );
    const en = await post(`/api/users/${id}/approve`, {}, { ...head, 'accept-language': 'en' });
    expect(en.json().message).toBe(
      'You cannot approve or activate a user with the role Staf Kantor: it has permissions you do not have (banner.read, faq.read, partners.read)',
    );
    expect((await logIn(newcomer('dua_belas').username, 'rahasia-kebun-123')).statusCode).toBe(403);
    // The super user approves it; deactivated, it stays out of the department admin's reach too.
    expect((await post(`/api/users/${id}/approve`, {}, admin)).statusCode).toBe(200);
    expect((await post(`/api/users/${id}/deactivate`, {}, admin)).statusCode).toBe(200);
    expect((await post(`/api/users/${id}/activate`, {}, head)).statusCode).toBe(403);
    expect((await post(`/api/users/${id}/activate`, {}, admin)).statusCode).toBe(200);
  });

  it('keeps the demo department admin from opening a role with tasks it lacks for registration', async () => {
    const adminRole = await t.db
      .selectFrom('roles')
      .select('id')
      .where('role_name', '=', 'Admin Departemen')
      .executeTakeFirstOrThrow();
    const rolesUpdate = await t.db
      .selectFrom('tasks')
      .select('id')
      .where('name', '=', 'roles.update')
      .executeTakeFirstOrThrow();
    const switchRolesUpdate = (on: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/roles/${adminRole.id}/mapping/tasks`,
        payload: { id: rolesUpdate.id, value_mapping: on },
        headers: admin,
      });
    expect((await switchRolesUpdate(true)).statusCode).toBe(200);
    try {
      const head = await departmentAdmin('kepala6', ids.planting);
      const open = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/roles/update',
          payload: { id: ids.viewerRole, open_registration: true },
          headers,
        });
      const refused = await open(head);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.open_registration[0]).toMatch(
        /^Anda tidak dapat membuka peran Viewer untuk pendaftaran: peran ini memiliki hak akses yang tidak Anda miliki \(.*partners\.read.*\)$/,
      );
      const roles = (await get('/api/no-auth/role-register')).json().data as Json[];
      expect(roles.map((r) => r.role_name)).not.toContain('Viewer');
      expect((await register('tiga_belas', { role_id: ids.viewerRole })).statusCode).toBe(422);
      // A role within its own tasks it may open; the super user opens any.
      const fieldRole = ids.openRole;
      const close = await t.app.inject({
        method: 'PUT',
        url: '/api/roles/update',
        payload: { id: fieldRole, open_registration: false },
        headers: admin,
      });
      expect(close.statusCode).toBe(200);
      const reopen = await t.app.inject({
        method: 'PUT',
        url: '/api/roles/update',
        payload: { id: fieldRole, open_registration: true },
        headers: head,
      });
      expect(reopen.statusCode, reopen.body).toBe(200);
      expect((await open(admin)).statusCode).toBe(200);
      const close2 = await t.app.inject({
        method: 'PUT',
        url: '/api/roles/update',
        payload: { id: ids.viewerRole, open_registration: false },
        headers: admin,
      });
      expect(close2.statusCode).toBe(200);
    } finally {
      await switchRolesUpdate(false);
    }
  });

  it('keeps the demo department admin from taking an account over by changing its email', async () => {
    const head = await departmentAdmin('kepala7', ids.planting);
    const email = await verified('empat_belas');
    const id = await userId(email);
    expect((await post(`/api/users/${id}/approve`, {}, head)).statusCode).toBe(200);
    const put = (payload: object, headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/users/update', payload, headers });

    const changed = await put({ id, email: 'pengambil@contoh.id' }, head);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({
      email: [
        'Hanya pengguna itu sendiri atau Super User yang dapat mengganti email pengguna, karena tautan atur ulang kata sandi dikirim ke email tersebut',
      ],
    });
    const en = await put({ id, email: 'pengambil@contoh.id' }, { ...head, 'accept-language': 'en' });
    expect(en.json().errors.email).toEqual([
      'Only the user themselves or the Super User can change a user’s email, as password-reset links are sent to it',
    ]);
    // The reset asked at the address it wanted goes nowhere, and the account stays the user's.
    expect((await post('/api/request_forgot_password', { email: 'pengambil@contoh.id' })).statusCode).toBe(
      200,
    );
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', 'pengambil@contoh.id')
      .execute();
    expect(mails).toEqual([]);
    expect(
      (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email,
    ).toBe(email);
    // Other fields, and the same email sent back in another case, remain its to edit.
    const same = await put({ id, email: email.toUpperCase(), job_position: 'Mandor' }, head);
    expect(same.statusCode, same.body).toBe(200);
    expect((await put({ id, email: 'baru.empat_belas@contoh.id' }, admin)).statusCode).toBe(200);
  });
});

describe('account flows switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { ALLOW_REGISTER: 'false', FORGET_PASSWORD: 'false' });
  });
  afterAll(() => t.close());

  it('refuses registration and password recovery', async () => {
    const options = await t.app.inject({ url: '/api/no-auth/options' });
    expect(options.json()).toMatchObject({ allowRegister: false, forgetPassword: false });
    const roles = await t.app.inject({ url: '/api/no-auth/role-register' });
    expect(roles.statusCode).toBe(403);
    expect(roles.json().message).toBe('Pendaftaran akun tidak dibuka');
    const register = await t.app.inject({ method: 'POST', url: '/api/register', payload: newcomer('x') });
    expect(register.statusCode).toBe(403);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/request_forgot_password',
      payload: { email: 'admin@rimba.example.id' },
    });
    expect(forgot.statusCode).toBe(403);
    expect(forgot.json().message).toBe('Fitur lupa kata sandi tidak aktif');
  });
});

describe('account requests are rate limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { ACCOUNT_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('per account, whatever the address', async () => {
    const ask = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/request_forgot_password',
        payload: { email },
        remoteAddress: ip,
      });
    expect((await ask('admin@rimba.example.id', '10.0.0.1')).statusCode).toBe(200);
    expect((await ask('admin@rimba.example.id', '10.0.0.2')).statusCode).toBe(200);
    const third = await ask('ADMIN@rimba.example.id', '10.0.0.3');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Terlalu banyak permintaan\. Coba lagi dalam \d+ detik\.$/);
    // Another account from a fresh address is not held back.
    expect((await ask('viewer@rimba.example.id', '10.0.0.4')).statusCode).toBe(200);
  });
});

describe('mail through SMTP', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  const received: ReceivedMail[] = [];
  let refuseNext = 1;

  beforeAll(async () => {
    smtp = await startSmtp((mail) => {
      // Other mail the app sends on its own (reminders of the demo's overdue actions) is let through.
      if (mail.to !== 'viewer@rimba.example.id') return undefined;
      if (refuseNext > 0) {
        refuseNext--;
        return mailboxBusy();
      }
      received.push(mail);
      return undefined;
    });
    t = await createTestApp('pglite', { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('retries a refused send and delivers the mail, losing nothing', async () => {
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/request_forgot_password',
      payload: { email: 'viewer@rimba.example.id' },
    });
    expect(forgot.statusCode).toBe(200);
    await expect
      .poll(async () => (await lastMail(t, 'viewer@rimba.example.id')).status, { timeout: 10_000 })
      .toBe('sent');
    const mail = await lastMail(t, 'viewer@rimba.example.id');
    expect(mail.attempts).toBe(2);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toBe('viewer@rimba.example.id');
    expect(received[0]?.body).toContain('Subject: Atur ulang kata sandi Rimba Anda');
    expect(received[0]?.body).toContain('reset-password?code=3D');
  });
});
