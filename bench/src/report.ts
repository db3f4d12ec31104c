import { type OpsRun, rssShares } from './backup.js';
import type { DashboardRun } from './dashboard.js';
import type { Measurement } from './load.js';
import type { PaymentRun } from './payments.js';
import type { PublicRun } from './public-articles.js';
import type { ReportsListRun } from './reports.js';
import type { ScaleCheck } from './scale-lists.js';
import type { TreesListRun, TreesRun } from './trees.js';

export interface Comparison {
  endpoint: string;
  connections: number;
  rimba: Measurement;
  ceiling: Measurement;
  /** Rimba's requests per second as a percentage of the ceiling's. */
  percentOfCeiling: number;
}

/** The issue's target on PostgreSQL, at this many connections. */
export const target = { connections: 16, minPercent: 70, maxP99Ms: 20 };

export interface TargetCheck {
  endpoint: string;
  percentOfCeiling: number;
  p99: number;
  meetsPercent: boolean;
  meetsP99: boolean;
}

const int = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number) => `${n} ms`;

/** The columns of Rimba next to the ceiling: requests per second, p50 and p99 of each. */
const comparedHead = ['Rimba req/s', 'p50', 'p99', 'ceiling req/s', 'p50', 'p99', 'Rimba/ceiling'];

function comparedCells(rimba: Measurement, ceiling: Measurement, percentOfCeiling: string): string[] {
  return [
    int(rimba.requestsPerSecond),
    ms(rimba.p50),
    ms(rimba.p99),
    int(ceiling.requestsPerSecond),
    ms(ceiling.p50),
    ms(ceiling.p99),
    percentOfCeiling,
  ];
}

/** A plain-text table: one line per endpoint and connection count. */
export function formatTable(comparisons: Comparison[]): string {
  const lines = comparisons.map((c) => [
    c.endpoint,
    String(c.connections),
    ...comparedCells(c.rimba, c.ceiling, `${c.percentOfCeiling.toFixed(1)}%`),
  ]);
  return alignedTable(['endpoint', 'conn', ...comparedHead], lines);
}

/** Columns padded to their widest cell: the first to the left, the figures to the right. */
export function alignedTable(head: string[], lines: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [format(head), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

/** How each endpoint fares against the target; empty when the run did not use the target's connections. */
export function checkTarget(comparisons: Comparison[]): TargetCheck[] {
  return comparisons
    .filter((c) => c.connections === target.connections)
    .map((c) => ({
      endpoint: c.endpoint,
      percentOfCeiling: c.percentOfCeiling,
      p99: c.rimba.p99,
      meetsPercent: c.percentOfCeiling >= target.minPercent,
      meetsP99: c.rimba.p99 < target.maxP99Ms,
    }));
}

export function formatTargetChecks(checks: TargetCheck[]): string {
  const title = `Target on PostgreSQL at ${target.connections} connections: Rimba ≥ ${target.minPercent}% of the ceiling's req/s and p99 < ${target.maxP99Ms} ms`;
  if (checks.length === 0) return `${title}: not measured (no run at ${target.connections} connections).`;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const lines = checks.map(
    (c) =>
      `  ${c.endpoint.padEnd(11)} ${c.percentOfCeiling.toFixed(1).padStart(5)}% of ceiling: ${verdict(c.meetsPercent).padEnd(6)}  ` +
      `p99 ${ms(c.p99).padStart(6)}: ${verdict(c.meetsP99)}`,
  );
  return [title, ...lines].join('\n');
}

const percent = (part: number, whole: number) => `${whole > 0 ? ((part / whole) * 100).toFixed(1) : '0.0'}%`;

/** One line per public endpoint, plain or conditional calls, and connection count. */
export function formatPublicTable(lines: PublicRun[]): string {
  const head = ['endpoint', 'calls', 'conn', 'req/s', 'p50', 'p99', '304s'];
  const rows = lines.map((l) => [
    l.endpoint,
    l.conditional ? 'If-None-Match' : 'plain',
    String(l.connections),
    int(l.measurement.requestsPerSecond),
    ms(l.measurement.p50),
    ms(l.measurement.p99),
    percent(l.measurement.notModified, l.measurement.requests),
  ]);
  return alignedTable(head, rows);
}

export interface P99Check {
  endpoint: string;
  conditional: boolean;
  p99: number;
  met: boolean;
}

/** The p99 part of the target, for endpoints with no ceiling; empty when no run used its connections. */
export function checkP99(lines: PublicRun[]): P99Check[] {
  return lines
    .filter((l) => l.connections === target.connections)
    .map((l) => ({
      endpoint: l.endpoint,
      conditional: l.conditional,
      p99: l.measurement.p99,
      met: l.measurement.p99 < target.maxP99Ms,
    }));
}

export function formatP99Checks(checks: P99Check[]): string {
  const title = `Target on PostgreSQL at ${target.connections} connections: p99 < ${target.maxP99Ms} ms`;
  if (checks.length === 0) return `${title}: not measured (no run at ${target.connections} connections).`;
  const lines = checks.map(
    (c) =>
      `  ${c.endpoint.padEnd(11)} ${(c.conditional ? 'If-None-Match' : 'plain').padEnd(13)} ` +
      `p99 ${ms(c.p99).padStart(6)}: ${c.met ? 'met' : 'MISSED'}`,
  );
  return [title, ...lines].join('\n');
}

/** One line per payment endpoint and connection count; for notifications, the settlements applied. */
export function formatPaymentsTable(runs: PaymentRun[]): string {
  const head = ['endpoint', 'conn', 'req/s', 'p50', 'p99', 'requests', 'applied'];
  const rows = runs.map((r) => [
    r.endpoint,
    String(r.connections),
    int(r.measurement.requestsPerSecond),
    ms(r.measurement.p50),
    ms(r.measurement.p99),
    int(r.measurement.requests),
    r.applied === undefined ? '' : int(r.applied),
  ]);
  return alignedTable(head, rows);
}

/** The trees' calls: WIN lookup and tiles, one line each, with the machine's load when measured. */
export function formatTreesRuns(runs: TreesRun[]): string {
  const head = ['call', 'calls', 'req/s', 'p50', 'p99', 'load'];
  const rows = runs.map((r) => [
    r.name,
    int(r.calls),
    int(r.measurement.requestsPerSecond),
    ms(r.measurement.p50),
    ms(r.measurement.p99),
    r.load.toFixed(2),
  ]);
  return alignedTable(head, rows);
}

/** The trees list: Rimba, the ceiling sending the same SQL, and the page counted by a window over all matches. */
export function formatTreesLists(lists: TreesListRun[]): string {
  const head = [
    'list',
    'Rimba req/s',
    'p99',
    'ceiling req/s',
    'p99',
    'Rimba/ceiling',
    'naive req/s',
    'p99',
    'Rimba/naive',
    'load',
  ];
  const rows = lists.map((l) => [
    l.endpoint,
    int(l.rimba.requestsPerSecond),
    ms(l.rimba.p99),
    int(l.ceiling.requestsPerSecond),
    ms(l.ceiling.p99),
    percent(l.rimba.requestsPerSecond, l.ceiling.requestsPerSecond),
    l.naive ? int(l.naive.requestsPerSecond) : '-',
    l.naive ? ms(l.naive.p99) : '-',
    l.naive && l.naive.requests > 0
      ? `${(l.rimba.requestsPerSecond / l.naive.requestsPerSecond).toFixed(1)}×`
      : '-',
    l.load.toFixed(2),
  ]);
  return alignedTable(head, rows);
}

export function formatTreesChecks(checks: ScaleCheck[]): string {
  const lines = checks.map(
    (c) =>
      `  ${c.what.padEnd(28)} ${`${c.figure} ${c.unit}`.padStart(9)} (bar < ${c.bar} ${c.unit}): ${c.met ? 'met' : 'MISSED'}`,
  );
  return ['Bars on PostgreSQL at 16 connections:', ...lines].join('\n');
}

/** The field report lists: Rimba next to the ceiling sending the same SQL, with what each asks. */
export function formatReportsLists(lists: ReportsListRun[]): string {
  const rows = lists.map((l) => [
    l.list,
    int(l.calls),
    ...comparedCells(l.rimba, l.ceiling, percent(l.rimba.requestsPerSecond, l.ceiling.requestsPerSecond)),
    l.load.toFixed(2),
  ]);
  const table = alignedTable(['list', 'calls', ...comparedHead, 'load'], rows);
  return `${table}\n${lists.map((l) => `  ${l.list.padEnd(9)} ${l.asks}`).join('\n')}`;
}

/** The dashboard: each screen, filter set and caller, Rimba next to the naive SQL over the source rows. */
export function formatDashboard(runs: DashboardRun[]): string {
  const head = [
    'screen',
    'filters',
    'caller',
    'Rimba req/s',
    'p50',
    'p99',
    'failed',
    'naive req/s',
    'p50',
    'p99',
    'answered',
    'load',
  ];
  const naiveMs = (n: NonNullable<DashboardRun['naive']>, figure: number) =>
    figure >= n.timeoutMs ? `> ${ms(n.timeoutMs)}` : ms(figure);
  const rows = runs.map(({ rimba, naive, ...r }) => [
    r.screen,
    r.filters,
    r.caller,
    int(rimba.requestsPerSecond),
    ms(rimba.p50),
    ms(rimba.p99),
    int(rimba.errors + rimba.non2xx),
    naive ? naive.requestsPerSecond.toFixed(2) : '-',
    naive ? naiveMs(naive, naive.p50) : '-',
    naive ? naiveMs(naive, naive.p99) : '-',
    naive ? `${naive.requests} of ${naive.requests + naive.timedOut + naive.errors + naive.non2xx}` : '-',
    r.load.toFixed(2),
  ]);
  return alignedTable(head, rows);
}

/** The backup and the restore: time, archive, rows per second and the CLI's memory as the run went on. */
export function formatBackupRuns(runs: OpsRun[]): string {
  const head = [
    'step',
    'seconds',
    'archive',
    'rows',
    'rows/s',
    'max RSS',
    ...rssShares.map((s) => `RSS ${s * 100}%`),
    'load',
  ];
  const rows = runs.map((r) => [
    r.command,
    r.seconds.toFixed(1),
    `${r.archiveMb.toFixed(1)} MB`,
    int(r.rows),
    int(r.rowsPerSecond),
    `${r.maxRssMb} MB`,
    ...r.rssAtMb.map((m) => `${m} MB`),
    r.load.toFixed(2),
  ]);
  return alignedTable(head, rows);
}
