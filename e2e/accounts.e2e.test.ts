import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withMailingServer } from './support/mailing-server.js';
import { loggedInPage } from './support/session.js';

const site = withMailingServer();

/** The first link of the newest mail to an address with this subject, on the test server. */
async function mailedLink(to: string, subject: string): Promise<string> {
  return (await site.inbox.linksOf(to, subject, site.server.url))[0]!;
}

const mailTo = (to: string, subject: string) => site.inbox.mailTo(to, subject);

const newcomer = {
  fullname: 'Lestari Wibowo',
  email: 'lestari@uji.id',
  username: 'lestari',
  password: 'rahasia-lestari-1',
};

/** A fresh page at the admin's login, with nothing stored. */
async function loginPage(): Promise<Page> {
  const context = await site.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto(`${site.server.url}/admin/login`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${site.server.url}/admin/login`);
  return page;
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Chooses an option of an antd select by its label. */
async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();
}

/** A department admin of the planting department, made by the super user through the API. */
async function departmentAdmin(): Promise<{ username: string; password: string }> {
  const api = async (path: string, init: RequestInit = {}, token?: string) =>
    fetch(`${site.server.url}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    }).then((r) => r.json());
  const { token } = await api('/login', {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: site.server.adminPassword }),
  });
  const roles = await api('/roles/list?search=Admin%20Departemen', {}, token);
  const departments = await api('/no-auth/departments');
  const planting = departments.data.find(
    (d: { department_name: string }) => d.department_name === 'Departemen Penanaman',
  );
  const head = { username: 'kepala_tanam', password: 'rahasia-kepala-1' };
  await api(
    '/users/create',
    {
      method: 'POST',
      body: JSON.stringify({
        ...head,
        fullname: 'Kepala Penanaman',
        email: 'kepala@uji.id',
        role_id: roles.data[0].id,
        department_id: planting.id,
      }),
    },
    token,
  );
  return head;
}

describe('accounts in Chromium with a real mail server', () => {
  it('registers in the wizard, verifies by the mailed link, waits, is approved by the department admin, and logs in', async () => {
    const page = await loginPage();
    await page.getByTestId('login-register').click();
    await page.getByTestId('register-fullname').fill(newcomer.fullname);
    await page.getByTestId('register-email').fill(newcomer.email);
    await page.getByTestId('register-username').fill(newcomer.username);
    await page.getByTestId('register-password').fill(newcomer.password);
    await page.getByTestId('register-next').click();
    await page.getByText('Staf Lapangan', { exact: true }).click();
    await choose(page, 'register-department', 'Departemen Penanaman');
    await choose(page, 'register-project', 'Reboisasi Lereng Merbabu');
    await page.getByTestId('register-job').fill('Relawan Lapangan');
    await page.getByTestId('register-next').click();
    await page.getByTestId('register-review').getByText('Reboisasi Lereng Merbabu').waitFor();
    await page.getByTestId('register-submit').click();
    await page.getByText('Pendaftaran Selesai').waitFor();

    // Before verifying, the login offers a new mail instead.
    await page.goto(`${site.server.url}/admin/login`);
    await logIn(page, newcomer.username, newcomer.password);
    await page.getByTestId('login-resend').waitFor();

    const verify = await mailedLink(newcomer.email, 'Verifikasi email Anda untuk Rimba');
    expect(new URL(verify).pathname).toBe('/admin/verify-email');
    await page.goto(verify);
    await page.getByText('Email berhasil diverifikasi').waitFor();
    await page.getByText('Data Anda sedang menunggu persetujuan Admin Departemen.').waitFor();

    await page.goto(`${site.server.url}/admin/login`);
    await logIn(page, newcomer.email, newcomer.password);
    await page.getByTestId('waiting-apps').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/waiting-apps');
    expect(await page.getByTestId('waiting-contact').textContent()).toBe('Budi Santoso - 0812 3456 7801');
    await page.getByTestId('waiting-copy').click();
    await page.getByText('Nomor PIC sudah dicopy').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0812 3456 7801');

    // The department admin finds the registration in the users module and approves it.
    const head = await departmentAdmin();
    const admin = await loginPage();
    await logIn(admin, head.username, head.password);
    await admin.getByTestId('main-menu').waitFor();
    await admin.goto(`${site.server.url}/admin/user-role/users?search=lestari`);
    await admin.locator('[data-testid^="action-detail-"]').first().click();
    await admin.getByTestId('detail-status_code').getByText('Menunggu Persetujuan').waitFor();
    await admin.getByTestId('action-approve').click();
    await admin.getByTestId('confirm-ok').click();
    await admin.getByText('Pengguna Lestari Wibowo disetujui').waitFor();
    await admin.getByTestId('detail-status_code').getByText('Aktif').waitFor();
    await mailTo(newcomer.email, 'Akun Rimba Anda telah disetujui');

    await page.goto(`${site.server.url}/admin/login`);
    await logIn(page, newcomer.username, newcomer.password);
    await page.getByTestId('main-menu').waitFor();
  });

  it('rejects a registration with a reason, which the registrant is told by mail and at login', async () => {
    const departments = await fetch(`${site.server.url}/api/no-auth/departments`).then((r) => r.json());
    const planting = departments.data.find(
      (d: { department_name: string }) => d.department_name === 'Departemen Penanaman',
    );
    const projects = await fetch(`${site.server.url}/api/no-auth/projects?department_id=${planting.id}`).then(
      (r) => r.json(),
    );
    const roles = await fetch(`${site.server.url}/api/no-auth/role-register`).then((r) => r.json());
    const registrant = {
      fullname: 'Bayu Tamu',
      email: 'bayu@uji.id',
      username: 'bayu',
      password: 'rahasia-bayu-1',
    };
    const registered = await fetch(`${site.server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...registrant,
        role_id: roles.data[0].id,
        department_id: planting.id,
        project_id: projects.data[0].id,
        job_position: 'Tamu',
      }),
    });
    expect(registered.status).toBe(200);
    const page = await loginPage();
    await page.goto(await mailedLink(registrant.email, 'Verifikasi email Anda untuk Rimba'));
    await page.getByText('Email berhasil diverifikasi').waitFor();

    const admin = await loggedInPage(site.browser, site.server, 'admin');
    await admin.goto(`${site.server.url}/admin/user-role/users?search=bayu`);
    await admin.locator('[data-testid^="action-detail-"]').first().click();
    await admin.getByTestId('action-reject').click();
    await admin.getByTestId('confirm-ok').click();
    await admin.getByText('Alasan penolakan harus diisi').waitFor();
    await admin.getByTestId('action-reject-reason').fill('Bukan staf Departemen Penanaman');
    await admin.getByTestId('confirm-ok').click();
    await admin.getByText('Pendaftaran Bayu Tamu ditolak').waitFor();
    await admin.getByTestId('detail-status_code').getByText('Ditolak').waitFor();
    await admin.getByTestId('detail-reject_reason').getByText('Bukan staf Departemen Penanaman').waitFor();

    const told = await mailTo(registrant.email, 'Pendaftaran Rimba Anda tidak disetujui');
    expect(told.text).toContain('Alasan: Bukan staf Departemen Penanaman');
    await page.goto(`${site.server.url}/admin/login`);
    await logIn(page, registrant.username, registrant.password);
    await page
      .getByText('Pendaftaran Anda ditolak oleh Admin Departemen. Alasan: Bukan staf Departemen Penanaman')
      .waitFor();
  });

  it('resets a forgotten password by the mailed link, then logs in with the new one only', async () => {
    const page = await loginPage();
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('forgot-email').fill('viewer@rimba.example.id');
    await page.getByTestId('forgot-send').click();
    await page.getByText('Email Terkirim').waitFor();

    const reset = await mailedLink('viewer@rimba.example.id', 'Atur ulang kata sandi Rimba Anda');
    await page.goto(reset);
    await page.getByTestId('reset-password').fill('sandi-baru-viewer-1');
    await page.getByTestId('reset-confirm').fill('sandi-baru-viewer-2');
    await page.getByText('Konfirmasi kata sandi tidak cocok').waitFor();
    expect(await page.getByTestId('reset-submit').isDisabled()).toBe(true);
    await page.getByTestId('reset-confirm').fill('sandi-baru-viewer-1');
    await page.getByTestId('reset-submit').click();
    await page.getByText('Password Berhasil diperbarui').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');

    await logIn(page, 'viewer', site.server.viewerPassword);
    await page.getByText('Username atau kata sandi salah').waitFor();
    await page.goto(`${site.server.url}/admin/login`);
    await logIn(page, 'viewer', 'sandi-baru-viewer-1');
    await page.getByTestId('main-menu').waitFor();
  });

  it('shows a new personal API token once, and the token works with its owner’s rights', async () => {
    const page = await loggedInPage(site.browser, site.server, 'admin');
    await page.goto(`${site.server.url}/admin/user-role/api-token?view=create`);
    await page.getByTestId('field-name').fill('Skrip ekspor');
    const expires = new Date(Date.now() + 30 * 86_400_000);
    const input = page
      .locator('input[data-testid="field-expires_at"], [data-testid="field-expires_at"] input')
      .first();
    await input.click();
    await input.fill(`${expires.toISOString().slice(0, 10)} 12:00:00`);
    await input.press('Enter');
    await page.getByTestId('form-submit').click();
    const secret = (await page.getByTestId('secret-value').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^rmb_/);
    const me = await fetch(`${site.server.url}/api/me`, { headers: { authorization: `Bearer ${secret}` } });
    expect((await me.json()).data.user.username).toBe('admin');
    await page.getByTestId('secret-ok').click();
    await page.getByTestId('secret-value').waitFor({ state: 'detached' });
    await page.getByTestId('detail-name').getByText('Skrip ekspor').waitFor();
    expect(await page.content()).not.toContain(secret);
  });
});
