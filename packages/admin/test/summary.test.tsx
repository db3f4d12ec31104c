import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setApiBase } from '../src/api/client';
import { setLang } from '../src/i18n';
import { api, logIn, logInClaiming } from './support/realServer';
import { renderApp } from './support/renderApp';

type Group = {
  rel_article_id: { label: string };
  visitor_location: string;
  visitor_amount: number;
};

const path = '/master/article-visitors';
const summaryPath = '/article-visitors/summary/by-article-country';

/** The rows of the summary table as [article, country, visitors]. */
const shownRows = () =>
  screen.queryAllByTestId(/^summary-row-\d+$/).map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );

const expectedRows = (data: Group[]) =>
  data.map((g) => [g.rel_article_id.label, g.visitor_location, String(g.visitor_amount)]);

describe('article visitors by article and country, against the real server', () => {
  let token: string;
  beforeAll(async () => {
    setApiBase(`${inject('apiUrl')}/api`);
    token = await logIn('admin');
  });
  afterAll(() => setApiBase('/api'));

  it('opens as a tab beside the list, the largest sums first, and turns the order round from its header', async () => {
    await logIn('admin');
    const app = renderApp(path);
    const tabs = await screen.findByTestId('list-tabs');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Daftar', 'Per Artikel dan Negara']);
    expect(await screen.findAllByTestId(/^row-\d+$/)).not.toHaveLength(0);

    await app.user.click(within(tabs).getByRole('tab', { name: 'Per Artikel dan Negara' }));
    await waitFor(() => expect(app.query('tab')).toBe('by-article-country'));
    const largest = await api<{ data: Group[]; total: number }>(`${summaryPath}?limit=10`, token);
    await waitFor(() => expect(shownRows()).toEqual(expectedRows(largest.data)));
    const table = screen.getByTestId('summary-by-article-country');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Artikel', 'Negara', 'Jumlah Pengunjung']);
    expect(within(table).getByText(`Total ${largest.total} data`)).toBeTruthy();

    await app.user.click(within(table).getAllByRole('columnheader')[2]!);
    await waitFor(() => expect(app.query('sort')).toBe('ASC'));
    const smallest = await api<{ data: Group[] }>(`${summaryPath}?limit=10&sort=ASC`, token);
    await waitFor(() => expect(shownRows()).toEqual(expectedRows(smallest.data)));

    await app.user.click(within(tabs).getByRole('tab', { name: 'Daftar' }));
    await waitFor(() => expect(app.query('tab')).toBeNull());
    expect(await screen.findAllByTestId(/^row-\d+$/)).not.toHaveLength(0);
  });

  it('keeps to the days picked, from the address and from the picker', async () => {
    await logIn('admin');
    const app = renderApp(`${path}?tab=by-article-country&from=2026-03-02&to=2026-03-03`);
    const twoDays = await api<{ data: Group[] }>(`${summaryPath}?from=2026-03-02&to=2026-03-03`, token);
    await waitFor(() => expect(shownRows()).toEqual(expectedRows(twoDays.data)));
    const [start, end] = within(
      screen.getAllByTestId('summary-period')[0]!.closest('.ant-picker')!,
    ).getAllByRole('textbox') as HTMLInputElement[];
    expect([start!.value, end!.value]).toEqual(['2026-03-02', '2026-03-03']);

    // Typed as a user types into the picker: the first day, Enter, the last day, Enter.
    fireEvent.mouseDown(start!);
    fireEvent.focus(start!);
    fireEvent.change(start!, { target: { value: '2026-03-02' } });
    fireEvent.keyDown(start!, { key: 'Enter' });
    fireEvent.change(end!, { target: { value: '2026-03-05' } });
    fireEvent.keyDown(end!, { key: 'Enter' });
    await waitFor(() => expect(app.query('to')).toBe('2026-03-05'));
    const fourDays = await api<{ data: Group[] }>(`${summaryPath}?from=2026-03-02&to=2026-03-05`, token);
    await waitFor(() => expect(shownRows()).toEqual(expectedRows(fourDays.data)));
    expect(fourDays.data).not.toEqual(twoDays.data);
  });

  it('shows the server’s refusal of a period the wrong way round', async () => {
    await logIn('admin');
    renderApp(`${path}?tab=by-article-country&from=2026-03-05&to=2026-03-01`);
    await waitFor(() =>
      expect(screen.getByTestId('summary-empty').textContent).toBe(
        'Gagal memuat data: Tanggal awal (2026-03-05) tidak boleh setelah tanggal akhir (2026-03-01)',
      ),
    );
  });

  it('says when a period holds no visits, in English too', async () => {
    await logIn('admin');
    setLang('en');
    renderApp(`${path}?tab=by-article-country&from=1999-01-01&to=1999-01-31`);
    await waitFor(() =>
      expect(screen.getByTestId('summary-empty').textContent).toBe('No data in this period'),
    );
    expect(screen.getByRole('tab', { name: 'By Article and Country' })).toBeTruthy();
  });

  it('is there for the read-only viewer, who reads article visitors', async () => {
    await logIn('viewer');
    renderApp(`${path}?tab=by-article-country`);
    expect(await screen.findAllByTestId(/^summary-row-\d+$/)).not.toHaveLength(0);
  });

  it('answers a user who may not read article visitors with the 403 page', async () => {
    await logInClaiming(['partners.read']);
    renderApp(`${path}?tab=by-article-country`);
    expect(await screen.findByText('Anda tidak memiliki izin untuk membuka halaman ini')).toBeTruthy();
    expect(screen.queryByTestId('list-tabs')).toBeNull();
  });
});
