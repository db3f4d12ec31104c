import { formatDateTime } from '@rimba/core';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { setApiBase } from '../src/api/client';
import { api, logIn } from './support/realServer';
import { renderApp } from './support/renderApp';

type Partner = { id: number; company_name: string; website: string | null; created_at: string };

describe('module view selection against the real server', () => {
  let partner: Partner;
  beforeAll(async () => {
    setApiBase(`${inject('apiUrl')}/api`);
    const token = await logIn('admin');
    partner = (await api<{ data: Partner[] }>('/partners/list?limit=1&order=id&sort=ASC', token)).data[0]!;
  });
  afterAll(() => setApiBase('/api'));
  afterEach(() => vi.restoreAllMocks());

  it('shows the detail of ?view=detail&id= as label/value rows with formatted values', async () => {
    await logIn('admin');
    renderApp(`/master/partners?view=detail&id=${partner.id}`);
    expect(await screen.findByText('Detail Mitra')).toBeTruthy();
    const name = await screen.findByText(partner.company_name);
    expect(name.closest('tr')?.textContent).toBe(`Nama Perusahaan${partner.company_name}`);
    if (partner.website) {
      expect(screen.getByText(partner.website).closest('a')?.getAttribute('href')).toBe(partner.website);
    }
    expect(screen.getByText('Dibuat').closest('tr')?.textContent).toBe(
      `Dibuat${formatDateTime(partner.created_at, 'id')}`,
    );
  });

  it("on a phone puts the detail's actions above its rows, leaving the title the card's width", async () => {
    const wide = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...wide(query), matches: false }));
    await logIn('admin');
    renderApp(`/master/partners?view=detail&id=${partner.id}`);
    const title = await screen.findByText('Detail Mitra');
    const update = await screen.findByTestId('detail-update');
    expect(title.closest('.ant-card-head')?.contains(update)).toBe(false);
    expect(update.closest('.ant-card-body')?.contains(screen.getByText(partner.company_name))).toBe(true);
  });

  it('falls back to the list when detail or update has no numeric id', async () => {
    await logIn('admin');
    const app = renderApp('/master/partners?view=detail&id=abc&page=1');
    await waitFor(() => expect(app.query('view')).toBeNull());
    expect(app.query('page')).toBe('1');
    expect((await screen.findAllByTestId(/^row-\d+$/)).length).toBeGreaterThan(0);
  });

  it('shows the 404 view for an unknown view', async () => {
    await logIn('admin');
    renderApp('/master/partners?view=zoom');
    expect(await screen.findByText('Halaman tidak ditemukan')).toBeTruthy();
    screen.getByText('404');
  });

  it('shows the 404 page for a path no module has', async () => {
    await logIn('admin');
    renderApp('/master/nothing-here');
    expect(await screen.findByText('Halaman tidak ditemukan')).toBeTruthy();
  });

  it('does not open the create form for a read-only user', async () => {
    await logIn('viewer');
    renderApp('/master/partners?view=create');
    expect(await screen.findByText('Anda tidak memiliki izin untuk membuka halaman ini')).toBeTruthy();
    expect(screen.queryByTestId('form-submit')).toBeNull();
  });

  it('shows the list, never the form, for a form the module hides or the resource does not offer', async () => {
    await logIn('admin');
    const roleTask = renderApp('/user-role/role-task?view=create&page=1');
    await waitFor(() => expect(roleTask.query('view')).toBeNull());
    expect(roleTask.query('page')).toBe('1');
    expect((await screen.findAllByTestId(/^row-\d+$/)).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('form-submit')).toBeNull();
    roleTask.unmount();

    const apiToken = renderApp('/user-role/api-token?view=update&id=1');
    await waitFor(() => expect(apiToken.query('view')).toBeNull());
    expect(apiToken.query('id')).toBeNull();
    expect(await screen.findByTestId('add-button')).toBeTruthy();
    expect(screen.queryByTestId('form-submit')).toBeNull();
  });

  it('goes from the list to the detail and back to the same list page', async () => {
    await logIn('admin');
    const search = partner.company_name;
    const app = renderApp(`/master/partners?search=${encodeURIComponent(search)}&page=1`);
    await app.user.click(await screen.findByTestId(`action-detail-${partner.id}`));
    expect(await screen.findByText('Detail Mitra')).toBeTruthy();
    expect(app.query('view')).toBe('detail');
    expect(app.query('id')).toBe(String(partner.id));
    await app.user.click(screen.getByTestId('back-button'));
    await waitFor(() => expect(app.query('view')).toBeNull());
    expect(app.query('search')).toBe(search);
  });
});
