import { compareGrowth, type FieldErrors, monthsBetween, type Text } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { KindHooks } from '../field-reports/index.js';
import { applyApprovedGrowth } from '../plant/apply.js';
import { growthStandardFor } from '../standardization/at-age.js';

const tooMany = (planted: number): Text => ({
  id: `Jumlah pohon hidup dan mati melebihi jumlah yang ditanam (${planted})`,
  en: `The trees alive and dead are more than were planted (${planted})`,
});

const anyDb = (ctx: OperationContext) => ctx.db as unknown as Kysely<Record<string, Row>>;

/** The planting a growth report measures: its species, variety, day and seedlings. */
async function plantingOf(ctx: OperationContext, report: Row) {
  if (report.plant_id == null) return undefined;
  return anyDb(ctx)
    .selectFrom('plantings')
    .select(['species_id', 'variety_id', 'planting_date', 'seedlings'])
    .where('id', '=', Number(report.plant_id))
    .executeTakeFirst();
}

/**
 * The comparison of a growth report with the standard of its planting's species (and variety) at the
 * planting's age on the report's date: what the report's server-computed columns hold.
 */
export async function growthAgainstStandard(ctx: OperationContext, report: Row): Promise<Row> {
  const planting = await plantingOf(ctx, report);
  if (!planting) return {};
  const age = monthsBetween(String(planting.planting_date), String(report.report_date));
  const standard = await growthStandardFor(
    ctx.db,
    Number(planting.species_id),
    planting.variety_id == null ? null : Number(planting.variety_id),
    age,
  );
  return {
    age_months: age,
    ...compareGrowth(
      {
        height_cm: Number(report.height_cm),
        diameter_mm: Number(report.diameter_mm),
        trees_alive: Number(report.trees_alive),
        seedlings: Number(planting.seedlings),
      },
      standard,
    ),
  };
}

/**
 * What an approved growth report does to the trees of its planting: their status (alive, dead,
 * replanted), latest height and diameter, by the planting module's `applyApprovedGrowth`, in the
 * approval's transaction.
 */
export async function growthReportApproved(ctx: OperationContext, report: Row): Promise<undefined> {
  const measured = (v: unknown) => (v == null ? null : Number(v));
  await applyApprovedGrowth(ctx.db, {
    plant_id: Number(report.plant_id),
    report_date: String(report.report_date),
    height_cm: measured(report.height_cm),
    diameter_mm: measured(report.diameter_mm),
    trees_dead: Number(report.trees_dead ?? 0),
    trees_replanted: Number(report.trees_replanted ?? 0),
  });
  return undefined;
}

/**
 * A growth report counts no more trees alive and dead than its planting planted, and is compared with its
 * standard whenever it is written.
 */
export const growthHooks: KindHooks = {
  async check(ctx, report): Promise<FieldErrors> {
    const planting = await plantingOf(ctx, report);
    const counted = Number(report.trees_alive ?? 0) + Number(report.trees_dead ?? 0);
    if (planting && counted > Number(planting.seedlings)) {
      return { trees_alive: [tooMany(Number(planting.seedlings))[ctx.lang]] };
    }
    return {};
  },
  derive: growthAgainstStandard,
  onApproved: growthReportApproved,
};
