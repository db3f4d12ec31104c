import {
  billingAddress,
  dayIn,
  donationDetail,
  fieldOperationsAllAreasTask,
  isAllowed,
  type Lang,
  superRoleId,
} from '@rimba/core';
import { type Static, Type } from '@sinclair/typebox';
import { type RawBuilder, sql } from 'kysely';
import type { Caller } from '../../auth/tokens.js';
import { HttpError } from '../../http/errors.js';

const id = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1, description }));
const month = (description: string) =>
  Type.Optional(Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description }));

/** The filters every dashboard screen and export takes, as query parameters. */
export const DashboardFilters = Type.Object(
  {
    project_id: id('Project id'),
    province_id: id('Province id'),
    unit_id: id('Management unit id'),
    village_id: id('Village id'),
    species_id: id('Tree species id'),
    from: month('First month of the period, YYYY-MM'),
    to: month('Last month of the period, YYYY-MM'),
  },
  { additionalProperties: false },
);
export type DashboardFilters = Static<typeof DashboardFilters>;

/** A month as the summaries keep it: `yyyymm`. */
export const monthNumber = (yyyyMm: string) => Number(yyyyMm.replace('-', ''));
/** A `yyyymm` as `YYYY-MM`. */
export const monthText = (n: number) => `${Math.floor(n / 100)}-${String(n % 100).padStart(2, '0')}`;
/** Months counted from year 0, so that months can be added. */
const ordinal = (n: number) => Math.floor(n / 100) * 12 + ((n % 100) - 1);
const fromOrdinal = (o: number) => Math.floor(o / 12) * 100 + (o % 12) + 1;
export const addMonths = (n: number, k: number) => fromOrdinal(ordinal(n) + k);
export const monthsApart = (a: number, b: number) => ordinal(b) - ordinal(a);

/** This month in the foundation's time zone, as `yyyymm`. */
export const thisMonth = (now = new Date()) => monthNumber(dayIn(now).slice(0, 7));

/** A range of months, both ends included. */
export interface Months {
  from: number;
  to: number;
}
const allMonths: Months = { from: 0, to: 999_912 };

/** Refuses, with a 400, a period (months as `yyyymm`) whose first month comes after its last. */
export function assertPeriodOrder(first: number, last: number, lang: Lang): void {
  if (first > last) {
    throw new HttpError(
      400,
      lang === 'en'
        ? 'The first month of the period comes after its last'
        : 'Bulan awal periode jatuh setelah bulan akhirnya',
    );
  }
}

/**
 * The months a screen counts and those its change is measured against: with a period, the period and the
 * period of the same length just before it; without, every month, against every month up to the end of
 * the month before this one (so the change is what this month added).
 */
export interface Windows {
  current: Months;
  previous: Months;
  /** The first month of the change, YYYY-MM. */
  changeSince: string;
}

export function windowsOf(filters: DashboardFilters, lang: Lang, now = new Date()): Windows {
  const { from, to } = filters;
  if (from === undefined && to === undefined) {
    const current = thisMonth(now);
    return {
      current: allMonths,
      previous: { from: 0, to: addMonths(current, -1) },
      changeSince: monthText(current),
    };
  }
  const first = from === undefined ? allMonths.from : monthNumber(from);
  const last = to === undefined ? thisMonth(now) : monthNumber(to);
  assertPeriodOrder(first, last, lang);
  if (from === undefined)
    return {
      current: { from: first, to: last },
      previous: { from: 0, to: -1 },
      changeSince: monthText(last),
    };
  const length = monthsApart(first, last) + 1;
  return {
    current: { from: first, to: last },
    previous: { from: addMonths(first, -length), to: addMonths(first, -1) },
    changeSince: monthText(first),
  };
}

/**
 * Whose rows a caller sees: every row for the super user and a supervisor of every area; otherwise those
 * of their own unit or project (the field-operations scope of gardens and reports), none when they have
 * neither.
 */
export type Reach = { all: true } | { all: false; unit: number | null; project: number | null };

export function reachOf(caller: Caller): Reach {
  if (caller.roleId === superRoleId || isAllowed(caller, fieldOperationsAllAreasTask)) return { all: true };
  return { all: false, unit: caller.unitId, project: caller.projectId };
}

/** Whether the caller may see the funds: they may read both the donations and the orders. */
export const mayReadFunds = (caller: Caller | null) =>
  isAllowed(caller, donationDetail.permissions.read) && isAllowed(caller, billingAddress.permissions.read);

/** Which of the filters and of the reach a summary table can apply: the columns it has. */
export interface Columns {
  province?: boolean;
  unit?: boolean;
  village?: boolean;
  project?: boolean;
  species?: boolean;
}

/**
 * The SQL condition on a summary's rows for the filters (those of its columns) and the caller's reach.
 * A table without a unit column is the foundation's as a whole and not narrowed by reach.
 */
export function rowsWhere(filters: DashboardFilters, reach: Reach, columns: Columns): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [];
  const eq = (column: string, value: number | undefined, has: boolean | undefined) => {
    if (has && value !== undefined) parts.push(sql`${sql.ref(column)} = ${value}`);
  };
  eq('province_id', filters.province_id, columns.province);
  eq('unit_id', filters.unit_id, columns.unit);
  eq('village_id', filters.village_id, columns.village);
  eq('project_id', filters.project_id, columns.project);
  eq('species_id', filters.species_id, columns.species);
  if (!reach.all && columns.unit) {
    const branches: RawBuilder<unknown>[] = [];
    if (reach.unit !== null) branches.push(sql`unit_id = ${reach.unit}`);
    if (reach.project !== null && columns.project) branches.push(sql`project_id = ${reach.project}`);
    parts.push(branches.length === 0 ? sql`false` : sql`(${sql.join(branches, sql` or `)})`);
  }
  return parts.length === 0 ? sql<boolean>`true` : sql<boolean>`${sql.join(parts, sql` and `)}`;
}

/** The rows of some months, in SQL. */
export const inMonths = (months: Months) => sql<boolean>`month between ${months.from} and ${months.to}`;
