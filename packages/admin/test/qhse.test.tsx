import { act, screen, waitFor, within } from '@testing-library/react';
import { setPlatformAPI } from 'echarts/core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { setApiBase } from '../src/api/client';
import type { QhseOverview } from '../src/dashboard/QhsePage';
import { setLang } from '../src/i18n';
import { api, logIn, logInClaiming } from './support/realServer';
import { renderApp } from './support/renderApp';

// jsdom has no canvas, which ECharts measures its labels' text with: a rough width stands in.
setPlatformAPI({ measureText: (text: string) => ({ width: text.length * 7 }) });

const overview: QhseOverview = {
  scores: [
    { kind: 'qpass', unit_id: 1, unit: 'Unit Jambi', period: '2031-01', mean_score_pct: 81.5, count: 2 },
    { kind: 'qpass', unit_id: 1, unit: 'Unit Jambi', period: '2031-02', mean_score_pct: 90, count: 1 },
    { kind: 'qpass', unit_id: 2, unit: 'Unit Riau', period: '2031-02', mean_score_pct: 64.25, count: 1 },
    { kind: 'smk3l', unit_id: 2, unit: 'Unit Riau', period: '2031-01', mean_score_pct: 70, count: 1 },
  ],
  actions: {
    by_state: { open: 4, in_progress: 2, done: 1, verified: 3, reopened: 1 },
    overdue: 2,
    most_overdue: [
      {
        id: 41,
        finding: 'Jalur evakuasi terhalang',
        reference: 'QPASS 2031-01 · 2.1',
        owner: 'Siti Aminah',
        due_date: '2031-02-01',
        days_late: 12,
      },
      {
        id: 42,
        finding: 'APAR kedaluwarsa',
        reference: null,
        owner: null,
        due_date: '2031-02-10',
        days_late: 3,
      },
    ],
  },
  complaints: {
    by_state: { received: 2, investigating: 1, resolved: 5, rejected: 0 },
    resolved: 5,
    mean_resolve_hours: 18.5,
  },
};

/** The address a fetch call goes to. */
const urlOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input), 'http://admin.test');

/** Answers the overview with `answer`, every other call going on to the real server; answers the calls made. */
function answerOverview(answer: QhseOverview) {
  const real = globalThis.fetch;
  const asked: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/qhse/overview') {
      asked.push(url);
      return Response.json({ data: answer });
    }
    return real(input, init);
  });
  return asked;
}

const figure = (key: string) =>
  screen.getByTestId(`figure-${key}`).querySelector('.ant-statistic-content') as HTMLElement;

const tableRows = (panel: HTMLElement) =>
  [...panel.querySelectorAll('tbody tr.ant-table-row')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

describe('the QHSE screen', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => setLang('id'));
  });

  it('shows the figures, the scores of each unit of the chosen kind, the most overdue actions and the complaints', async () => {
    await logIn('admin');
    const asked = answerOverview(overview);
    const app = renderApp('/dashboard/qhse?kind=qpass&from=2031-01&to=2031-12&unit_id=1');
    await waitFor(() => expect(figure('open-actions').textContent).toBe('7'));
    expect(Object.fromEntries(asked.at(-1)!.searchParams)).toEqual({
      kind: 'qpass',
      from: '2031-01',
      to: '2031-12',
      unit_id: '1',
    });
    // Overdue work shows in the error colour; none overdue would not.
    expect(figure('overdue-actions').textContent).toBe('2');
    expect(figure('overdue-actions').style.color).not.toBe('');
    expect(figure('open-complaints').textContent).toBe('3');
    expect(figure('resolve-hours').textContent).toBe('18,5 jam');
    expect(screen.getByTestId('figure-resolve-hours').textContent).toContain('dari 5 keluhan selesai');

    const scores = screen.getByTestId('chart-qhse-scores');
    expect(scores.textContent).toContain('Nilai rata-rata per periode: QPASS');
    await app.user.click(within(scores).getByText('Tabel'));
    expect(tableRows(scores)).toEqual([
      ['Jan 2031', '81,5%', '-'],
      ['Feb 2031', '90%', '64,25%'],
    ]);
    // The screen's numbers have no export of their own: only the chart's picture is offered.
    expect(within(scores).queryByTestId('chart-qhse-scores-export')).toBeNull();

    const overdue = screen.getByTestId('qhse-most-overdue');
    expect(tableRows(overdue)).toEqual([
      ['Jalur evakuasi terhalang', 'QPASS 2031-01 · 2.1', 'Siti Aminah', '1 Februari 2031', '12'],
      ['APAR kedaluwarsa', '-', '-', '10 Februari 2031', '3'],
    ]);
    await app.user.click(within(overdue).getByText('Jalur evakuasi terhalang'));
    await waitFor(() => expect(app.location().pathname).toBe('/master/corrective-actions'));
    expect(app.query('view')).toBe('detail');
    expect(app.query('id')).toBe('41');
  });

  it('shows the complaints by state, and says so in English', async () => {
    await logIn('admin');
    answerOverview(overview);
    act(() => setLang('en'));
    const app = renderApp('/dashboard/qhse');
    const complaints = await screen.findByTestId('chart-qhse-complaints');
    expect(complaints.textContent).toContain('Complaints by state');
    await app.user.click(within(complaints).getByText('Table'));
    expect(tableRows(complaints)).toEqual([
      ['Received', '2'],
      ['Investigating', '1'],
      ['Resolved', '5'],
      ['Rejected', '0'],
    ]);
    expect(figure('resolve-hours').textContent).toBe('18.5 h');
    // Without a kind chosen, the first kind with scores is drawn.
    expect(screen.getByTestId('chart-qhse-scores').textContent).toContain('Mean score by period: QPASS');
  });

  it('shows the real server’s answer', async () => {
    const token = await logIn('admin');
    renderApp('/dashboard/qhse');
    const real = (await api<{ data: QhseOverview }>('/qhse/overview', token)).data;
    const open = ['open', 'in_progress', 'reopened'].reduce(
      (n, s) => n + (real.actions?.by_state[s] ?? 0),
      0,
    );
    await waitFor(() => expect(figure('open-actions').textContent).toBe(String(open)));
    expect(figure('overdue-actions').textContent).toBe(String(real.actions?.overdue));
  });

  it('says which parts a user may not see', async () => {
    answerOverview({ scores: null, actions: null, complaints: null });
    await logInClaiming(['partners.read']);
    renderApp('/dashboard/qhse');
    expect(await screen.findByTestId('qhse-scores-hidden')).toBeTruthy();
    expect(screen.getByTestId('figure-open-actions').textContent).toContain(
      'Anda tidak memiliki izin untuk melihat bagian ini.',
    );
    expect(screen.queryByTestId('qhse-most-overdue')).toBeNull();
    expect(screen.queryByTestId('chart-qhse-complaints')).toBeNull();
  });

  it('downloads an appraisal’s report from its detail', async () => {
    await logIn('admin');
    const real = globalThis.fetch;
    const row = {
      id: 7,
      unit_id: 1,
      rel_unit_id: { id: 1, label: 'Unit Jambi' },
      site_type: 'office',
      appraisal_date: '2031-01-10',
      period: '2031-01',
      status: 'approved',
      score_pct: 87.5,
      answers: {},
    };
    const pdfCalls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = urlOf(input);
      if (url.pathname === '/api/qpass-appraisals/7/show') return Response.json({ data: row });
      if (url.pathname === '/api/qpass-appraisals/7/pdf') {
        pdfCalls.push(new Headers(init?.headers).get('authorization') ?? '');
        return new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="qpass-appraisals-7.pdf"',
          },
        });
      }
      return real(input, init);
    });
    const saved: string[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:test/1';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const app = renderApp('/master/qpass-appraisals?view=detail&id=7');
      // The module's detail view is loaded on first use: on a busy machine that alone takes a while.
      const button = await screen.findByTestId('action-pdf', {}, { timeout: 60_000 });
      expect(button.textContent).toBe('Unduh PDF');
      await app.user.click(button);
      await waitFor(() => expect(saved).toEqual(['qpass-appraisals-7.pdf']));
      expect(pdfCalls).toEqual([expect.stringMatching(/^Bearer /)]);
    } finally {
      URL.createObjectURL = createObjectURL;
    }
  });
});
