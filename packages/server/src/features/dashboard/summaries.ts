import { chave2014, fieldReportKindNames } from '@rimba/core';
import type { KeptSummary, KeptSummarySource } from '../../db/kept-summaries/types.js';

/**
 * The summaries the dashboards read, kept by the write path (see db/kept-summaries): every figure is a sum
 * of a few thousand of their rows, never a count of millions of trees. Months are whole numbers `yyyymm`,
 * so that a period is a range of them.
 */

/** A date column's month as `yyyymm`, in SQL. */
const monthOf = (column: string) =>
  `(extract(year from ${column}) * 100 + extract(month from ${column}))::integer`;
/** A timestamp's month in the foundation's time zone (UTC+7, no daylight saving), as `yyyymm`. */
const wibMonthOf = (column: string) => monthOf(`(${column} + interval '7 hours')`);
/** A report period `YYYY-MM` as `yyyymm`. */
const periodMonth = (column: string) => `(substr(${column}, 1, 4) || substr(${column}, 6, 2))::integer`;

const alive = `s.status in ('planted', 'growing', 'replanted')`;
const measured = `${alive} and s.latest_height_cm > 0 and s.latest_diameter_mm > 0`;
const qtyWhen = (condition: string) => `case when ${condition} then s.qty_trees else 0 end`;

/**
 * The trees by where, which species and which planting month, with the living ones and the measured ones
 * apart: `size_term` is Σ (H·D²)^b of Chave et al. (2014) over the measured living trees (H in m, D in cm),
 * so that their biomass is a × ρ^b × size_term for their species' wood density ρ.
 */
const treeSums = {
  trees: 'bigint',
  alive: 'bigint',
  dead: 'bigint',
  harvested: 'bigint',
  measured: 'bigint',
  size_term: 'double precision',
};
const treeSumValues = {
  trees: 's.qty_trees',
  alive: qtyWhen(alive),
  dead: qtyWhen(`s.status = 'dead'`),
  harvested: qtyWhen(`s.status = 'harvested'`),
  measured: qtyWhen(measured),
  size_term: `case when ${measured} then s.qty_trees * power((s.latest_height_cm / 100.0) * power(s.latest_diameter_mm / 10.0, 2), ${chave2014.b}) else 0 end`,
};
const treeGroups = {
  province_id: 'bigint',
  unit_id: 'bigint',
  project_id: 'bigint',
  species_id: 'bigint',
  month: 'integer',
};
const treeGroupValues = {
  province_id: 's.province_id',
  unit_id: 's.unit_id',
  project_id: 'g.project_id',
  species_id: 's.tree_species_id',
  month: monthOf('s.planting_date'),
};
/** A tree's project is its planting's garden's. */
const treeProject = 'left join plantings p on p.id = s.plant_id left join gardens g on g.id = p.garden_id';

export const treeFigures: KeptSummary = {
  table: 'figures_trees',
  groups: treeGroups,
  sums: treeSums,
  sources: [{ table: 'trees', join: treeProject, groups: treeGroupValues, sums: treeSumValues }],
  indexes: [['unit_id'], ['province_id'], ['month']],
};

/**
 * The same for the whole country, by species and month only: a few thousand rows however many trees and
 * regions, read when nothing narrows the figures to a region or a project.
 */
export const nationalTreeFigures: KeptSummary = {
  table: 'figures_tree_months',
  groups: { species_id: 'bigint', month: 'integer' },
  sums: treeSums,
  sources: [
    {
      table: 'trees',
      groups: { species_id: 's.tree_species_id', month: treeGroupValues.month },
      sums: treeSumValues,
    },
  ],
};

/** The same by village too, read only for a village's figures (its rows are many, a village's are few). */
export const villageTreeFigures: KeptSummary = {
  table: 'figures_village_trees',
  groups: { village_id: 'bigint', ...treeGroups },
  sums: treeSums,
  sources: [
    {
      table: 'trees',
      join: treeProject,
      groups: { village_id: 's.village_id', ...treeGroupValues },
      sums: treeSumValues,
    },
  ],
  indexes: [['village_id', 'month'], ['unit_id']],
};

/** Where a report lies: its unit's province and its garden's field's village. */
const reportPlace = `left join management_units mu on mu.id = s.unit_id
  left join gardens g on g.id = s.garden_id left join planting_fields f on f.id = g.field_id`;
const reportPlaceGroups = {
  province_id: 'mu.province_id',
  unit_id: 's.unit_id',
  village_id: 'f.village_id',
  project_id: 's.project_id',
  month: periodMonth('s.period'),
};
const placeGroupTypes = {
  province_id: 'bigint',
  unit_id: 'bigint',
  village_id: 'bigint',
  project_id: 'bigint',
  month: 'integer',
};

/**
 * The approved growth reports by species and age: the trees alive and dead they counted, and their mean
 * height and diameter weighted by the trees alive.
 */
export const growthFigures: KeptSummary = {
  table: 'figures_growth',
  groups: { ...placeGroupTypes, species_id: 'bigint', age_months: 'integer' },
  sums: {
    reports: 'bigint',
    alive: 'bigint',
    dead: 'bigint',
    height_alive: 'double precision',
    diameter_alive: 'double precision',
  },
  sources: [
    {
      table: 'reports_growth',
      join: `${reportPlace} join plantings pl on pl.id = s.plant_id`,
      where: `s.status = 'approved' and s.age_months is not null`,
      groups: { ...reportPlaceGroups, species_id: 'pl.species_id', age_months: 's.age_months' },
      sums: {
        reports: '1',
        alive: 's.trees_alive',
        dead: 's.trees_dead',
        height_alive: 's.height_cm * s.trees_alive',
        diameter_alive: 's.diameter_mm * s.trees_alive',
      },
    },
  ],
  indexes: [['species_id', 'age_months']],
};

/**
 * The field reports of every kind by state, reporter and period, and whether each was filed late: after
 * its period closed (periods close on the 25th, in Indonesia's western time).
 */
export const reportFigures: KeptSummary = {
  table: 'figures_reports',
  groups: {
    ...placeGroupTypes,
    kind: 'varchar(16)',
    reporter_id: 'bigint',
    status: 'varchar(32)',
    late: 'boolean',
  },
  sums: { reports: 'bigint' },
  sources: fieldReportKindNames.map(
    (kind): KeptSummarySource => ({
      table: `reports_${kind}`,
      join: reportPlace,
      groups: {
        ...reportPlaceGroups,
        kind: `'${kind}'`,
        reporter_id: 's.reporter_id',
        status: 's.status',
        late: `s.created_at >= (s.period || '-25 00:00:00+07')::timestamptz`,
      },
      sums: { reports: '1' },
    }),
  ),
  // The information screen reads the reports waiting for verification alone.
  indexes: [['unit_id'], ['month'], ['status', 'month']],
};

/** A village's place: its unit and the unit's province. */
const villagePlace = (village: string) =>
  `left join villages v on v.id = ${village} left join management_units mu on mu.id = v.unit_id`;
const regionGroups = { province_id: 'bigint', unit_id: 'bigint', village_id: 'bigint', month: 'integer' };
const regionOf = (village: string) => ({
  province_id: 'mu.province_id',
  unit_id: 'v.unit_id',
  village_id: village,
  month: wibMonthOf('s.created_at'),
});

/** The farmers, villages and fields (with their hectares) by region and the month they were registered. */
export const landFigures: KeptSummary = {
  table: 'figures_land',
  groups: regionGroups,
  sums: { farmers: 'bigint', villages: 'bigint', hectares: 'double precision' },
  sources: [
    {
      table: 'farmers',
      join: villagePlace('s.village_id'),
      groups: regionOf('s.village_id'),
      sums: { farmers: '1', villages: '0', hectares: '0' },
    },
    {
      table: 'villages',
      join: 'left join management_units mu on mu.id = s.unit_id',
      groups: { ...regionOf('s.id'), unit_id: 's.unit_id' },
      sums: { farmers: '0', villages: '1', hectares: '0' },
    },
    {
      table: 'planting_fields',
      join: villagePlace('s.village_id'),
      groups: regionOf('s.village_id'),
      sums: { farmers: '0', villages: '0', hectares: 'coalesce(s.boundary_area_ha, s.area_ha, 0)' },
    },
  ],
  indexes: [['unit_id'], ['village_id']],
};

/** The rupiah of paid donations and orders by the month they were paid. */
export const fundFigures: KeptSummary = {
  table: 'figures_funds',
  groups: { month: 'integer' },
  sums: { amount_idr: 'bigint' },
  sources: [
    {
      table: 'donations',
      where: `s.status = 'paid'`,
      groups: { month: wibMonthOf('coalesce(s.paid_at, s.updated_at)') },
      sums: { amount_idr: 's.amount' },
    },
    {
      table: 'orders',
      where: `s.status = 'paid'`,
      groups: { month: wibMonthOf('coalesce(s.paid_at, s.updated_at)') },
      sums: { amount_idr: 's.total' },
    },
  ],
};

export const dashboardSummaries: readonly KeptSummary[] = [
  treeFigures,
  nationalTreeFigures,
  villageTreeFigures,
  growthFigures,
  reportFigures,
  landFigures,
  fundFigures,
];
