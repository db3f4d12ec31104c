import { formatMoney, formatNumber } from '@rimba/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setPlatformAPI } from 'echarts/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setApiBase } from '../src/api/client';
import type { Climate } from '../src/dashboard/ClimatePage';
import type { Disposition } from '../src/dashboard/DispositionPage';
import type { General } from '../src/dashboard/GeneralPage';
import type { Growth } from '../src/dashboard/GrowthPage';
import type { Information } from '../src/dashboard/InformationPage';
import type { Statistics } from '../src/dashboard/StatisticsPage';
import { api, logIn } from './support/realServer';
import { renderApp } from './support/renderApp';

// jsdom has no canvas, which ECharts measures its labels' text with: a rough width stands in.
setPlatformAPI({ measureText: (text: string) => ({ width: text.length * 7 }) });

/** A number as the Indonesian page writes it. */
const fmt = (n: number | null) => (n === null ? '-' : formatNumber(n, 'id')!);
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
/** A month `YYYY-MM` as the Indonesian page names it: `Mar 2026`. */
const monthOf = (month: string) => `${months[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

const countKeys = ['submitted', 'verified', 'sent_back', 'waiting', 'late'] as const;
type Counts = Record<(typeof countKeys)[number], number>;

/** The headline figure a card shows. */
const figure = (key: string) =>
  screen.getByTestId(`figure-${key}`).querySelector('.ant-statistic-content')?.textContent;

/** The rows of a panel's table, cell by cell. */
const tableRows = (panel: HTMLElement) =>
  [...panel.querySelectorAll('tbody tr.ant-table-row')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

type App = ReturnType<typeof renderApp>;

/** Switches a chart's panel to its table and answers the table's rows. */
async function tableOf(app: App, testId: string) {
  const panel = screen.getByTestId(testId);
  await app.user.click(within(panel).getByText('Tabel'));
  await waitFor(() => expect(within(panel).getByTestId(`${testId}-table`)).toBeTruthy());
  return tableRows(panel);
}

/** The address the export menu of a panel gives for a format, as path and query. */
async function exportLink(app: App, testId: string, format: 'csv' | 'xlsx') {
  await app.user.click(screen.getByTestId(`${testId}-export`));
  const link = await screen.findByTestId(`${testId}-export-${format}`);
  const url = new URL(link.getAttribute('href')!);
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('the dashboard screens against the real server', () => {
  let token: string;
  beforeAll(async () => {
    setApiBase(`${inject('apiUrl')}/api`);
    token = await logIn('admin');
  });
  afterAll(() => setApiBase('/api'));

  it('information: shows the figures the API answers; a period picked goes into the address, the figures and the export', async () => {
    await logIn('admin');
    const app = renderApp('/dashboard/information');
    const all = (await api<{ data: Information }>('/dashboard/information', token)).data;
    await waitFor(() => expect(figure('trees_planted')).toBe(fmt(all.trees_planted)));
    for (const key of ['trees_alive', 'farmers', 'villages', 'hectares', 'reports_waiting'] as const)
      expect(figure(key), key).toBe(fmt(all[key]));
    // The super user may read donations and orders: the funds show, in rupiah.
    expect(all.funds_raised_idr).not.toBeNull();
    expect(figure('funds_raised_idr')).toBe(formatMoney(all.funds_raised_idr));
    expect(figure('co2')).toBe(`${fmt(all.co2_tonnes.low)}–${fmt(all.co2_tonnes.high)} ton`);
    expect(screen.getByTestId('figure-co2').textContent).toContain(
      `nilai tengah ${fmt(all.co2_tonnes.central)} ton; perkiraan, bukan kredit bersertifikat`,
    );
    if (all.change.trees_planted !== 0) {
      expect(screen.getByTestId('figure-trees_planted-change').textContent).toContain(
        `${all.change.trees_planted > 0 ? '+' : '−'}${fmt(Math.abs(all.change.trees_planted))} sejak ${monthOf(all.change_since)}`,
      );
    }

    const picker = screen.getAllByTestId('dashboard-filter-period')[0]!.closest('.ant-picker')!;
    const [start, end] = within(picker as HTMLElement).getAllByRole('textbox') as HTMLInputElement[];
    fireEvent.mouseDown(start!);
    fireEvent.focus(start!);
    fireEvent.change(start!, { target: { value: '2019-01' } });
    fireEvent.keyDown(start!, { key: 'Enter' });
    fireEvent.change(end!, { target: { value: '2020-12' } });
    fireEvent.keyDown(end!, { key: 'Enter' });
    await waitFor(() => expect(app.query('to')).toBe('2020-12'));
    expect(app.query('from')).toBe('2019-01');
    const period = (await api<{ data: Information }>('/dashboard/information?from=2019-01&to=2020-12', token))
      .data;
    expect(period.trees_planted).not.toBe(all.trees_planted);
    await waitFor(() => expect(figure('trees_planted')).toBe(fmt(period.trees_planted)));
    expect(figure('farmers')).toBe(fmt(period.farmers));

    expect(tableRows(screen.getByTestId('chart-information-figures'))[0]).toEqual([
      'Pohon ditanam',
      fmt(period.trees_planted),
      expect.any(String),
    ]);
    expect(await exportLink(app, 'chart-information-figures', 'csv')).toEqual({
      path: '/api/dashboard/information/export',
      query: { chart: 'figures', format: 'csv', from: '2019-01', to: '2020-12' },
    });
  });

  it('general: each chart says its numbers in words and shows them as a table; the export keeps the filters', async () => {
    await logIn('admin');
    const filters = 'from=2019-01&to=2026-12';
    const app = renderApp(`/dashboard/general?${filters}`);
    const data = (await api<{ data: General }>(`/dashboard/general?${filters}`, token)).data;
    expect(data.months.length).toBeGreaterThan(1);
    const summary = await screen.findByTestId('chart-general-months-summary');
    const total = data.months.reduce((sum, m) => sum + m.trees, 0);
    expect(summary.textContent).toContain(
      `Penanaman per bulan, ${data.months.length} titik. Pohon: total ${fmt(total)}`,
    );
    expect(screen.getByTestId('chart-general-months').querySelector('[role="img"] svg')).toBeTruthy();
    expect(await tableOf(app, 'chart-general-months')).toEqual(
      data.months.map((m) => [monthOf(m.month), fmt(m.trees)]),
    );
    expect(screen.getByTestId('chart-general-regions').textContent).toContain('Pohon per wilayah (Provinsi)');
    expect(await tableOf(app, 'chart-general-regions')).toEqual(
      data.regions.map((r) => [r.name, fmt(r.trees)]),
    );
    expect(await tableOf(app, 'chart-general-species')).toEqual(
      data.species.map((s) => [s.name, fmt(s.trees)]),
    );
    const link = await exportLink(app, 'chart-general-regions', 'xlsx');
    expect(link).toEqual({
      path: '/api/dashboard/general/export',
      query: { chart: 'regions', format: 'xlsx', from: '2019-01', to: '2026-12' },
    });
    // The link's file, fetched with the session's token as the menu does.
    const file = await fetch(`${inject('apiUrl')}${link.path}?${new URLSearchParams(link.query)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('dashboard-general-regions.xlsx');
  });

  it('growth: the mean height against the standard by age, for the first species', async () => {
    await logIn('admin');
    const app = renderApp('/dashboard/growth');
    const data = (await api<{ data: Growth }>('/dashboard/growth', token)).data;
    const panel = await screen.findByTestId('chart-growth-height');
    // The demo's approved growth reports give every species measured points.
    const first = data.species[0]!;
    expect(first.points.length).toBeGreaterThan(0);
    expect(panel.textContent).toContain(`Tinggi terhadap standar menurut umur: ${first.name}`);
    expect(screen.getByTestId('chart-growth-height-summary').textContent).toContain('Tinggi rata-rata (cm)');
    expect(await tableOf(app, 'chart-growth-height')).toEqual(
      first.points.map((p) => [
        `${fmt(p.age_months)} bulan`,
        fmt(p.height_cm),
        fmt(p.standard_height_cm),
        fmt(p.diameter_mm),
        fmt(p.standard_diameter_mm),
        fmt(p.reports),
      ]),
    );
  });

  it('climate: the CO₂ as ranges, measured and modelled apart, per species, with the method, as an estimate', async () => {
    await logIn('admin');
    const app = renderApp('/dashboard/climate');
    const data = (await api<{ data: Climate }>('/dashboard/climate', token)).data;
    expect((await screen.findByTestId('climate-estimate')).textContent).toContain(
      'Angka ini perkiraan, bukan kredit karbon bersertifikat.',
    );
    for (const key of ['measured', 'modelled'] as const) {
      expect(screen.getByTestId(`climate-${key}`).textContent).toContain(
        `${fmt(data[key].low)}–${fmt(data[key].high)} ton CO₂nilai tengah ${fmt(data[key].central)} ton, ${fmt(data[key].trees)} pohon`,
      );
    }
    expect(screen.getByTestId('climate-method').textContent).toContain(data.method.id.slice(0, 60));
    expect(data.species.length).toBeGreaterThan(0);
    expect(screen.getByTestId('chart-climate-species-summary').textContent).toContain('Tengah: ');
    expect(await tableOf(app, 'chart-climate-species')).toEqual(
      data.species.map((s) => [
        s.name,
        fmt(s.central),
        fmt(s.low),
        fmt(s.high),
        fmt(s.measured_trees),
        fmt(s.modelled_trees),
      ]),
    );
  });

  it('disposition: the trees of each planting month by status, with the totals in words', async () => {
    await logIn('admin');
    const app = renderApp('/dashboard/disposition');
    const data = (await api<{ data: Disposition }>('/dashboard/disposition', token)).data;
    const { planted, alive, dead, harvested } = data.totals;
    expect((await screen.findByTestId('chart-disposition-months-summary')).textContent).toBe(
      `Jumlah: Ditanam ${fmt(planted)}, Hidup ${fmt(alive)}, Mati ${fmt(dead)}, Dipanen ${fmt(harvested)}.`,
    );
    expect(await tableOf(app, 'chart-disposition-months')).toEqual(
      data.months.map((m) => [monthOf(m.month), fmt(m.alive), fmt(m.dead), fmt(m.harvested), fmt(m.planted)]),
    );
  });

  it('statistics: reports per unit and per period as charts and tables, and the reporters as a table', async () => {
    await logIn('admin');
    const app = renderApp('/dashboard/statistics');
    const data = (await api<{ data: Statistics }>('/dashboard/statistics', token)).data;
    const counted = (row: Counts) => countKeys.map((k) => fmt(row[k]));
    const reporters = await screen.findByTestId('chart-statistics-reporters');
    await waitFor(() =>
      expect(tableRows(reporters)).toEqual(data.reporters.map((r) => [r.name, ...counted(r)])),
    );
    expect(data.units.length).toBeGreaterThan(0);
    expect(screen.getByTestId('chart-statistics-units-summary').textContent).toContain('Dikirim: ');
    expect(await tableOf(app, 'chart-statistics-units')).toEqual(
      data.units.map((u) => [u.name, ...counted(u)]),
    );
    expect(await tableOf(app, 'chart-statistics-months')).toEqual(
      data.months.map((m) => [monthOf(m.period), ...counted(m)]),
    );
  });
});
