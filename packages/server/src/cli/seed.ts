import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { bootstrap } from '../db/bootstrap.js';
import { openDatabase } from '../db/connection.js';
import { attachedUploads, bannerSvg, logoSvg, photoSvg, storeDemoImage } from '../db/seed/images.js';
import { articleImages, partnerLogo, seedArticles, seedPartners } from '../db/seed/scale.js';
import { seedReports } from '../features/field-reports/scale.js';
import { seedTrees } from '../features/trees/scale.js';
import { openStore } from '../storage/store.js';

const usage = `Usage: npm run seed -- [--partners N] [--articles N] [--trees N] [--reports N] [--seed S]

Adds generated rows to the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
  --partners N   how many partners to add, 1 to 10000000
  --articles N   how many published blog articles to add (both languages, with photos), 1 to 10000000
  --trees N      how many planted trees to add over the demo's villages (with their farmers), 1 to 10000000
  --reports N    how many field reports to add over the seven kinds, the demo's gardens and the last 24
                 months, 1 to 10000000
  --seed S       seed of the generator, a whole number (default 2007): the same seed gives the same rows`;

class UsageError extends Error {}

function wholeNumber(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function readArgs(
  args: string[],
): { partners?: number; articles?: number; trees?: number; reports?: number; seed: number } | 'help' {
  let values: {
    partners?: string;
    articles?: string;
    trees?: string;
    reports?: string;
    seed?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        partners: { type: 'string' },
        articles: { type: 'string' },
        trees: { type: 'string' },
        reports: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const partners = wholeNumber('partners', values.partners, 1, 10_000_000);
  const articles = wholeNumber('articles', values.articles, 1, 10_000_000);
  const trees = wholeNumber('trees', values.trees, 1, 10_000_000);
  const reports = wholeNumber('reports', values.reports, 1, 10_000_000);
  if ([partners, articles, trees, reports].every((n) => n === undefined)) {
    throw new UsageError(
      'Say what to add: --partners N, --articles N, --trees N, --reports N or several, e.g. --trees 3200000',
    );
  }
  return {
    partners,
    articles,
    trees,
    reports,
    seed: wholeNumber('seed', values.seed, 0, 2 ** 32 - 1) ?? 2007,
  };
}

/** Adds `n` rows of a kind with `add`, telling how far it got. */
async function withProgress(
  kind: string,
  n: number,
  where: string,
  add: (progress: (inserted: number) => void) => Promise<void>,
): Promise<void> {
  console.log(`Adding ${n.toLocaleString('en')} ${kind} to ${where} …`);
  const started = performance.now();
  // On a terminal the count rewrites one line; in a log each batch gets its own line.
  const tty = process.stdout.isTTY;
  await add((inserted) => {
    const line = `  ${inserted.toLocaleString('en')} rows`;
    process.stdout.write(tty ? `\r${line}` : `${line}\n`);
  });
  if (tty) process.stdout.write('\n');
  const seconds = (performance.now() - started) / 1000;
  console.log(`Done: ${n.toLocaleString('en')} ${kind} in ${seconds.toFixed(1)} s.`);
}

/**
 * `npm run seed -- --partners N --articles N --trees N --reports N`: scales the content up for benchmarks and
 * trying the admin, the blog, the maps and the field reports at scale.
 */
async function main(): Promise<void> {
  let args: ReturnType<typeof readArgs>;
  let config: ReturnType<typeof loadConfig>;
  try {
    args = readArgs(process.argv.slice(2));
    config = loadConfig();
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(`${error instanceof ConfigError ? 'Configuration error' : 'Error'}: ${error.message}\n`);
      if (error instanceof UsageError) console.error(usage);
      process.exit(1);
    }
    throw error;
  }
  if (args === 'help') {
    console.log(usage);
    return;
  }

  const store = await openStore(config.storage);
  const { db, kind, close } = await openDatabase(config);
  try {
    const result = await bootstrap(db, config, store);
    for (const account of result.accounts) {
      if (account.password) console.log(`Login: ${account.username} / ${account.password}`);
    }
    const where = kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
    if (args.partners) {
      const logo = await storeDemoImage(store, partnerLogo.name, logoSvg('Mitra Rimba', 150));
      // One file held by every generated partner: attached to the resource, to no record in particular.
      await db
        .insertInto('uploads')
        .values(attachedUploads([logo], 'partners', 'file_logo', [null]))
        .onConflict((oc) => oc.column('url').doNothing())
        .execute();
      await withProgress('partners', args.partners, where, (progress) =>
        seedPartners(db, args.partners!, args.seed, progress),
      );
    }
    if (args.articles) {
      const picture = await storeDemoImage(store, articleImages.picture.name, bannerSvg(120));
      const photo = await storeDemoImage(store, articleImages.photo.name, photoSvg(100, 1));
      await db
        .insertInto('uploads')
        .values([
          ...attachedUploads([picture], 'article', 'file_article', [null]),
          ...attachedUploads([photo], 'article-photos', 'file_article_file_photo', [null]),
        ])
        .onConflict((oc) => oc.column('url').doNothing())
        .execute();
      await withProgress('articles', args.articles, where, (progress) =>
        seedArticles(db, args.articles!, args.seed, progress),
      );
    }
    if (args.trees) {
      await withProgress('trees', args.trees, where, (progress) =>
        seedTrees(db, args.trees!, args.seed, progress),
      );
    }
    if (args.reports) {
      await withProgress('field reports', args.reports, where, (progress) =>
        seedReports(db, args.reports!, args.seed, progress),
      );
    }
  } finally {
    await close();
    await store.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
