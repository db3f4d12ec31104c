import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { setApiBase } from '../src/api/client';
import { watchCalls } from './support/realServer';
import { optionTitled, renderApp } from './support/renderApp';

const api = (path: string, init?: RequestInit) =>
  fetch(`${inject('apiUrl')}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });

/** A registration straight through the API, for the pages that come after it. */
async function registerThroughApi(name: string) {
  const [roles, departments] = await Promise.all([
    api('/no-auth/role-register').then((r) => r.json()),
    api('/no-auth/departments').then((r) => r.json()),
  ]);
  const department = departments.data.find(
    (d: { department_name: string }) => d.department_name === 'Departemen Penanaman',
  );
  const projects = await api(`/no-auth/projects?department_id=${department.id}`).then((r) => r.json());
  const body = {
    fullname: `Uji ${name}`,
    email: `${name}@uji.id`,
    username: name,
    password: 'rahasia-kebun-123',
    role_id: roles.data[0].id,
    department_id: department.id,
    project_id: projects.data[0].id,
    job_position: 'Relawan',
  };
  const res = await api('/register', { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return body;
}

describe('account pages against the real server', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('links to forgot password and registration, which the server has open', async () => {
    const app = renderApp('/login');
    expect(await screen.findByTestId('login-forgot')).toBeTruthy();
    await app.user.click(screen.getByTestId('login-register'));
    expect(app.location().pathname).toBe('/register');
    expect(await screen.findByRole('heading', { name: 'Daftar Akun' })).toBeTruthy();
  });

  it('asks for an email to send a reset link, and says it was sent', async () => {
    const calls = watchCalls();
    const app = renderApp('/login');
    await app.user.click(await screen.findByTestId('login-forgot'));
    const send = screen.getByTestId('forgot-send');
    expect(send.closest('button')?.disabled).toBe(true);
    await app.user.click(screen.getByTestId('forgot-cancel'));
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeTruthy();

    await app.user.click(screen.getByTestId('login-forgot'));
    await app.user.type(screen.getByTestId('forgot-email'), 'viewer@rimba.example.id');
    await app.user.click(screen.getByTestId('forgot-send'));
    expect(await screen.findByText('Email Terkirim')).toBeTruthy();
    expect(
      screen.getByText(
        'Bila email tersebut terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim ke sana.',
      ),
    ).toBeTruthy();
    expect(calls.callsTo('/api/request_forgot_password')[0]?.body).toEqual({
      email: 'viewer@rimba.example.id',
    });
    await app.user.click(screen.getByTestId('forgot-back'));
    expect(await screen.findByTestId('login-username')).toBeTruthy();
  });

  it('offers an unverified user a new verification mail, then counts 60 seconds down', async () => {
    const user = await registerThroughApi('belumverif');
    const calls = watchCalls();
    const app = renderApp('/login');
    await app.user.type(screen.getByTestId('login-username'), user.username);
    await app.user.type(screen.getByTestId('login-password'), user.password);
    await app.user.click(screen.getByTestId('login-submit'));
    expect(
      await screen.findByText(
        'Email Anda belum diverifikasi. Silakan cek email Anda atau kirim ulang email verifikasi.',
      ),
    ).toBeTruthy();
    expect(localStorage.getItem('_token')).toBeNull();
    const resend = screen.getByTestId('login-resend');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await app.user.click(resend);
    await waitFor(() => expect(resend.textContent).toMatch(/^Kirim ulang dalam (60|59) detik$/));
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('login-resend-answer').textContent).toBe(
      'Email verifikasi telah dikirim bila akun tersebut belum diverifikasi. Silakan cek email Anda.',
    );
    // A success, shown as one: the refused login's red panel turns green.
    expect(screen.getByTestId('login-resent').className).toContain('ant-alert-success');
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect(calls.callsTo('/api/request_email_verification')[0]?.body).toEqual({ email: user.email });
    // Each second's tick is scheduled after the previous one renders.
    const seconds = async (n: number) => {
      for (let i = 0; i < n; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
    };
    await seconds(3);
    expect(resend.textContent).toMatch(/^Kirim ulang dalam 5[5-7] detik$/);
    await seconds(60);
    expect(resend.textContent).toBe('Kirim ulang email verifikasi');
    expect((resend as HTMLButtonElement).disabled).toBe(false);
  });

  it('registers through the three steps, blocking each until it is valid', async () => {
    const calls = watchCalls();
    const app = renderApp('/register');
    const steps = await screen.findByTestId('register-steps');
    const current = () => steps.querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent;
    expect(current()).toBe('Info Akun');

    await app.user.click(screen.getByTestId('register-next'));
    expect(await screen.findByText('Nama Lengkap harus diisi')).toBeTruthy();
    expect(current()).toBe('Info Akun');

    await app.user.type(screen.getByTestId('register-fullname'), 'Rina Wulandari');
    await app.user.type(screen.getByTestId('register-email'), 'ADMIN@rimba.example.id');
    await app.user.type(screen.getByTestId('register-username'), 'admin');
    await app.user.type(screen.getByTestId('register-password'), 'pendek');
    expect(await screen.findByText('Email salah / sudah terdaftar, gunakan email lain')).toBeTruthy();
    expect(await screen.findByText('Username sudah terdaftar, gunakan username lain')).toBeTruthy();
    expect(screen.getByText('Kata Sandi minimal mengandung 8 karakter')).toBeTruthy();
    await app.user.click(screen.getByTestId('register-next'));
    expect(current()).toBe('Info Akun');

    for (const id of ['register-email', 'register-username', 'register-password']) {
      await app.user.clear(screen.getByTestId(id));
    }
    await app.user.type(screen.getByTestId('register-email'), 'rina@uji.id');
    await app.user.type(screen.getByTestId('register-username'), 'rina_w');
    // Long enough for the form; only the server knows it is too easy to guess.
    await app.user.type(screen.getByTestId('register-password'), '12345678');
    await waitFor(() =>
      expect(calls.callsTo('/api/no-auth/find-user-by-username-email').length).toBeGreaterThan(2),
    );
    await app.user.click(screen.getByTestId('register-next'));
    await waitFor(() => expect(current()).toBe('Peran & Departemen'));
    expect(steps.querySelectorAll('.ant-steps-item-finish')).toHaveLength(1);
    expect(steps.querySelectorAll('.ant-steps-item-wait')).toHaveLength(1);

    // The roles open to registration, with their descriptions.
    const roles = screen.getByTestId('register-role');
    expect(await within(roles).findByText('Staf Lapangan')).toBeTruthy();
    expect(
      within(roles).getByText('Petugas penanaman dan pemantauan di lokasi proyek / field staff'),
    ).toBeTruthy();
    expect(within(roles).queryByText('Viewer')).toBeNull();
    await app.user.click(within(roles).getByText('Staf Lapangan'));

    await app.user.click(within(screen.getByTestId('register-department')).getByRole('combobox'));
    await app.user.click(await optionTitled('Departemen Mangrove'));
    await app.user.click(within(screen.getByTestId('register-project')).getByRole('combobox'));
    await app.user.click(await optionTitled('Mangrove Pesisir Demak'));
    // Another department clears the project.
    await app.user.click(within(screen.getByTestId('register-department')).getByRole('combobox'));
    await app.user.click(await optionTitled('Departemen Penanaman'));
    await waitFor(() =>
      expect(screen.getByTestId('register-project').querySelector('.ant-select-selection-item')).toBeNull(),
    );
    // The emptied project is not marked valid: it is not, being required.
    const projectItem = screen.getByTestId('register-project').closest('.ant-form-item')!;
    expect(projectItem.className).not.toContain('ant-form-item-has-success');
    expect(projectItem.querySelector('.ant-form-item-feedback-icon-success')).toBeNull();
    await app.user.click(screen.getByTestId('register-next'));
    expect(await screen.findByText('Proyek harus diisi')).toBeTruthy();
    await app.user.click(within(screen.getByTestId('register-project')).getByRole('combobox'));
    await app.user.click(await optionTitled('Reboisasi Lereng Merbabu'));
    await app.user.type(screen.getByTestId('register-job'), 'Relawan Lapangan');
    await app.user.click(screen.getByTestId('register-next'));

    const review = await screen.findByTestId('register-review');
    for (const text of [
      'Rina Wulandari',
      'rina@uji.id',
      'rina_w',
      'Staf Lapangan',
      'Departemen Penanaman',
      'Reboisasi Lereng Merbabu',
      'Relawan Lapangan',
    ]) {
      expect(within(review).getByText(text)).toBeTruthy();
    }
    await app.user.click(screen.getByTestId('register-submit'));
    // The server's reason comes back on the password field, in the first step.
    expect(
      await screen.findByText(
        'Kata sandi ini terlalu mudah ditebak. Ini adalah kata sandi yang sangat sering digunakan. Tambahkan lebih banyak kata yang kurang umum.',
      ),
    ).toBeTruthy();
    expect(current()).toBe('Info Akun');
    await app.user.clear(screen.getByTestId('register-password'));
    await app.user.type(screen.getByTestId('register-password'), 'rahasia-kebun-123');
    await app.user.click(screen.getByTestId('register-next'));
    await waitFor(() => expect(current()).toBe('Peran & Departemen'));
    await app.user.click(screen.getByTestId('register-next'));
    await screen.findByTestId('register-review');
    await app.user.click(screen.getByTestId('register-submit'));
    const done = await screen.findByTestId('register-done');
    expect(within(done).getByText('Pendaftaran Selesai')).toBeTruthy();
    // The server's message asks to check the mail; the page does not say it a second time.
    expect(done.textContent?.match(/Silakan cek email Anda/g)).toHaveLength(1);
    const sent = calls.callsTo('/api/register')[0]?.body;
    expect(sent).toMatchObject({
      fullname: 'Rina Wulandari',
      email: 'rina@uji.id',
      username: 'rina_w',
      job_position: 'Relawan Lapangan',
    });

    // The account waits for its email to be verified.
    const login = await api('/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'rina_w', password: 'rahasia-kebun-123' }),
    });
    expect((await login.json()).data_user_before_login.status_code).toBe('email_unverified');
  });

  it('sends the code of the link at once, and shows the server’s message when it is refused', async () => {
    const calls = watchCalls();
    const app = renderApp('/verify-email?code=kode-yang-tidak-pernah-dikirim-sama-sekali');
    expect(await screen.findByText('Kode tidak valid, sudah dipakai, atau sudah kedaluwarsa')).toBeTruthy();
    expect(calls.callsTo('/api/verify-email')).toHaveLength(1);
    const code = screen.getByTestId('verify-code') as HTMLInputElement;
    expect(code.value).toBe('kode-yang-tidak-pernah-dikirim-sama-sekali');
    await app.user.clear(code);
    await app.user.type(code, 'kode-lain-yang-juga-tidak-pernah-dikirim');
    await app.user.click(screen.getByTestId('verify-send'));
    await waitFor(() => expect(calls.callsTo('/api/verify-email')).toHaveLength(2));
    expect(calls.callsTo('/api/verify-email')[1]?.body).toEqual({
      code: 'kode-lain-yang-juga-tidak-pernah-dikirim',
    });
  });

  it('shows the waiting page with the department’s contact and copies its number', async () => {
    const user = {
      id: 1,
      username: 'menunggu',
      email: 'menunggu@uji.id',
      fullname: 'Sari Menunggu',
      status_code: 'email_verified',
      departement: {
        id: 1,
        department_name: 'Departemen Penanaman',
        contact_pic: 'Budi Santoso - 0812 3456 7801',
      },
    };
    const app = renderApp('/waiting-apps', { state: { user } });
    expect(await screen.findByRole('heading', { name: 'Proses Persetujuan' })).toBeTruthy();
    // "Departemen Penanaman" after "Admin Departemen" does not say "Departemen" twice.
    expect(
      screen.getByText(
        'Pendaftaran Sari Menunggu sudah diterima dan sedang menunggu persetujuan Admin Departemen Penanaman.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('waiting-contact').textContent).toBe('Budi Santoso - 0812 3456 7801');
    await app.user.click(screen.getByTestId('waiting-copy'));
    expect(await navigator.clipboard.readText()).toBe('0812 3456 7801');
    expect(await screen.findByText('Nomor PIC sudah dicopy')).toBeTruthy();
    await app.user.click(screen.getByTestId('waiting-back'));
    expect(app.location().pathname).toBe('/login');
  });

  it('sends a waiting page without a user back to login', async () => {
    const app = renderApp('/waiting-apps');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
  });

  it('sends a reset link without a code, or older than a day, back to login', async () => {
    const old = Math.floor(Date.now() / 1000) - 25 * 3600;
    const missing = renderApp(`/reset-password?ts=${Math.floor(Date.now() / 1000)}`);
    await waitFor(() => expect(missing.location().pathname).toBe('/login'));
    missing.unmount();
    const stale = renderApp(`/reset-password?code=abc&ts=${old}`);
    await waitFor(() => expect(stale.location().pathname).toBe('/login'));
  });

  it('enables the reset only for two equal passwords, and shows a refused code’s message', async () => {
    const ts = Math.floor(Date.now() / 1000);
    const app = renderApp(`/reset-password?code=kode-reset-yang-tidak-dikenal-server&ts=${ts}`);
    const submit = (await screen.findByTestId('reset-submit')).closest('button')!;
    expect(submit.disabled).toBe(true);
    await app.user.type(screen.getByTestId('reset-password'), 'sandi-baru-123');
    await app.user.type(screen.getByTestId('reset-confirm'), 'sandi-baru-12');
    expect(await screen.findByText('Konfirmasi kata sandi tidak cocok')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await app.user.type(screen.getByTestId('reset-confirm'), '3');
    await waitFor(() => expect(screen.queryByText('Konfirmasi kata sandi tidak cocok')).toBeNull());
    expect(submit.disabled).toBe(false);
    expect(screen.getByText('Perbarui & Login')).toBeTruthy();
    await app.user.click(submit);
    expect(await screen.findByText('Kode tidak valid, sudah dipakai, atau sudah kedaluwarsa')).toBeTruthy();
    expect(app.location().pathname).toBe('/reset-password');
  });

  it('shows the terms and the privacy policy in English', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeTruthy();
    expect(screen.getByTestId('legal-terms').getAttribute('lang')).toBe('en');
  });
});
