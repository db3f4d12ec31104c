import {
  dayIn,
  type Field,
  type FieldReportState,
  fieldReportKindNames,
  fieldReportResource,
  reportPeriod,
  resourcesByName,
} from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import { keepKeptSummary, recountKeptSummary } from '../../db/kept-summaries/index.js';
import type { Database } from '../../db/schema.js';
import { pick, seededRandom } from '../../db/seed/random.js';
import type { Row } from '../../resources/operations.js';
import { dashboardSummaries } from '../dashboard/summaries.js';
import { gardenPlace } from './place.js';

type AnyDb = Kysely<Record<string, Row>>;
type Random = () => number;

/** Rows written by one statement: every column travels as one array, unnested by the database. */
const batchSize = 10_000;
/** Reports are dated over this many months up to the last day. */
const months = 24;
/** Reports younger than this many days are more often still on their way to approval. */
const recentDays = 60;
const day = 86_400_000;
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The shares of the four states: older reports are nearly all approved, those of the last two months
 * still often drafts, awaiting verification or sent back.
 */
const stateShares: Record<'old' | 'recent', [FieldReportState, number][]> = {
  old: [
    ['approved', 0.92],
    ['verification_request', 0.03],
    ['revision_request', 0.03],
    ['draft', 0.02],
  ],
  recent: [
    ['approved', 0.4],
    ['verification_request', 0.3],
    ['draft', 0.2],
    ['revision_request', 0.1],
  ],
};

function stateOf(random: Random, recent: boolean): FieldReportState {
  let r = random();
  for (const [state, share] of stateShares[recent ? 'recent' : 'old']) {
    if (r < share) return state;
    r -= share;
  }
  return 'approved';
}

/** Words a text field of a report is filled with, by field name; any other text gets its label and a number. */
const textSamples: Record<string, readonly string[]> = {
  product: ['Kopi', 'Kakao', 'Alpukat', 'Durian', 'Kemiri', 'Cengkeh', 'Pala', 'Madu Hutan', 'Petai'],
  pest: [
    'Ulat Daun',
    'Kutu Putih',
    'Penggerek Batang',
    'Rayap',
    'Jamur Akar Putih',
    'Karat Daun',
    'Belalang',
  ],
  fertilizer: ['Pupuk Kandang', 'Kompos', 'NPK 16-16-16', 'Urea', 'TSP', 'KCl', 'Pupuk Organik Cair'],
  notes: [
    'Kondisi kebun baik.',
    'Sebagian pohon perlu penyulaman.',
    'Akses jalan licin setelah hujan.',
    'Petani hadir saat pengukuran.',
    'Gulma mulai tumbuh di sela tanaman.',
  ],
  treatment: ['Penyemprotan pestisida nabati.', 'Pemangkasan cabang terserang.', 'Pengendalian manual.'],
};

/** A rule's first argument as a number, when the field has the rule. */
const ruleArg = (field: Field, name: string): number | undefined => {
  const rule = field.parsedRules.find((r) => r.name === name);
  return rule ? Number(rule.args[0]) : undefined;
};

/** The columns the generator sets itself: where, when and by whom, and what the server derives. */
const placed = new Set([
  'garden_id',
  'plant_id',
  'report_date',
  'period',
  'location',
  'accuracy_m',
  'status',
  'reporter_id',
  'unit_id',
  'project_id',
  'approved_at',
]);

/** What a field's value is made from besides its declaration: the report's day and period, lookups. */
interface Draw {
  random: Random;
  date: string;
  period: string;
  /** The ids of the rows of a looked-up resource. */
  ids: (resource: string) => readonly number[];
}

/**
 * A valid value of a field the reporter types, from its declaration alone: one of its options, a number
 * within its min_value and max_value, a text within its length, a day up to the report's, an existing
 * looked-up row. An optional field is left empty one time in four, an optional lookup always (which row
 * of it fits depends on the others); files and shapes too. A required field of a type it cannot make
 * throws, so that a kind gaining one is noticed.
 */
function fieldValue(field: Field, { random, date, period, ids }: Draw): unknown {
  const lookup = field.lookup?.resource;
  const skippable =
    lookup !== undefined || ['images', 'videos', 'image', 'file', 'polygon', 'map'].includes(field.type);
  if (!field.required && (skippable || random() < 0.25)) return null;
  const min = ruleArg(field, 'min_value') ?? ruleArg(field, 'between');
  const max = ruleArg(field, 'max_value') ?? field.parsedRules.find((r) => r.name === 'between')?.args[1];
  const low = min ?? 0;
  const high = max === undefined ? low + 1000 : Number(max);
  switch (field.type) {
    case 'select':
    case 'radio':
      return pick(random, field.options ?? []).value;
    case 'select-multiple':
    case 'checkbox':
      return [pick(random, field.options ?? []).value];
    case 'number':
      return Math.ceil(low) + Math.floor(random() * (Math.floor(high) - Math.ceil(low) + 1));
    case 'year':
      return min === undefined ? 2000 + Math.floor(random() * 27) : Math.ceil(low);
    case 'decimal':
      return Math.min(high, round(low + random() * (high - low), 1));
    case 'money':
      return Math.ceil(low) + Math.floor(random() * (high - Math.ceil(low)));
    case 'boolean':
      return random() < 0.5;
    case 'date':
      return new Date(Date.parse(date) - Math.floor(random() * 90) * day).toISOString().slice(0, 10);
    case 'datetime':
      return `${date}T08:00:00.000Z`;
    case 'month':
      return period;
    case 'lookup':
    case 'lookup-radio': {
      const found = ids(lookup!);
      if (found.length === 0) throw new Error(`A report's ${field.name} needs rows of ${lookup}`);
      return pick(random, found);
    }
    case 'text':
    case 'textarea': {
      const samples = textSamples[field.name];
      const text = samples ? pick(random, samples) : `${field.label.id} ${1 + Math.floor(random() * 99)}`;
      const longest = field.maxLength ?? ruleArg(field, 'max');
      return longest === undefined ? text : text.slice(0, longest);
    }
    default:
      if (!field.required) return null;
      throw new Error(`No value can be made for a required ${field.type} field (${field.name})`);
  }
}

/** Where a report is taken: a garden (or a planting on it), its unit and project, its village's place. */
interface Place {
  garden_id: number;
  plant_id: number | null;
  unit_id: number | null;
  project_id: number | null;
  lat: number | null;
  lng: number | null;
}

/** A few plantings on the first gardens when there are none: growth reports are measured on one. */
async function plantingsOrSome(db: AnyDb, random: Random): Promise<Row[]> {
  const existing = await db.selectFrom('plantings').select(['id', 'garden_id']).orderBy('id').execute();
  if (existing.length > 0) return existing;
  // Every third garden, so that the plantings lie in every unit that has gardens.
  const gardens = (await db.selectFrom('gardens').select('id').orderBy('id').execute()).filter(
    (_, i) => i % 3 === 0,
  );
  const species = await db.selectFrom('tree_species').select('id').orderBy('id').execute();
  if (gardens.length === 0 || species.length === 0) return [];
  return db
    .insertInto('plantings')
    .values(
      gardens.map((g) => ({
        garden_id: g.id,
        species_id: pick(random, species).id,
        seedlings: 200 + Math.floor(random() * 1800),
        planting_date: `${2019 + Math.floor(random() * 4)}-0${1 + Math.floor(random() * 9)}-15`,
      })),
    )
    .returning(['id', 'garden_id'])
    .execute();
}

/** The demo's gardens with their unit and project (as a report on them gets them) and their village's place. */
async function gardenPlaces(db: Kysely<Database>): Promise<Map<number, Place>> {
  const rows = await (db as unknown as AnyDb)
    .selectFrom('gardens as g')
    .innerJoin('planting_fields as f', 'f.id', 'g.field_id')
    .innerJoin('villages as v', 'v.id', 'f.village_id')
    .select(['g.id', 'v.lat', 'v.lng'])
    .orderBy('g.id')
    .execute();
  const places = new Map<number, Place>();
  for (const r of rows) {
    const id = Number(r.id);
    places.set(id, {
      garden_id: id,
      plant_id: null,
      ...(await gardenPlace(db, id)),
      lat: r.lat == null ? null : Number(r.lat),
      lng: r.lng == null ? null : Number(r.lng),
    });
  }
  return places;
}

/** The days of the `months` months up to `lastDay`, each with its period. */
function reportDays(lastDay: string): { date: string; period: string; recent: boolean }[] {
  const last = Date.parse(lastDay);
  const first = new Date(last);
  first.setUTCMonth(first.getUTCMonth() - months);
  const days = [];
  for (let t = first.getTime() + day; t <= last; t += day) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.push({ date, period: reportPeriod(date), recent: last - t < recentDays * day });
  }
  return days;
}

/** A table's columns with the element type of an array of them (`int8`, `jsonb`, …). */
async function columnTypes(db: Kysely<Database>, table: string): Promise<Map<string, string>> {
  const { rows } = await sql<{ column_name: string; udt_name: string }>`
    select column_name, udt_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return new Map(rows.map((r) => [r.column_name, r.udt_name]));
}

/** How many reports of n each kind gets: an equal share, the first kinds one more while some are left. */
const shareOf = (n: number, index: number) =>
  Math.floor(n / fieldReportKindNames.length) + (index < n % fieldReportKindNames.length ? 1 : 0);

/**
 * Adds n generated field reports (`npm run seed -- --reports N`), for benchmarks and trying the report
 * lists at scale: an equal share of each of the seven kinds, on the demo's gardens (on a planting of
 * theirs where the kind requires one; a few plantings are made when there are none), dated over the 24
 * months up to `lastDay` (today by default) with the period the server would give them, by the demo's
 * users, mostly approved and the recent ones often still in the other states. Each kind's own values
 * come from its declaration (see fieldValue), so a field it gains is filled with no change here. The same
 * seed, n and last day give the same rows. Rows go in one transaction, a statement per batch (the
 * counted-table triggers keep `row_counts` per statement); the vacuum after it is the partners' one.
 */
export async function seedReports(
  db: Kysely<Database>,
  n: number,
  seed: number,
  progress: (inserted: number) => void = () => {},
  lastDay: string = dayIn(new Date()),
): Promise<void> {
  const random = seededRandom(seed);
  const anyDb = db as unknown as AnyDb;
  const gardens = await gardenPlaces(db);
  if (gardens.size === 0) {
    throw new Error('Reports need gardens: start the application once with the demo content to write them');
  }
  const plantings = (await plantingsOrSome(anyDb, random))
    .map((p) => ({ ...gardens.get(Number(p.garden_id))!, plant_id: Number(p.id) }))
    .filter((p) => p.garden_id !== undefined);
  const users = await anyDb.selectFrom('users').select('id').orderBy('id').execute();
  const reporters = users.map((u) => Number(u.id));
  const days = reportDays(lastDay);
  const kinds = fieldReportKindNames.map((kind) => {
    const resource = resourcesByName.get(fieldReportResource(kind))!;
    const own = resource.fields.filter((f) => !placed.has(f.name) && f.form);
    const places = resource.fieldsByName.get('plant_id')?.required ? plantings : [...gardens.values()];
    return { kind, resource, own, places };
  });
  // The rows a required lookup picks from, each looked-up table read once.
  const looked = new Map<string, number[]>();
  for (const f of kinds.flatMap((k) => k.own)) {
    const name = f.lookup?.resource;
    if (!f.required || name === undefined || looked.has(name)) continue;
    const table = resourcesByName.get(name)?.table ?? name;
    const rows = await anyDb.selectFrom(table).select('id').orderBy('id').limit(1000).execute();
    looked.set(
      name,
      rows.map((r) => Number(r.id)),
    );
  }

  let inserted = 0;
  // The dashboards' summaries of the reports are counted once after the load, not upserted per batch.
  const kept = dashboardSummaries.flatMap((summary) =>
    kinds
      .filter(({ resource }) => summary.sources.some((source) => source.table === resource.table))
      .map(({ resource }) => ({ summary, table: resource.table })),
  );
  await db.transaction().execute(async (trx) => {
    for (const { summary, table } of kept) await keepKeptSummary(trx, summary, table, false);
    for (const [index, { kind, resource, own, places }] of kinds.entries()) {
      if (places.length === 0) throw new Error(`${kind} reports need plantings, and none could be made`);
      const types = await columnTypes(trx, resource.table);
      const count = shareOf(n, index);
      for (let from = 0; from < count; from += batchSize) {
        const rows = reportRows(Math.min(batchSize, count - from), {
          random,
          places,
          days,
          reporters,
          own,
          ids: (name) => looked.get(name) ?? [],
        });
        await insertColumns(trx, resource.table, types, rows);
        inserted += rows.length;
        progress(inserted);
      }
    }
    for (const { summary, table } of kept) await keepKeptSummary(trx, summary, table, true);
  });
  for (const summary of new Set(kept.map((k) => k.summary))) await recountKeptSummary(db, summary);
  for (const { resource } of kinds) await sql`vacuum analyze ${sql.id(resource.table)}`.execute(db);
}

interface Batch {
  random: Random;
  places: readonly Place[];
  days: readonly { date: string; period: string; recent: boolean }[];
  reporters: readonly number[];
  own: readonly Field[];
  ids: (resource: string) => readonly number[];
}

/** `size` reports of a kind, each a row of column values. */
function reportRows(size: number, batch: Batch): Row[] {
  const { random, places, days, reporters, own, ids } = batch;
  const now = Date.now();
  const rows: Row[] = [];
  for (let i = 0; i < size; i++) {
    const place = pick(random, places);
    const { date, period, recent } = pick(random, days);
    const status = stateOf(random, recent);
    // Written the day of the report, approved within a week; neither after now.
    const created = new Date(Math.min(Date.parse(date) + (1 + random() * 10) * 3_600_000, now));
    const approved =
      status === 'approved'
        ? new Date(Math.min(created.getTime() + (1 + random() * 6) * day, now))
        : undefined;
    const row: Row = {
      garden_id: place.garden_id,
      plant_id: place.plant_id,
      report_date: date,
      period,
      location:
        place.lat === null || place.lng === null
          ? null
          : JSON.stringify({
              lat: round(place.lat + (random() - 0.5) * 0.01, 6),
              lng: round(place.lng + (random() - 0.5) * 0.01, 6),
            }),
      accuracy_m: Math.round(3 + random() * 12),
      status,
      reporter_id: reporters.length > 0 ? pick(random, reporters) : null,
      unit_id: place.unit_id,
      project_id: place.project_id,
      approved_at: approved?.toISOString() ?? null,
      created_at: created.toISOString(),
      updated_at: (approved ?? created).toISOString(),
    };
    for (const field of own) {
      const value = fieldValue(field, { random, date, period, ids });
      row[field.name] = value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
    }
    rows.push(row);
  }
  return rows;
}

/** Inserts rows in one statement: each column sent as one array of its type, unnested together. */
async function insertColumns(
  db: Kysely<Database>,
  table: string,
  types: ReadonlyMap<string, string>,
  rows: readonly Row[],
): Promise<void> {
  const columns = Object.keys(rows[0] ?? {});
  if (columns.length === 0) return;
  const arrays = columns.map((c) => {
    const type = types.get(c);
    if (!type) throw new Error(`${table} has no column ${c}`);
    return sql`${sql.val(rows.map((r) => r[c] ?? null))}::${sql.raw(type)}[]`;
  });
  await sql`insert into ${sql.id(table)} (${sql.join(columns.map((c) => sql.id(c)))})
    select * from unnest(${sql.join(arrays)})`.execute(db);
}
