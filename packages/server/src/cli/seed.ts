import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { bootstrap } from '../db/bootstrap.js';
import { openDatabase } from '../db/connection.js';
import { attachedUploads, logoSvg, storeDemoImage } from '../db/seed/images.js';
import { partnerLogo, seedPartners } from '../db/seed/scale.js';
import { openStore } from '../storage/store.js';

const usage = `Usage: npm run seed -- --partners N [--seed S]

Adds N generated partners to the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
  --partners N   how many partners to add, 1 to 10000000
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

function readArgs(args: string[]): { partners: number; seed: number } | 'help' {
  let values: { partners?: string; seed?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        partners: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const partners = wholeNumber('partners', values.partners, 1, 10_000_000);
  if (partners === undefined) throw new UsageError('--partners is required, e.g. --partners 100000');
  return { partners, seed: wholeNumber('seed', values.seed, 0, 2 ** 32 - 1) ?? 2007 };
}

/** `npm run seed -- --partners N`: scales the content up for benchmarks and trying the admin at scale. */
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
    const logo = await storeDemoImage(store, partnerLogo.name, logoSvg('Mitra Rimba', 150));
    // One file held by every generated partner: attached to the resource, to no record in particular.
    await db
      .insertInto('uploads')
      .values(attachedUploads([logo], 'partners', 'file_logo', [null]))
      .onConflict((oc) => oc.column('url').doNothing())
      .execute();
    const where = kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
    console.log(`Adding ${args.partners.toLocaleString('en')} partners to ${where} …`);
    const started = performance.now();
    // On a terminal the count rewrites one line; in a log each batch gets its own line.
    const tty = process.stdout.isTTY;
    await seedPartners(db, args.partners, args.seed, (inserted) => {
      const line = `  ${inserted.toLocaleString('en')} rows`;
      process.stdout.write(tty ? `\r${line}` : `${line}\n`);
    });
    if (tty) process.stdout.write('\n');
    const seconds = (performance.now() - started) / 1000;
    console.log(`Done: ${args.partners.toLocaleString('en')} partners in ${seconds.toFixed(1)} s.`);
  } finally {
    await close();
    await store.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
