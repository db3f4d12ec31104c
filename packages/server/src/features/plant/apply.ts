import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../resources/operations.js';
import { winCodeSql, winNumbers } from '../trees/codes.js';
import { villageRegion } from '../trees/hooks.js';

type AnyDb = Kysely<Record<string, Row>>;

/** A place as a phone reports it. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** What an approved planting report says was planted: the values its planting and trees are made from. */
export interface ApprovedPlanting {
  garden_id: number;
  species_id: number;
  variety_id?: number | null;
  seedlings: number;
  /** `YYYY-MM-DD` */
  planting_date: string;
  nursery_id?: number | null;
  /** Where the report was taken; the field's place (or its village's) when it has none. */
  location?: LatLng | null;
  notes?: string | null;
}

/** What an approved growth report measured of one planting's trees. */
export interface ApprovedGrowth {
  plant_id: number;
  /** `YYYY-MM-DD` */
  report_date: string;
  height_cm?: number | null;
  diameter_mm?: number | null;
  trees_dead: number;
  trees_replanted: number;
}

const pointOf = (value: unknown): LatLng | undefined => {
  const p = value as Partial<LatLng> | null | undefined;
  return p && Number.isFinite(Number(p.lat)) && Number.isFinite(Number(p.lng))
    ? { lat: Number(p.lat), lng: Number(p.lng) }
    : undefined;
};

/**
 * Makes what an approved planting report records: its planting, and one tree per seedling, each with a
 * WIN code of its own (numbered from `tree_win_numbers`), standing on the garden's field with that field's
 * farmer and village (and the village's unit and province), planted on the report's day and linked to the
 * planting. The trees go in with one statement, however many seedlings, so the map's cells and the row
 * counts are summed once by their statement triggers. Answers the planting's id.
 */
export async function plantFromApprovedReport(
  trx: Kysely<Database>,
  report: ApprovedPlanting,
): Promise<number> {
  const db = trx as unknown as AnyDb;
  const field = await db
    .selectFrom('gardens as g')
    .innerJoin('planting_fields as f', 'f.id', 'g.field_id')
    .innerJoin('villages as v', 'v.id', 'f.village_id')
    .select(['f.farmer_id', 'f.village_id', 'f.location', 'v.lat', 'v.lng'])
    .where('g.id', '=', report.garden_id)
    .executeTakeFirst();
  if (!field) throw new Error(`Garden ${report.garden_id} does not exist: its planting cannot be made`);
  const region = await villageRegion(db, Number(field.village_id));
  const place = pointOf(report.location) ??
    pointOf(field.location) ?? { lat: Number(field.lat ?? 0), lng: Number(field.lng ?? 0) };
  const planting = await db
    .insertInto('plantings')
    .values({
      garden_id: report.garden_id,
      species_id: report.species_id,
      variety_id: report.variety_id ?? null,
      seedlings: report.seedlings,
      planting_date: report.planting_date,
      nursery_id: report.nursery_id ?? null,
      notes: report.notes ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plantId = Number(planting.id);
  await sql`insert into trees (win_code, tree_species_id, farmer_id, village_id, province_id, unit_id,
      planting_date, planting_year, latitude, longitude, qty_trees, status, plant_id)
    select ${sql.raw(winCodeSql(`nextval('${winNumbers}')`))}, ${report.species_id}, ${field.farmer_id},
      ${field.village_id}, ${region?.province_id}, ${region?.unit_id}, ${report.planting_date}::date,
      ${Number(report.planting_date.slice(0, 4))}, ${place.lat}, ${place.lng}, 1, 'planted', ${plantId}
    from generate_series(1, ${report.seedlings}::int)`.execute(trx);
  return plantId;
}

/**
 * Brings a planting's trees in line with an approved growth report: `trees_dead` of them are dead,
 * `trees_replanted` replanted and the rest alive ('growing'), and the living ones take the measured height
 * and diameter with the report's date. Trees already dead are counted dead first, then those already
 * replanted, each then by WIN code, so the same counts reported again mark the same trees. A report older
 * than the latest one applied to the planting changes nothing (one approved late does not overwrite a
 * newer one): the planting keeps that report's date, since a dead tree keeps the date it was last measured
 * alive. The planting's row is locked meanwhile, so two approvals of one planting apply one after the
 * other. Answers whether the trees were changed. Only the trees whose values change are written.
 */
export async function applyApprovedGrowth(trx: Kysely<Database>, report: ApprovedGrowth): Promise<boolean> {
  const db = trx as unknown as AnyDb;
  const planting = await db
    .selectFrom('plantings')
    .select('growth_reported_on')
    .where('id', '=', report.plant_id)
    .forUpdate()
    .executeTakeFirst();
  if (!planting) throw new Error(`Planting ${report.plant_id} does not exist: its trees cannot be measured`);
  const latest = planting.growth_reported_on;
  if (latest != null && String(latest) > report.report_date) return false;
  await db
    .updateTable('plantings')
    .set({ growth_reported_on: report.report_date, updated_at: new Date() })
    .where('id', '=', report.plant_id)
    .execute();
  const dead = Math.max(0, Math.floor(report.trees_dead));
  const gone = dead + Math.max(0, Math.floor(report.trees_replanted));
  await sql`with ranked as (
      select id, row_number() over (
        order by case status when 'dead' then 0 when 'replanted' then 1 else 2 end, win_code, id) as rank
      from trees where plant_id = ${report.plant_id}
    ), next as (
      select t.id,
        case when r.rank <= ${dead} then 'dead' when r.rank <= ${gone} then 'replanted' else 'growing' end
          as status,
        case when r.rank > ${gone} then coalesce(${report.height_cm ?? null}::float8, t.latest_height_cm)
          else t.latest_height_cm end as height,
        case when r.rank > ${gone} then coalesce(${report.diameter_mm ?? null}::float8, t.latest_diameter_mm)
          else t.latest_diameter_mm end as diameter,
        case when r.rank > ${gone} then ${report.report_date}::date else t.measured_on end as measured_on
      from ranked r join trees t on t.id = r.id
    )
    update trees t
    set status = next.status, latest_height_cm = next.height, latest_diameter_mm = next.diameter,
      measured_on = next.measured_on, updated_at = now()
    from next
    where next.id = t.id
      and (t.status, t.latest_height_cm, t.latest_diameter_mm, t.measured_on)
        is distinct from (next.status, next.height, next.diameter, next.measured_on)`.execute(trx);
  return true;
}
