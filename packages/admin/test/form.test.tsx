import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, installFakeUpload, partnerRow } from './support/fakeApi';
import { loginAs, renderApp } from './support/renderApp';

/** The message shown under a form field. */
const fieldError = (text: string) => screen.findByText(text, { selector: '.ant-form-item-explain-error' });

const fileInput = (testId: string) =>
  screen.getByTestId(testId).querySelector<HTMLInputElement>('input[type=file]')!;

describe('create and update forms', () => {
  it('shows the core validation message under an empty required field and sends nothing', async () => {
    const api = installFakeApi();
    loginAs('admin');
    const app = renderApp('/master/partners?view=create');
    await app.user.click(await screen.findByTestId('form-submit'));
    expect(await fieldError('Nama Perusahaan harus diisi')).toBeTruthy();
    expect(await fieldError('Logo harus diisi')).toBeTruthy();
    expect(api.callsTo('/api/partners/create')).toHaveLength(0);
  });

  it('checks a text field when it is left, then on every change until it is valid', async () => {
    installFakeApi();
    loginAs('admin');
    const app = renderApp('/master/partners?view=create');
    const website = await screen.findByTestId('field-website');
    await app.user.type(website, 'bukan url');
    expect(screen.queryByText('Situs Web harus berupa URL yang benar')).toBeNull();
    await app.user.tab();
    expect(await fieldError('Situs Web harus berupa URL yang benar')).toBeTruthy();
    await app.user.clear(website);
    await app.user.type(website, 'https://rimba.example');
    await waitFor(() => expect(screen.queryByText('Situs Web harus berupa URL yang benar')).toBeNull());
  });

  it('marks required fields with the red asterisk', async () => {
    installFakeApi();
    loginAs('admin');
    renderApp('/master/partners?view=create');
    const label = await screen.findByText('Nama Perusahaan', { selector: 'label' });
    expect(label.className).toContain('ant-form-item-required');
    expect(screen.getByText('Situs Web', { selector: 'label' }).className).not.toContain(
      'ant-form-item-required',
    );
  });

  it('creates with trimmed values, shows "Data Mitra berhasil ditambahkan" and opens the new record', async () => {
    const api = installFakeApi();
    const upload = installFakeUpload('/uploads/rimba.png');
    loginAs('admin');
    const app = renderApp('/master/partners?view=create');
    await app.user.type(await screen.findByTestId('field-company_name'), '  PT Rimba Raya  ');
    const logo = new File(['png'], 'rimba.png', { type: 'image/png' });
    await app.user.upload(fileInput('field-file_logo'), logo);
    await waitFor(() =>
      expect(screen.getByTestId('field-file_logo').querySelector('img')?.getAttribute('src')).toBe(
        '/uploads/rimba.png',
      ),
    );
    expect(upload.sent).toEqual([logo]);
    await app.user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Data Mitra berhasil ditambahkan')).toBeTruthy();
    expect(api.callsTo('/api/partners/create')[0]?.body).toEqual({
      company_name: 'PT Rimba Raya',
      description: null,
      website: null,
      link_blog: null,
      file_logo: '/uploads/rimba.png',
    });
    await waitFor(() => expect(app.query('view')).toBe('detail'));
    expect(app.query('id')).toBe('1');
    expect(await screen.findByText('Detail Mitra')).toBeTruthy();
  });

  it('refuses an image of 1 MB or more with "File terlalu besar" and uploads nothing', async () => {
    installFakeApi();
    const upload = installFakeUpload();
    loginAs('admin');
    const app = renderApp('/master/partners?view=create');
    await screen.findByTestId('field-file_logo');
    const big = new File([new Uint8Array(1024 * 1024)], 'besar.png', { type: 'image/png' });
    await app.user.upload(fileInput('field-file_logo'), big);
    expect(await screen.findByText('File terlalu besar')).toBeTruthy();
    expect(upload.sent).toHaveLength(0);
    const small = new File([new Uint8Array(1024 * 1024 - 1)], 'kecil.png', { type: 'image/png' });
    await app.user.upload(fileInput('field-file_logo'), small);
    await waitFor(() => expect(upload.sent).toEqual([small]));
    expect(screen.queryByText('File terlalu besar')).toBeNull();
  });

  it('maps the per-field messages of a 422 answer onto the fields', async () => {
    const api = installFakeApi({ partners: [partnerRow(3, 'PT Lama')] });
    api.override('PUT', /^\/api\/partners\/update$/, 422, {
      message: 'Data yang dikirim tidak valid',
      errors: { company_name: ['Nama Perusahaan sudah dipakai'] },
    });
    loginAs('admin');
    const app = renderApp('/master/partners?view=update&id=3');
    const name = await screen.findByTestId('field-company_name');
    expect((name as HTMLInputElement).value).toBe('PT Lama');
    await app.user.click(screen.getByTestId('form-submit'));
    expect(await fieldError('Nama Perusahaan sudah dipakai')).toBeTruthy();
  });

  it('updates the loaded record merged with the form, shows "Edit data Mitra berhasil" and the detail', async () => {
    const api = installFakeApi({ partners: [partnerRow(3, 'PT Lama')] });
    loginAs('admin');
    const app = renderApp('/master/partners?view=update&id=3&page=2');
    const name = await screen.findByTestId('field-company_name');
    await app.user.clear(name);
    await app.user.type(name, 'PT Baru ');
    await app.user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Edit data Mitra berhasil')).toBeTruthy();
    const sent = api.callsTo('/api/partners/update')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ id: 3, company_name: 'PT Baru', file_logo: '/uploads/logo-3.png' });
    await waitFor(() => expect(app.query('view')).toBe('detail'));
    expect(app.query('id')).toBe('3');
    expect(app.query('page')).toBe('2');
    expect(await screen.findByText('PT Baru')).toBeTruthy();
  });

  it('shows the server message in the error popup when saving fails otherwise; it closes after 3 s', async () => {
    const api = installFakeApi({ partners: [partnerRow(3, 'PT Lama')] });
    api.override('PUT', /^\/api\/partners\/update$/, 403, {
      message: 'Anda tidak memiliki izin untuk tindakan ini',
    });
    loginAs('admin');
    const app = renderApp('/master/partners?view=update&id=3');
    const submit = await screen.findByTestId('form-submit');
    const clickedAt = Date.now();
    await app.user.click(submit);
    expect(await screen.findByText('Anda tidak memiliki izin untuk tindakan ini')).toBeTruthy();
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    await waitFor(
      () => expect(screen.queryByText('Anda tidak memiliki izin untuk tindakan ini')).toBeNull(),
      {
        timeout: 6000,
      },
    );
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(3000);
  });
});
