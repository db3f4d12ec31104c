import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import chromium from '@sparticuz/chromium';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { buildStaleApps } from '../../scripts/build-apps.mjs';
import { buildStaleServer, serverBundle } from '../../scripts/build-server.mjs';
import { serverNodeFlags } from '../../scripts/server-flags.mjs';
import { startCommand, UsageError, whole } from './options.js';
import { alignedTable } from './report.js';

/** The pages measured: real addresses of the demo content. */
const pages = [
  { name: 'home', path: '/' },
  { name: 'blog', path: '/blog' },
  { name: 'blog detail', path: '/blog/menanam-mangrove-di-pesisir-demak' },
  { name: 'events', path: '/campaign-event' },
  { name: 'trees4change', path: '/trees4change' },
  { name: 'win', path: '/win' },
  { name: 'location', path: '/about-location-capacity' },
];

/** The issue's bars, as Lighthouse scores from 0 to 100. */
const bars = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof bars;
const categories = Object.keys(bars) as Category[];
const titles: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

const usage = `Usage: npm run bench:lighthouse -- [--runs N] [--lang id|en] [--pages P,Q] [--strict]

  --runs N     runs per page, of which the median one is reported (default 1; Lighthouse advises 3 or 5
               on a busy machine)
  --lang L     the pages in Indonesian (id, default) or in English (en)
  --pages P,Q  only these pages, by name (${pages.map((p) => p.name.replace(/ /g, '-')).join(', ')})
  --strict     exit with 1 when a page misses a bar (by default the figures are only reported)

Builds the site and the admin when their sources changed, starts the bundled server on a fresh embedded
database with the demo content (as npm start does), and runs Lighthouse on ${pages.map((p) => p.path).join(', ')}
with its default mobile settings (emulated phone, simulated slow 4G and CPU). Chromium comes from
CHROMIUM_PATH, /usr/bin/chromium, or the @sparticuz/chromium package. Prints the four scores of each page
against the bars (performance ${bars.performance}, accessibility ${bars.accessibility}, best practices ${bars['best-practices']}, SEO ${bars.seo})
and, for a missed bar, the audits that cost points; writes them to bench/results/lighthouse-latest.json
and each page's full Lighthouse report to bench/results/lighthouse/.`;

type Page = (typeof pages)[number];

interface Options {
  runs: number;
  strict: boolean;
  lang: 'id' | 'en';
  pages: Page[];
}

/** A page's name as the command line writes it: `blog-detail`. */
const pageOption = (page: Page) => page.name.replace(/ /g, '-');

function readOptions(args: string[]): Options | 'help' {
  let values: { runs?: string; strict?: boolean; lang?: string; pages?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        runs: { type: 'string', default: '1' },
        strict: { type: 'boolean', default: false },
        lang: { type: 'string', default: 'id' },
        pages: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  if (values.lang !== 'id' && values.lang !== 'en') {
    throw new UsageError(`--lang must be id or en, got "${values.lang}"`);
  }
  const asked = values.pages?.split(',').map((name) => name.trim()) ?? pages.map(pageOption);
  const unknown = asked.filter((name) => !pages.some((p) => pageOption(p) === name));
  if (unknown.length > 0) {
    throw new UsageError(`--pages names no page called ${unknown.join(', ')}`);
  }
  return {
    runs: whole('runs', String(values.runs), 1, 9),
    strict: Boolean(values.strict),
    lang: values.lang,
    pages: pages.filter((p) => asked.includes(pageOption(p))),
  };
}

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results');

/** Run when the command is interrupted, so no server, browser or temporary folder is left behind. */
let cleanUp: (() => Promise<void>) | undefined;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The bundled server as npm start runs it, on its own embedded database in `dataDir`, with the demo content. */
async function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags(), serverBundle], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DEMO_CONTENT: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => output.includes('Rimba is running') && resolve());
    child.once('exit', (code) => reject(new Error(`The server stopped (code ${code}):\n${output}`)));
  });
  return { url, child };
}

/**
 * Headless Chromium from the system (CHROMIUM_PATH, or Debian's /usr/bin/chromium) or else the one the
 * @sparticuz/chromium npm package ships, as the end-to-end tests find it. Nothing is downloaded.
 */
async function startChromium(): Promise<LaunchedChrome> {
  const system = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return launch({
    chromePath: existsSync(system) ? system : await chromium.executablePath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    logLevel: 'silent',
  });
}

/** An audit that cost a category points, with what Lighthouse says fixing it would save. */
interface Finding {
  id: string;
  title: string;
  score: number | null;
  /** Its share of the category's score (performance: the metrics' weights). */
  weight: number;
  displayValue?: string;
  savingsMs?: number;
  savingsBytes?: number;
  /** The layout shift it causes. */
  savingsCls?: number;
  /** What it is about: the first element or file it names. */
  about?: string;
}

/**
 * The first element (its CSS selector), file (its path) or link (its text and address) an audit's details
 * name, searched depth first.
 */
function firstNamed(value: unknown, origin: string, depth = 0): string | undefined {
  if (depth > 6 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstNamed(item, origin, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.selector === 'string') return record.selector;
  if (typeof record.url === 'string') return record.url.replace(origin, '');
  if (typeof record.href === 'string') return `"${record.text}" to ${record.href.replace(origin, '')}`;
  for (const key of ['items', 'node']) {
    const found = firstNamed(record[key], origin, depth + 1);
    if (found) return found;
  }
  return undefined;
}

interface PageResult {
  name: string;
  url: string;
  scores: Record<Category, number>;
  /** What weighs on performance: total blocking time and largest contentful paint (ms), script transferred (bytes). */
  metrics: { tbt: number; lcp: number; scriptBytes: number };
  /** The audits behind each missed bar, the costliest first. */
  findings: Partial<Record<Category, Finding[]>>;
  runWarnings: string[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * The audits of a category that did not pass, those that weigh in its score first, then by savings. For
 * performance the metrics weigh, and the opportunities and diagnostics name what would speed them up.
 */
function findingsOf(lhr: Lhr, category: Category): Finding[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const findings: Finding[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    // Passed, or with no score: not applicable, informative, or for people to check by hand.
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    const metricSavings = audit.metricSavings as Record<string, number> | undefined;
    const { CLS: cls, ...timeSavings } = metricSavings ?? {};
    const savingsMs = details?.overallSavingsMs ?? Math.max(0, ...Object.values(timeSavings));
    const about = firstNamed(audit.details, new URL(lhr.finalDisplayedUrl).origin);
    const finding: Finding = {
      id: ref.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      ...(audit.displayValue && { displayValue: audit.displayValue }),
      ...(savingsMs > 0 && { savingsMs: Math.round(savingsMs) }),
      ...(details?.overallSavingsBytes && { savingsBytes: Math.round(details.overallSavingsBytes) }),
      ...(cls && { savingsCls: Math.round(cls * 1000) / 1000 }),
      ...(about && { about }),
    };
    // A performance diagnostic counts when it tells what fixing it would save.
    const saves = finding.savingsMs || finding.savingsBytes || finding.savingsCls;
    if (category === 'performance' && ref.weight === 0 && !saves) continue;
    findings.push(finding);
  }
  return findings.sort(
    (a, b) =>
      b.weight * (1 - (b.score ?? 0)) - a.weight * (1 - (a.score ?? 0)) ||
      (b.savingsMs ?? 0) - (a.savingsMs ?? 0) ||
      (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0),
  );
}

async function measurePage(
  chrome: LaunchedChrome,
  url: string,
  name: string,
  runs: number,
): Promise<{ result: PageResult; lhr: Lhr }> {
  const lhrs: Lhr[] = [];
  for (let i = 0; i < runs; i++) {
    // Lighthouse's default settings are the mobile preset: a phone's screen, simulated slow 4G and a CPU
    // four times slower than this one.
    const run = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
    if (run.lhr.runtimeError) {
      throw new Error(`Lighthouse could not load ${url}: ${run.lhr.runtimeError.message}`);
    }
    lhrs.push(run.lhr);
  }
  // The run nearest the median of first paint and of interactive time, as Lighthouse picks it.
  const lhr = computeMedianRun(lhrs);
  const scores = Object.fromEntries(
    categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const findings: PageResult['findings'] = {};
  for (const c of categories) if (scores[c] < bars[c]) findings[c] = findingsOf(lhr, c);
  const resources = lhr.audits['resource-summary']?.details as
    | { items?: { resourceType: string; transferSize: number }[] }
    | undefined;
  const metrics = {
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    scriptBytes: resources?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
  };
  return { result: { name, url, scores, metrics, findings, runWarnings: lhr.runWarnings }, lhr };
}

function formatScores(results: PageResult[]): string {
  const head = ['page', ...categories.map((c) => `${titles[c]} (≥ ${bars[c]})`)];
  const rows = results.map((r) => [
    r.name,
    ...categories.map((c) => `${r.scores[c]}${r.scores[c] < bars[c] ? ' MISSED' : ''}`),
  ]);
  return alignedTable(head, rows);
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

function formatFindings(results: PageResult[], top = 10): string {
  const lines: string[] = [];
  for (const r of results) {
    for (const c of categories) {
      const findings = r.findings[c];
      if (!findings) continue;
      lines.push(`\n${r.name}: ${titles[c]} ${r.scores[c]} (bar ${bars[c]})`);
      for (const f of findings.slice(0, top)) {
        const savings = [
          f.savingsMs ? `saves ~${f.savingsMs} ms` : '',
          f.savingsBytes ? `saves ~${kb(f.savingsBytes)}` : '',
          f.savingsCls ? `saves CLS ${f.savingsCls}` : '',
        ].filter(Boolean);
        const score = f.score === null ? '' : ` score ${Math.round(f.score * 100)}`;
        const value = f.displayValue ? ` ${f.displayValue}` : '';
        const weight = f.weight > 0 ? ` weight ${f.weight}` : '';
        const about = f.about ? `; ${f.about}` : '';
        lines.push(
          `  ${f.id}:${score}${weight}${value}${savings.length ? `; ${savings.join(', ')}` : ''}${about}`,
        );
      }
      if (findings.length > top) lines.push(`  … and ${findings.length - top} more in the report`);
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const options = startCommand(readOptions, usage, () => cleanUp?.());
  if (!options) return;

  buildStaleApps();
  await buildStaleServer();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rimba-lighthouse-'));
  let server: ChildProcess | undefined;
  let chrome: LaunchedChrome | undefined;
  cleanUp = async () => {
    chrome?.kill();
    if (server && server.exitCode === null) {
      const stopped = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const results: PageResult[] = [];
  let chromiumVersion = '';
  let lighthouseVersion = '';
  try {
    const started = await startServer(dataDir);
    server = started.child;
    chrome = await startChromium();
    chromiumVersion = (
      (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
        Browser: string;
      }
    ).Browser;
    console.log(
      `Lighthouse, mobile preset, in ${chromiumVersion}, on ${started.url}; ` +
        `${options.runs === 1 ? 'one run' : `the median of ${options.runs} runs`} per page\n`,
    );
    await mkdir(path.join(resultsDir, 'lighthouse'), { recursive: true });
    const prefix = options.lang === 'en' ? '/en' : '';
    for (const page of options.pages) {
      const url = `${started.url}${prefix}${page.path === '/' && prefix ? '' : page.path}`;
      const { result, lhr } = await measurePage(chrome, url, page.name, options.runs);
      results.push(result);
      lighthouseVersion = lhr.lighthouseVersion;
      const { tbt, lcp, scriptBytes } = result.metrics;
      console.log(
        `${page.name}: ${categories.map((c) => `${titles[c]} ${result.scores[c]}`).join(', ')}; ` +
          `TBT ${tbt} ms, LCP ${(lcp / 1000).toFixed(1)} s, script ${kb(scriptBytes)}`,
      );
      for (const warning of result.runWarnings) console.warn(`  warning: ${warning}`);
      const file = `${page.name.replace(/\W+/g, '-')}${options.lang === 'en' ? '-en' : ''}.json`;
      await writeFile(path.join(resultsDir, 'lighthouse', file), JSON.stringify(lhr));
    }
  } finally {
    await cleanUp();
    cleanUp = undefined;
  }

  console.log(`\n${formatScores(results)}`);
  const missed = results.some((r) => Object.keys(r.findings).length > 0);
  console.log(
    missed
      ? `\nAudits behind the missed bars (ids as in the Lighthouse report):${formatFindings(results)}`
      : '\nEvery page meets every bar.',
  );

  const file = path.join(resultsDir, 'lighthouse-latest.json');
  await writeFile(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), chromium: chromiumVersion, lighthouse: lighthouseVersion, lang: options.lang, runs: options.runs, bars, pages: results }, null, 2)}\n`,
  );
  console.log(
    `\nResults written to ${path.relative(process.cwd(), file)}, full reports in ${path.relative(process.cwd(), path.join(resultsDir, 'lighthouse'))}/`,
  );
  if (missed && options.strict) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
