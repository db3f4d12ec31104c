import { type plant, reportPeriod } from '@rimba/core';
import type { Kysely } from 'kysely';
import { seededRandom } from '../../db/seed/random.js';
import type { Row } from '../../resources/operations.js';
import type { SeedContext } from '../../resources/parts.js';
import { gardenPlace } from '../field-reports/place.js';
import { demoReporterId } from '../field-reports/seed.js';
import { growthAgainstStandard } from '../report-growth/hooks.js';
import { growthStandardFor } from '../standardization/at-age.js';
import { speciesIdsByName, varietyIdsByName } from '../varieties/species.js';
import { applyApprovedGrowth, plantFromApprovedReport } from './apply.js';

/** What the demo plants, species with demo growth standards (and a variety of its own where it has one). */
const plantings = [
  'Sengon/Sengon Solomon',
  'Jati/Jati Plus Perhutani',
  'Durian/Musang King',
  'Mahoni',
  'Alpukat',
  'Kemiri',
  'Nangka',
  'Petai',
] as const;

/** The age in months at which each demo planting was measured, one of the demo standards' ages. */
const measuredAt = 12;

/** A day of a month counted from January 2024 (month 0). */
const day = (month: number, date: number) => new Date(Date.UTC(2024, month, date)).toISOString().slice(0, 10);

/**
 * A planting on each of the first eight demo gardens, made as an approved planting report makes it (12 to
 * 40 seedlings of a species, its trees on the garden's field), with that report, approved three days after
 * the planting, planted every other month from February 2024; and a growth report approved a year later
 * that measured them near their standard, a few dead and replanted, applied to its trees as its approval
 * does. It draws on its own random source, so adding it changes no other resource's demo rows.
 */
export async function seedPlantings(seed: SeedContext<typeof plant>): Promise<void> {
  const random = seededRandom(2505);
  const db = seed.db as unknown as Kysely<Record<string, Row>>;
  const species = await speciesIdsByName(seed.db);
  const varieties = await varietyIdsByName(seed.db);
  const reporter = await demoReporterId(seed.db);
  /** The report a planting's data came from, by the demo's super user, approved three days after its date. */
  const approvedReport = async (
    kind: 'planting' | 'growth',
    date: string,
    values: Row & { garden_id: number },
  ) => {
    await db
      .insertInto(`reports_${kind}`)
      .values({
        ...values,
        report_date: date,
        period: reportPeriod(date),
        status: 'approved',
        reporter_id: reporter,
        ...(await gardenPlace(seed.db, values.garden_id)),
        approved_at: new Date(Date.parse(date) + 3 * 86_400_000),
      })
      .execute();
  };
  const gardens = await db
    .selectFrom('gardens as g')
    .innerJoin('planting_fields as f', 'f.id', 'g.field_id')
    .innerJoin('villages as v', 'v.id', 'f.village_id')
    .leftJoin('nurseries as n', 'n.unit_id', 'v.unit_id')
    .select(['g.id', (eb) => eb.fn.min('n.id').as('nursery_id')])
    .groupBy('g.id')
    .orderBy('g.id')
    .limit(plantings.length)
    .execute();
  for (const [i, garden] of gardens.entries()) {
    const [speciesName, varietyName] = plantings[i]!.split('/');
    const speciesId = species.get(speciesName!);
    if (speciesId === undefined) continue;
    const varietyId = varietyName ? (varieties.get(plantings[i]!) ?? null) : null;
    const month = 1 + i * 2;
    const plantingDate = day(month, 1 + Math.floor(random() * 28));
    const seedlings = 12 + Math.floor(random() * 29);
    const planted = {
      garden_id: Number(garden.id),
      species_id: speciesId,
      variety_id: varietyId,
      seedlings,
      planting_date: plantingDate,
      nursery_id: garden.nursery_id === null ? null : Number(garden.nursery_id),
    };
    const plantId = await plantFromApprovedReport(seed.db, planted);
    await approvedReport('planting', plantingDate, { ...planted, plant_id: plantId });
    const standard = await growthStandardFor(seed.db, speciesId, varietyId, measuredAt);
    if (!standard) continue;
    const dead = Math.floor(seedlings * random() * 0.15);
    const growth = 0.85 + random() * 0.25;
    const measured = {
      plant_id: plantId,
      report_date: day(month + measuredAt, 28),
      height_cm: Math.round(standard.height_cm * growth),
      diameter_mm: Math.round(standard.diameter_mm * growth * 10) / 10,
      trees_dead: dead - Math.floor(dead / 2),
      trees_replanted: Math.floor(dead / 2),
    };
    const report = {
      ...measured,
      garden_id: planted.garden_id,
      trees_alive: seedlings - measured.trees_dead,
    };
    await approvedReport('growth', measured.report_date, {
      ...report,
      ...(await growthAgainstStandard({ db: seed.db, caller: null, lang: 'id' }, report)),
    });
    await applyApprovedGrowth(seed.db, measured);
  }
}
