import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type KeptSummary,
  KeptSummaryRecounts,
  keepKeptSummary,
  keptSummaryFunctions,
  keptSummaryMigration,
  recountKeptSummary,
} from '../src/db/kept-summaries/index.js';
import type { Database } from '../src/db/schema.js';
import { recordingLog } from './support/log.js';
import { bothDatabases, createTestApp, type TestApp } from './support/server.js';

const scratch = [
  'create table sk_owners (id bigint primary key, region text)',
  'create table sk_items (id bigint primary key, owner_id bigint, kind text, qty bigint not null, status text not null)',
  'create table sk_gifts (id bigint primary key, region text, kind text, qty bigint)',
];

/** Quantities and weights per region and kind, of the active items (region of their owner) and the gifts. */
const summary: KeptSummary = {
  table: 'sk_summary',
  groups: { region: 'text', kind: 'text' },
  sums: { qty: 'bigint', weight: 'double precision' },
  sources: [
    {
      table: 'sk_items',
      name: 'items',
      join: 'left join sk_owners o on o.id = s.owner_id',
      where: `s.status = 'active'`,
      groups: { region: 'o.region', kind: 's.kind' },
      sums: { qty: 's.qty', weight: 's.qty * 0.1' },
    },
    {
      table: 'sk_gifts',
      groups: { region: 's.region', kind: 's.kind' },
      sums: { qty: 's.qty', weight: 's.qty * 0.1' },
    },
  ],
  indexes: [['kind', 'region']],
};

interface Row {
  region: string | null;
  kind: string | null;
  qty: number;
  weight: number;
  source_rows: number;
}

const asRows = (rows: Record<string, unknown>[]): Row[] =>
  rows.map((r) => ({
    region: r.region as string | null,
    kind: r.kind as string | null,
    qty: Number(r.qty),
    weight: Number(r.weight),
    source_rows: Number(r.source_rows),
  }));

const ordered = 'order by region nulls first, kind nulls first';

async function kept(db: Kysely<Database>): Promise<Row[]> {
  const { rows } = await sql
    .raw<Record<string, unknown>>(
      `select region, kind, qty, round(weight::numeric, 6) as weight, source_rows from sk_summary ${ordered}`,
    )
    .execute(db);
  return asRows(rows);
}

/** The summary as it should be, grouped from the sources here rather than by the code under test. */
async function expected(db: Kysely<Database>): Promise<Row[]> {
  const { rows } = await sql
    .raw<Record<string, unknown>>(
      `select region, kind, sum(qty) as qty, round(sum(qty * 0.1)::numeric, 6) as weight, count(*) as source_rows
      from (
        select o.region, i.kind, i.qty from sk_items i left join sk_owners o on o.id = i.owner_id
          where i.status = 'active'
        union all
        select region, kind, coalesce(qty, 0) from sk_gifts
      ) u group by region, kind ${ordered}`,
    )
    .execute(db);
  return asRows(rows);
}

async function run(db: Kysely<Database>, statements: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const statement of statements) await sql.raw(statement).execute(trx);
  });
}

describe.each(bothDatabases)('a kept summary on %s', (kind) => {
  let t: TestApp;
  const exec = (statement: string) => sql.raw(statement).execute(t.db);
  /** The kept sums equal the sources' sums, and a recount finds nothing to put right. */
  const agrees = async () => {
    const want = await expected(t.db);
    expect(await kept(t.db)).toEqual(want);
    expect(await recountKeptSummary(t.db, summary)).toEqual({ rows: want.length, drifted: 0 });
    return want;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await run(t.db, scratch);
    await exec(`insert into sk_owners values (1, 'aceh'), (2, 'bali'), (3, null)`);
    // Rows already there when the summary is made are summed by its migration.
    await exec(`insert into sk_items values (1, 1, 'mangrove', 10, 'active'), (2, 2, 'teak', 4, 'draft')`);
    await run(t.db, keptSummaryMigration(summary));
  });
  afterAll(async () => t?.close());

  it('sums the rows already there, then follows inserts, updates, deletes and a truncate of its sources', async () => {
    expect(await agrees()).toEqual([
      { region: 'aceh', kind: 'mangrove', qty: 10, weight: 1, source_rows: 1 },
    ]);

    await exec(`insert into sk_items values
      (3, 1, 'mangrove', 5, 'active'), (4, 2, 'mangrove', 7, 'active'), (5, 2, 'teak', 2, 'active'),
      (6, 3, 'teak', 1, 'active'), (7, null, null, 3, 'active'), (8, 3, null, 6, 'active')`);
    await exec(
      `insert into sk_gifts values (1, 'aceh', 'mangrove', 100), (2, null, null, 1), (3, 'bali', 'teak', null)`,
    );
    expect(await agrees()).toEqual([
      // Nulls group together: the item without an owner, the one whose owner has no region, and a gift.
      { region: null, kind: null, qty: 10, weight: 1, source_rows: 3 },
      { region: null, kind: 'teak', qty: 1, weight: 0.1, source_rows: 1 },
      { region: 'aceh', kind: 'mangrove', qty: 115, weight: 11.5, source_rows: 3 },
      { region: 'bali', kind: 'mangrove', qty: 7, weight: 0.7, source_rows: 1 },
      { region: 'bali', kind: 'teak', qty: 2, weight: 0.2, source_rows: 2 },
    ]);

    // Rows move between groups, into the summary (a draft made active) and out of it.
    await exec(`update sk_items set kind = 'teak' where kind = 'mangrove' and owner_id = 1`);
    await exec(`update sk_items set status = case when status = 'draft' then 'active' else 'draft' end
      where owner_id = 2`);
    await exec(`update sk_items set qty = qty * 2`);
    await exec(`update sk_gifts set region = 'bali' where id = 1`);
    const moved = await agrees();
    expect(moved).toEqual([
      { region: null, kind: null, qty: 19, weight: 1.9, source_rows: 3 },
      { region: null, kind: 'teak', qty: 2, weight: 0.2, source_rows: 1 },
      { region: 'aceh', kind: 'teak', qty: 30, weight: 3, source_rows: 2 },
      { region: 'bali', kind: 'mangrove', qty: 100, weight: 10, source_rows: 1 },
      { region: 'bali', kind: 'teak', qty: 8, weight: 0.8, source_rows: 2 },
    ]);
    // Groups left without rows (Aceh's mangroves) are deleted, not kept at zero.
    expect(await kept(t.db)).not.toContainEqual(expect.objectContaining({ source_rows: 0 }));

    await exec(`delete from sk_items where owner_id is null or kind is null`);
    await exec(`delete from sk_gifts where region is null`);
    expect((await agrees()).filter((r) => r.kind === null)).toEqual([]);

    await exec('truncate sk_gifts');
    const afterTruncate = await agrees();
    expect(afterTruncate.map((r) => r.source_rows).reduce((a, b) => a + b, 0)).toBe(
      Number((await exec(`select 1 from sk_items where status = 'active'`)).rows.length),
    );
    await exec('truncate sk_items');
    expect(await agrees()).toEqual([]);
  });

  it('finds a group kept wrong by hand, and puts it right', async () => {
    await exec(`insert into sk_items values (20, 1, 'pine', 3, 'active'), (21, 2, 'pine', 4, 'active')`);
    await agrees();
    await exec(`update sk_summary set qty = qty + 5 where region = 'aceh'`);
    expect(await recountKeptSummary(t.db, summary)).toEqual({ rows: 2, drifted: 1 });
    expect(await kept(t.db)).toEqual(await expected(t.db));
    // A group gone and one made up are each a drift too.
    await exec(`delete from sk_summary where region = 'bali'`);
    await exec(`insert into sk_summary (region, kind, qty, source_rows) values ('papua', 'sago', 9, 1)`);
    expect(await recountKeptSummary(t.db, summary)).toEqual({ rows: 2, drifted: 2 });
    await agrees();
  });

  it('leaves inserts to a source uncounted while its upkeep is off, for a bulk load counted once after', async () => {
    const before = await agrees();
    await keepKeptSummary(t.db, summary, 'sk_items', false);
    await exec(`insert into sk_items values (30, 1, 'pine', 50, 'active'), (31, 3, 'pine', 1, 'active')`);
    expect(await kept(t.db)).toEqual(before);
    await keepKeptSummary(t.db, summary, 'sk_items', true);
    expect(await recountKeptSummary(t.db, summary)).toEqual({ rows: 3, drifted: 2 });
    await exec(`insert into sk_items values (32, 1, 'pine', 1, 'active')`);
    await agrees();
    await expect(keepKeptSummary(t.db, summary, 'sk_owners', false)).rejects.toThrow(
      'Kept summary sk_summary has no source reading sk_owners',
    );
  });

  it('replaces its functions for a source summed another way, which a recount then applies', async () => {
    const doubled: KeptSummary = {
      ...summary,
      sources: [
        { ...summary.sources[0]!, sums: { qty: 's.qty * 2', weight: 's.qty * 0.1' } },
        summary.sources[1]!,
      ],
    };
    const statements = keptSummaryFunctions(doubled);
    expect(statements.every((s) => s.startsWith('create or replace function'))).toBe(true);
    const before = await kept(t.db);
    await run(t.db, statements);
    expect(await recountKeptSummary(t.db, doubled)).toEqual({ rows: before.length, drifted: before.length });
    expect((await kept(t.db)).map((r) => r.qty)).toEqual(before.map((r) => r.qty * 2));
    await run(t.db, keptSummaryFunctions(summary));
    await recountKeptSummary(t.db, summary);
    await agrees();
  });

  // PGlite has one connection: a writer and a recount cannot overlap there.
  it.skipIf(kind === 'pglite')(
    'makes a writer to a source wait while it counts, and loses none of its rows',
    async () => {
      await exec(`insert into sk_items values (50, 2, 'ebony', 1, 'active')`);
      await agrees();
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let written!: () => void;
      const wrote = new Promise<void>((resolve) => (written = resolve));
      const writer = t.db.transaction().execute(async (trx) => {
        await sql`insert into sk_items values (51, 2, 'ebony', 9, 'active')`.execute(trx);
        written();
        await committing;
      });
      await wrote;
      // The writer's trigger added to a group the recount replaces: the recount waits for it and counts its
      // row, rather than replace the group, once the writer commits, by sums without it.
      const recount = recountKeptSummary(t.db, summary);
      await new Promise((resolve) => setTimeout(resolve, 300));
      commit();
      await writer;
      expect(await recount).toMatchObject({ drifted: 0 });
      expect(await kept(t.db)).toContainEqual({
        region: 'bali',
        kind: 'ebony',
        qty: 10,
        weight: 1,
        source_rows: 2,
      });
      await agrees();
    },
  );

  it('names its functions and triggers within 63 characters, however long the names it is given', async () => {
    const long = `sk_${'long_'.repeat(10)}summary`;
    const source = `sk_${'long_'.repeat(10)}source`;
    expect(long.length).toBeLessThanOrEqual(63);
    const longSummary: KeptSummary = {
      table: long,
      groups: { kind: 'text' },
      sums: { qty: 'bigint' },
      sources: [
        { table: 'sk_items', name: `${source}_a`, groups: { kind: 's.kind' }, sums: { qty: 's.qty' } },
        { table: 'sk_items', name: `${source}_b`, groups: { kind: 's.kind' }, sums: { qty: '1' } },
      ],
    };
    await run(t.db, keptSummaryMigration(longSummary));
    await exec(`insert into sk_items values (40, 1, 'cedar', 5, 'draft')`);
    const { rows } = await sql
      .raw<{ kind: string; qty: string; source_rows: string }>(`select * from ${long} where kind = 'cedar'`)
      .execute(t.db);
    expect(rows.map((r) => [r.kind, Number(r.qty), Number(r.source_rows)])).toEqual([['cedar', 6, 2]]);
    const { rows: triggers } = await sql<{ tgname: string }>`
      select tgname from pg_trigger where tgrelid = 'sk_items'::regclass and not tgisinternal`.execute(t.db);
    // Five per source: each name its own, none cut by the database.
    expect(new Set(triggers.map((r) => r.tgname)).size).toBe(15);
    await keepKeptSummary(t.db, longSummary, 'sk_items', false);
    await keepKeptSummary(t.db, longSummary, 'sk_items', true);
    await exec(`delete from sk_items where id = 40`);
  });

  it('refuses declarations the database would refuse or count wrong', () => {
    const items = summary.sources[0]!;
    const bad: [Partial<KeptSummary>, string][] = [
      [{ table: 'SK_Summary' }, 'table "SK_Summary" is not a plain lower-case identifier'],
      [{ table: 'sk_summary; drop table sk_items' }, 'is not a plain lower-case identifier'],
      [{ groups: { source_rows: 'bigint' } }, 'source_rows is the column counting the source rows'],
      [
        { sums: { qty: 'bigint', source_rows: 'bigint' } },
        'source_rows is the column counting the source rows',
      ],
      [{ groups: {} }, 'it needs at least one group column'],
      [{ sums: { qty: 'text', weight: 'double precision' } }, 'sum column qty is of type "text"'],
      [
        { sources: [{ ...items, sums: { qty: 's.qty' } }] },
        'source items gives no value for sum column weight',
      ],
      [
        { sources: [{ ...items, groups: { region: 'o.region' } }] },
        'source items gives no value for group column kind',
      ],
      [
        { sources: [{ ...items, groups: { ...items.groups, extra: '1' } }] },
        'source items gives extra, not a group',
      ],
      [{ sources: [items, { ...items }] }, 'two sources are named items'],
      [
        { sources: [{ ...items, name: 'Items' }] },
        'source name "Items" is not a plain lower-case identifier',
      ],
      [{ indexes: [['nope']] }, 'an index names nope'],
    ];
    for (const [change, message] of bad) {
      const declared = { ...summary, ...change };
      expect(() => keptSummaryMigration(declared), message).toThrow(message);
      expect(() => keptSummaryFunctions(declared), message).toThrow(message);
    }
  });

  it('is counted again each night by a leased job, which records it and warns of a drift', async () => {
    const { log, lines } = recordingLog('info');
    let now = new Date('2026-12-12T07:00:00Z'); // 14:00 in Jakarta
    const recounts = new KeptSummaryRecounts(t.db, [summary], log, { now: () => now });
    const recorded = async () =>
      // Only this summary's: the app's own job counts the dashboards' again when it starts at night.
      (
        await sql<{ summary: string; recounted_at: Date; rows: string; drifted: string }>`
          select * from kept_summary_recounts where summary = ${summary.table}`.execute(t.db)
      ).rows.map((r) => ({
        ...r,
        recounted_at: new Date(r.recounted_at),
        rows: Number(r.rows),
        drifted: Number(r.drifted),
      }));

    const groups = (await expected(t.db)).length;
    expect(await recounts.round()).toEqual([]);
    expect(await recorded()).toEqual([]);

    now = new Date('2026-12-12T19:00:00Z'); // 02:00 of the 13th in Jakarta
    await exec(`update sk_summary set qty = qty + 1 where kind = 'pine' and region = 'aceh'`);
    expect(await recounts.round()).toEqual([{ summary: 'sk_summary', rows: groups, drifted: 1 }]);
    expect(await recorded()).toEqual([
      { summary: 'sk_summary', recounted_at: now, rows: groups, drifted: 1 },
    ]);
    expect(lines.at(-1)).toMatchObject({ level: 40, summary: 'sk_summary', drifted: 1 });
    expect(lines.at(-1)!.msg).toContain('sk_summary');

    now = new Date('2026-12-12T20:30:00Z'); // 03:30 the same night
    expect(await recounts.round()).toEqual([]);
    now = new Date('2026-12-13T18:00:00Z'); // 01:00 the next night, 23 hours on
    expect(await recounts.round()).toEqual([{ summary: 'sk_summary', rows: groups, drifted: 0 }]);
    expect(lines.at(-1)).toMatchObject({ level: 30, summary: 'sk_summary', drifted: 0 });

    now = new Date('2026-12-14T05:00:00Z'); // 12:00: recounted now all the same
    expect(await recounts.recountNow()).toEqual([{ summary: 'sk_summary', rows: groups, drifted: 0 }]);
    expect((await recorded())[0]!.recounted_at).toEqual(now);

    // Started, the job runs a round at once on the instance holding its lease.
    await exec(`delete from kept_summary_recounts where summary = '${summary.table}'`);
    now = new Date('2026-12-14T20:00:00Z'); // 03:00 in Jakarta
    recounts.start();
    try {
      await expect.poll(async () => (await recorded()).length, { timeout: 5_000, interval: 50 }).toBe(1);
    } finally {
      await recounts.stop();
    }
    expect((await recorded())[0]).toMatchObject({ summary: 'sk_summary', recounted_at: now, drifted: 0 });
  });
});
