import { apiMessages } from '@rimba/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setApiBase } from '../src/api/client';
import { renderApp, rowTexts } from './support/renderApp';

// Provided by the server's global setup for the jsdom suites (packages/server/test/support/global-server.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    adminPassword: string;
    viewerPassword: string;
  }
}

async function logIn(app: ReturnType<typeof renderApp>, username: string, password: string) {
  await app.user.type(screen.getByTestId('login-username'), username);
  await app.user.type(screen.getByTestId('login-password'), password);
  await app.user.click(screen.getByTestId('login-submit'));
}

/** What the real API answers, asked directly with the session the app stored. */
async function apiList(resource: string, query: string) {
  const response = await fetch(`${inject('apiUrl')}/api/${resource}/list?${query}`, {
    headers: { Authorization: `Bearer ${localStorage.getItem('_token')}` },
  });
  return (await response.json()) as { data: { id: number; company_name: string }[]; total: number };
}

describe('against the real server', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));

  it("shows the server's message for a wrong password", async () => {
    const app = renderApp('/login');
    await logIn(app, 'admin', 'not-the-password');
    expect(await screen.findByText(apiMessages.invalidCredentials.id)).toBeTruthy();
  });

  it('logs in as admin and lists, sorts and searches the demo partners', async () => {
    const app = renderApp('/login');
    await logIn(app, 'admin', inject('adminPassword'));
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard/information'));
    await app.user.click(within(screen.getByTestId('main-menu')).getByText('Master Data'));
    await app.user.click(within(screen.getByTestId('main-menu')).getByText('Mitra'));
    await waitFor(() => expect(app.location().pathname).toBe('/master/partners'));
    const expected = await apiList('partners', 'page=1&limit=10');
    expect(expected.total).toBeGreaterThan(0);
    expect(await screen.findByText(`Total ${expected.total} data`)).toBeTruthy();
    await waitFor(() => expect(rowTexts()).toEqual(expected.data.map((row) => row.company_name)));

    await app.user.click(screen.getAllByText('Nama Perusahaan')[0]!.closest('th')!);
    const sorted = await apiList('partners', 'page=1&limit=10&order=company_name&sort=DESC');
    await waitFor(() => expect(rowTexts()).toEqual(sorted.data.map((row) => row.company_name)));

    const term = sorted.data[0]!.company_name;
    await app.user.type(screen.getByTestId('list-search'), `${term}{Enter}`);
    await waitFor(() => expect(rowTexts()).toContain(term));
    expect(app.query('page')).toBe('1');
  });

  it('creates a FAQ through the form, checked by the same rules on both sides', async () => {
    const app = renderApp('/login');
    await logIn(app, 'admin', inject('adminPassword'));
    await app.user.click(await within(await screen.findByTestId('main-menu')).findByText('Master Data'));
    await app.user.click(within(screen.getByTestId('main-menu')).getByText('FAQ'));
    await app.user.click(await screen.findByTestId('add-button'));
    await app.user.click(await screen.findByTestId('form-submit'));
    expect(await screen.findByText('Pertanyaan harus diisi')).toBeTruthy();
    await app.user.type(screen.getByTestId('field-question'), 'Berapa pohon yang sudah ditanam?');
    await app.user.type(screen.getByTestId('field-answer'), 'Lebih dari satu juta pohon.');
    await app.user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Data FAQ berhasil ditambahkan')).toBeTruthy();
    await waitFor(() => expect(app.query('view')).toBe('detail'));
    expect(await screen.findByText('Berapa pohon yang sudah ditanam?')).toBeTruthy();
  });

  it('lets the viewer read but not add, edit or delete', async () => {
    const app = renderApp('/login');
    await logIn(app, 'viewer', inject('viewerPassword'));
    await app.user.click(await within(await screen.findByTestId('main-menu')).findByText('Master Data'));
    await app.user.click(within(screen.getByTestId('main-menu')).getByText('Mitra'));
    const first = (await screen.findAllByTestId(/^row-\d+$/))[0]!;
    const id = first.dataset.testid!.slice('row-'.length);
    expect(screen.getByTestId(`action-detail-${id}`)).toBeTruthy();
    expect(screen.queryByTestId(`action-update-${id}`)).toBeNull();
    expect(screen.queryByTestId(`action-delete-${id}`)).toBeNull();
    expect(screen.queryByTestId('add-button')).toBeNull();
  });
});
