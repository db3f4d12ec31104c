import { type FieldErrors, type SuitabilityRow, suitability, type Text } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { KindHooks } from '../field-reports/index.js';
import { plantFromApprovedReport } from '../plant/apply.js';

const plantedLater: Text = {
  id: 'Tanggal tanam tidak boleh setelah tanggal laporan',
  en: 'The planting date cannot be after the report date',
};

/**
 * What an approved planting report does: the planting module makes the planting and its trees
 * (`plantFromApprovedReport`), in the approval's transaction, and the report then names that planting in
 * `plant_id`.
 */
export async function plantingReportApproved(ctx: OperationContext, report: Row): Promise<Row> {
  const id = (v: unknown) => (v == null ? null : Number(v));
  const plantId = await plantFromApprovedReport(ctx.db, {
    garden_id: Number(report.garden_id),
    species_id: Number(report.species_id),
    variety_id: id(report.variety_id),
    seedlings: Number(report.seedlings),
    planting_date: String(report.planting_date),
    nursery_id: id(report.nursery_id),
    location: (report.location as { lat: number; lng: number } | null) ?? null,
    notes: (report.notes as string | null) ?? null,
  });
  return { plant_id: plantId };
}

const anyDb = (ctx: OperationContext) => ctx.db as unknown as Kysely<Record<string, Row>>;

/**
 * Whether the report's species and variety suit its garden by the suitability matrix (its unit, or its
 * unit's province): the reason why not, in the caller's language, as a warning that does not refuse.
 */
export async function plantingSuitability(ctx: OperationContext, report: Row): Promise<string[]> {
  const place = await anyDb(ctx)
    .selectFrom('gardens as g')
    .innerJoin('planting_fields as f', 'f.id', 'g.field_id')
    .innerJoin('villages as v', 'v.id', 'f.village_id')
    .innerJoin('management_units as u', 'u.id', 'v.unit_id')
    .select(['v.unit_id', 'u.province_id'])
    .where('g.id', '=', Number(report.garden_id))
    .executeTakeFirst();
  const rows = (await anyDb(ctx)
    .selectFrom('suitability_matrix')
    .selectAll()
    .where('species_id', '=', Number(report.species_id))
    .execute()) as unknown as SuitabilityRow[];
  const id = (v: unknown) => (v == null ? null : Number(v));
  const found = suitability(
    rows.map((r) => ({
      ...r,
      species_id: Number(r.species_id),
      variety_id: id(r.variety_id),
      province_id: id(r.province_id),
      unit_id: id(r.unit_id),
    })),
    {
      species: Number(report.species_id),
      variety: id(report.variety_id),
      unit: id(place?.unit_id),
      province: id(place?.province_id),
    },
  );
  return found.suits ? [] : [found.message[ctx.lang]];
}

/** A planting report's trees are planted no later than the day it reports. */
export const plantingHooks: KindHooks = {
  check(ctx, report): FieldErrors {
    if (
      report.planting_date &&
      report.report_date &&
      String(report.planting_date) > String(report.report_date)
    ) {
      return { planting_date: [plantedLater[ctx.lang]] };
    }
    return {};
  },
  onApproved: plantingReportApproved,
  warnings: plantingSuitability,
};
