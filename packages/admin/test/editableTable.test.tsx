import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { setApiBase } from '../src/api/client';
import { api, logIn } from './support/realServer';
import { renderApp } from './support/renderApp';

type Row = { id: number; name: string } & Record<string, unknown>;

describe('editable table against the real server', () => {
  let token: string;
  let original: Row | undefined;
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  beforeEach(async () => {
    token = await logIn();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    // Put back the name the test changed.
    if (original) {
      const { data } = await api<{ data: Row }>(`/contoh-komponen/${original.id}/show`, token);
      if (data.name !== original.name) {
        await api('/contoh-komponen/update', token, {
          method: 'PUT',
          body: JSON.stringify({ ...data, name: original.name }),
        });
      }
    }
  });
  afterAll(() => setApiBase('/api'));

  it('lists 50 rows a page, newest first, and edits a name inline', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const app = renderApp('/master/contoh-komponen-tabel');
    const table = await screen.findByTestId('editable-table');
    await waitFor(() => expect(within(table).queryAllByTestId(/^row-\d+$/).length).toBeGreaterThan(0));

    // The list call asks for 50 rows, ordered DESC.
    const listCalls = fetchSpy.mock.calls
      .map(([input]) => new URL(String(input instanceof Request ? input.url : input)))
      .filter(
        (url) => url.pathname.endsWith('/contoh-komponen/list') && url.searchParams.get('limit') === '50',
      );
    expect(listCalls.length).toBeGreaterThan(0);
    expect(listCalls[0]?.searchParams.get('sort')).toBe('DESC');
    expect(listCalls[0]?.searchParams.get('page')).toBe('1');

    const { data: rows, total } = await api<{ data: Row[]; total: number }>(
      '/contoh-komponen/list?page=1&limit=50&order=id&sort=DESC',
      token,
    );
    expect(within(table).getAllByTestId(/^row-\d+$/)).toHaveLength(Math.min(total, 50));
    const first = rows[0];
    if (!first) throw new Error('no contoh-komponen rows');
    original = first;

    // A too-short name: the min message under the cell, nothing sent.
    await app.user.click(within(table).getByTestId(`edit-row-${first.id}`));
    const input = await within(table).findByTestId('edit-name');
    fireEvent.change(input, { target: { value: 'ab' } });
    const puts = () => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'PUT').length;
    await app.user.click(within(table).getByTestId(`edit-save-${first.id}`));
    expect((await within(table).findByTestId('edit-error-name')).textContent).toBe(
      'Nama minimal mengandung 3 karakter',
    );
    expect(puts()).toBe(0);

    // Cancel reverts the cell.
    await app.user.click(within(table).getByTestId(`edit-cancel-${first.id}`));
    expect(within(table).queryByTestId('edit-name')).toBeNull();
    expect(within(within(table).getByTestId(`row-${first.id}`)).getByText(first.name)).toBeTruthy();

    // A valid name saves: the API returns it and the toast shows.
    const renamed = `${first.name.slice(0, 80)} (tabel)`;
    await app.user.click(within(table).getByTestId(`edit-row-${first.id}`));
    fireEvent.change(await within(table).findByTestId('edit-name'), { target: { value: renamed } });
    await app.user.click(within(table).getByTestId(`edit-save-${first.id}`));
    expect(await screen.findByText('Edit data Contoh Tabel Edit berhasil')).toBeTruthy();
    expect(puts()).toBe(1);
    const { data: saved } = await api<{ data: Row }>(`/contoh-komponen/${first.id}/show`, token);
    expect(saved.name).toBe(renamed);
    await waitFor(() =>
      expect(within(within(table).getByTestId(`row-${first.id}`)).getByText(renamed)).toBeTruthy(),
    );
    // A row of every input type is a large page for jsdom: give it time under a loaded suite.
  }, 120_000);
});
