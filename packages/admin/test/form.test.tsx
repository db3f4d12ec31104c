import { apiMessages } from '@rimba/core';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { solidPng } from '../../server/test/support/fixtures';
import { setApiBase } from '../src/api/client';
import { api, FetchXhr, logIn, uploadFor, watchCalls } from './support/realServer';
import { renderApp } from './support/renderApp';

type Partner = { id: number; company_name: string; file_logo: string; website: string | null };

/** The message shown under a form field. */
const fieldError = (text: string) => screen.findByText(text, { selector: '.ant-form-item-explain-error' });

const fileInput = (testId: string) =>
  screen.getByTestId(testId).querySelector<HTMLInputElement>('input[type=file]')!;

describe('create and update forms against the real server', () => {
  let token: string;
  /** A partner of this file's own, so the other suites' lists are not changed under them. */
  let partner: Partner;

  beforeAll(async () => {
    setApiBase(`${inject('apiUrl')}/api`);
    token = await logIn('admin');
    const logo = await uploadFor(token, 'partners', 'file_logo', solidPng(8, 8, [20, 120, 40]));
    partner = (
      await api<{ data: Partner }>('/partners/create', token, {
        method: 'POST',
        body: JSON.stringify({ company_name: `PT Formulir Uji ${Date.now()}`, file_logo: logo }),
      })
    ).data;
  });
  afterAll(async () => {
    await api('/partners/delete', token, {
      method: 'DELETE',
      body: JSON.stringify({ data: { id: partner.id } }),
    });
    setApiBase('/api');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the core validation message under an empty required field and sends nothing', async () => {
    await logIn('admin');
    const calls = watchCalls();
    const app = renderApp('/master/partners?view=create');
    await app.user.click(await screen.findByTestId('form-submit'));
    expect(await fieldError('Nama Perusahaan harus diisi')).toBeTruthy();
    expect(await fieldError('Logo harus diisi')).toBeTruthy();
    expect(calls.callsTo('/api/partners/create')).toHaveLength(0);
  });

  it('checks a text field when it is left, then on every change until it is valid', async () => {
    await logIn('admin');
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
    await logIn('admin');
    renderApp('/master/partners?view=create');
    const label = await screen.findByText('Nama Perusahaan', { selector: 'label' });
    expect(label.className).toContain('ant-form-item-required');
    expect(screen.getByText('Situs Web', { selector: 'label' }).className).not.toContain(
      'ant-form-item-required',
    );
  });

  it('refuses an image of 1 MB or more with "File terlalu besar", then uploads a good one and creates with trimmed values', async () => {
    await logIn('admin');
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    const app = renderApp('/master/partners?view=create');
    const name = `PT Rimba Raya ${Date.now()}`;
    await app.user.type(await screen.findByTestId('field-company_name'), `  ${name}  `);
    const big = new File([new Uint8Array(1024 * 1024)], 'besar.png', { type: 'image/png' });
    await app.user.upload(fileInput('field-file_logo'), big);
    expect(await screen.findByText('File terlalu besar')).toBeTruthy();
    expect(screen.getByTestId('field-file_logo').querySelector('img')).toBeNull();

    const logo = new File([new Uint8Array(solidPng(16, 16, [20, 120, 40]))], 'rimba.png', {
      type: 'image/png',
    });
    await app.user.upload(fileInput('field-file_logo'), logo);
    await waitFor(() =>
      expect(screen.getByTestId('field-file_logo').querySelector('img')?.getAttribute('src')).toMatch(
        /^\/uploads\/[0-9a-f]{32}\.png$/,
      ),
    );
    expect(screen.queryByText('File terlalu besar')).toBeNull();
    await app.user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Data Mitra berhasil ditambahkan')).toBeTruthy();
    await waitFor(() => expect(app.query('view')).toBe('detail'));
    const id = Number(app.query('id'));
    const saved = (await api<{ data: Partner }>(`/partners/${id}/show`, token)).data;
    expect(saved.company_name).toBe(name);
    expect(saved.file_logo).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(await screen.findByText('Detail Mitra')).toBeTruthy();
    await api('/partners/delete', token, { method: 'DELETE', body: JSON.stringify({ data: { id } }) });
  });

  it('uploads for the field it fills, offering only what the server takes, and shows why the server refuses', async () => {
    await logIn('admin');
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    const app = renderApp('/master/banner?view=create');
    await screen.findByTestId('field-file_banner');
    expect(fileInput('field-file_banner').getAttribute('accept')).toBe(
      'image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp',
    );
    const small = new File([new Uint8Array(solidPng(16, 16, [20, 120, 40]))], 'kecil.png', {
      type: 'image/png',
    });
    await app.user.upload(fileInput('field-file_banner'), small);
    expect(
      await screen.findByText('Gambar Banner harus berdimensi lebar 1600 pixel dan tinggi 640 pixel'),
    ).toBeTruthy();
    expect(screen.getByTestId('field-file_banner').querySelector('img')).toBeNull();
  });

  it('updates the loaded record merged with the form, shows "Edit data Mitra berhasil" and the detail', async () => {
    await logIn('admin');
    const calls = watchCalls();
    const app = renderApp(`/master/partners?view=update&id=${partner.id}&page=2`);
    const name = await screen.findByTestId('field-company_name');
    expect((name as HTMLInputElement).value).toBe(partner.company_name);
    const renamed = `${partner.company_name} Baru`;
    await app.user.clear(name);
    await app.user.type(name, `${renamed} `);
    await app.user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Edit data Mitra berhasil')).toBeTruthy();
    const sent = calls.callsTo('/api/partners/update')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ id: partner.id, company_name: renamed, file_logo: partner.file_logo });
    await waitFor(() => expect(app.query('view')).toBe('detail'));
    expect(app.query('id')).toBe(String(partner.id));
    expect(app.query('page')).toBe('2');
    expect(await screen.findByText(renamed)).toBeTruthy();
    partner = { ...partner, company_name: renamed };
  });

  it('brings the first field with an error into view and focuses it when a submit fails', async () => {
    await logIn('admin');
    const app = renderApp('/master/partners?view=create');
    await app.user.type(await screen.findByTestId('field-company_name'), 'PT Gulir Uji');
    await app.user.type(screen.getByTestId('field-website'), 'bukan url');
    await app.user.tab();
    expect(await fieldError('Situs Web harus berupa URL yang benar')).toBeTruthy();
    await app.user.click(screen.getByTestId('form-submit'));
    expect(await fieldError('Logo harus diisi')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('field-website')));
  });

  it('keeps the list’s search, sort and page after a save, and after a delete that empties the page', async () => {
    await logIn('admin');
    const marker = `Halaman Uji ${Date.now()}`;
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) {
      const created = await api<{ data: { id: number } }>('/faq/create', token, {
        method: 'POST',
        body: JSON.stringify({ question: `${marker} ${String(i).padStart(2, '0')}`, answer: 'Jawaban uji' }),
      });
      ids.push(created.data.id);
    }
    const last = ids.at(-1)!;
    const list = { search: marker, order: 'question', sort: 'ASC', limit: '10', page: '2' };
    const keptList = (app: ReturnType<typeof renderApp>) => {
      for (const [key, value] of Object.entries(list)) expect(app.query(key), key).toBe(value);
    };
    try {
      const app = renderApp(`/master/faq?${new URLSearchParams(list)}`);
      await app.user.click(await screen.findByTestId(`action-update-${last}`));
      const question = await screen.findByTestId('field-question');
      await app.user.clear(question);
      await app.user.type(question, `${marker} 10 baru`);
      await app.user.click(screen.getByTestId('form-submit'));
      await waitFor(() => expect(app.query('view')).toBe('detail'));
      await app.user.click(await screen.findByTestId('back-button'));
      await waitFor(() => expect(app.query('view')).toBeNull());
      keptList(app);
      expect(await screen.findByText(`${marker} 10 baru`)).toBeTruthy();

      await app.user.click(screen.getByTestId(`action-delete-${last}`));
      await app.user.click(await screen.findByText('Ya, Lanjutkan'));
      await waitFor(() => expect(app.query('page')).toBe('1'));
      expect(app.query('search')).toBe(marker);
      expect(app.query('order')).toBe('question');
      expect(app.query('sort')).toBe('ASC');
      await waitFor(() => expect(screen.getAllByTestId(/^row-\d+$/)).toHaveLength(10));
      ids.pop();
    } finally {
      for (const id of ids) {
        await api('/faq/delete', token, { method: 'DELETE', body: JSON.stringify({ data: { id } }) });
      }
    }
  });

  it('shows the server message in the error popup when saving is refused; it closes after 3 s', async () => {
    const viewerToken = await logIn('viewer');
    await logIn('admin');
    const app = renderApp(`/master/partners?view=update&id=${partner.id}`);
    const submit = await screen.findByTestId('form-submit');
    // The form was opened with an admin's rights; the request goes with a viewer's token, which the
    // server refuses whatever the page shows.
    localStorage.setItem('_token', viewerToken);
    const clickedAt = Date.now();
    await app.user.click(submit);
    const refusal = apiMessages.forbidden.id.replace('{permission}', 'partners.update');
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByText(refusal)).toBeNull(), { timeout: 6000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(3000);
  });
});
