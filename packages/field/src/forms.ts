import {
  compareGrowth,
  type Field,
  type FieldErrors,
  fieldTypes,
  growthStandardAt,
  type Lang,
  lookupTypes,
  monthsBetween,
  type Resource,
  syncResources,
  validateRecord,
} from '@rimba/core';
import type { Bundle, LookupRow, ServerRow } from './db';
import { localSha } from './photos';

/** A resource filed from the field app, by its name. */
export const syncResource = (name: string) => syncResources.find((r) => r.name === name);

/** The kinds this user may file: those the bundle says they may create. */
export const creatableResources = (bundle: Bundle | undefined) =>
  syncResources.filter((r) => bundle?.resources[r.name]?.create);

/** The fields a form shows: the declared form fields, in their declared order. */
export const formFields = (resource: Resource): Field[] => resource.fields.filter((f) => f.form);

/** The rows of a looked-up resource in the bundle. */
export const lookupRows = (bundle: Bundle | undefined, resource: string): LookupRow[] =>
  bundle?.lookups[resource] ?? [];

/**
 * The rows a lookup field offers, given the values chosen so far: when the looked-up rows carry a value
 * another lookup of the form chooses (a planting's `garden_id`, a variety's `species_id`), only the rows
 * that match the chosen one are offered. Nothing about a particular resource is named here.
 */
export function lookupChoices(
  field: Field,
  fields: readonly Field[],
  values: Record<string, unknown>,
  bundle: Bundle | undefined,
): { value: string; label: string }[] {
  const lookup = field.lookup;
  if (!lookup) return [];
  let rows = lookupRows(bundle, lookup.resource);
  for (const other of fields) {
    if (other === field || !lookupTypes.includes(other.type)) continue;
    const chosen = values[other.name];
    if (chosen === undefined || chosen === null || chosen === '') continue;
    rows = rows.filter((row) => !(other.name in row) || String(row[other.name]) === String(chosen));
  }
  return rows.map((row) => ({ value: String(row.id), label: String(row[lookup.label] ?? row.id) }));
}

/**
 * The values after a change, with every lookup whose choice the change ruled out emptied: a planting of
 * the garden chosen before is not kept once another garden is chosen. A value the bundle does not list
 * at all (a report sent back on a row outside the downloaded lists) is left as it is.
 */
export function withoutStaleChoices(
  fields: readonly Field[],
  values: Record<string, unknown>,
  bundle: Bundle | undefined,
): Record<string, unknown> {
  const next = { ...values };
  for (const field of fields) {
    const value = next[field.name];
    if (
      !field.lookup ||
      !lookupTypes.includes(field.type) ||
      value === null ||
      value === undefined ||
      value === ''
    ) {
      continue;
    }
    const known = lookupRows(bundle, field.lookup.resource).some((row) => String(row.id) === String(value));
    const offered = lookupChoices(field, fields, next, bundle).some((c) => c.value === String(value));
    if (known && !offered) next[field.name] = null;
  }
  return next;
}

/** The types whose text input the server takes as a number: lookups' ids, whole numbers, decimals, money. */
const numericTypes = new Set(['lookup', 'lookup-radio', 'number', 'decimal', 'money']);

/**
 * The values the device sends for a report: the form fields only, empty ones as null, ids and numbers as
 * numbers, read by core's own parser of the type (a decimal comma, "6,5", is 6.5); a text the parser
 * refuses is kept as typed, for the check to name. Photos still on the device are kept as their local
 * names (sync.ts replaces them).
 */
export function reportData(resource: Resource, values: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of formFields(resource)) {
    const value = values[field.name];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
      data[field.name] = null;
    } else if (numericTypes.has(field.type) && typeof value === 'string') {
      const parsed = fieldTypes[field.type].parse(value, field);
      data[field.name] = parsed.ok ? parsed.value : value;
    } else data[field.name] = value;
  }
  return data;
}

/** The form values of a server row: its form fields, as the form holds them. */
export function valuesOfRow(resource: Resource, row: ServerRow): Record<string, unknown> {
  return Object.fromEntries(formFields(resource).map((f) => [f.name, row[f.name] ?? null]));
}

/**
 * Checks a report with core's own rules and messages, as the server will. A photo still on the device
 * stands as a path for the check: the server gets its URL once it is uploaded.
 */
export function validateReport(resource: Resource, values: Record<string, unknown>, lang: Lang): FieldErrors {
  const data = reportData(resource, values);
  const standIn = (v: unknown) => (localSha(v) ? `/uploads/device/${localSha(v)}` : v);
  for (const field of formFields(resource)) {
    const value = data[field.name];
    data[field.name] = Array.isArray(value) ? value.map(standIn) : standIn(value);
  }
  return validateRecord(resource, data, lang, 'create').errors;
}

/** One value short of its standard: which one, what was measured, the standard, how far short. */
export interface Shortfall {
  field: string;
  value: number;
  standard: number;
  pct: number;
}

const numberOf = (value: unknown) => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
};

/**
 * A growth report against its planting's standard, before it is sent: the planting's species, variety,
 * day and seedlings from the bundle, its age on the report's day, the standard at that age
 * (`growthStandardAt`) and the comparison the server makes (`compareGrowth`). Undefined when the form is
 * no growth report, a value is missing, or no standard covers the age; else the values that fall short.
 */
export function growthCheck(
  resource: Resource,
  values: Record<string, unknown>,
  bundle: Bundle | undefined,
): { age: number; short: Shortfall[] } | undefined {
  if (!resource.fieldsByName.has('below_standard')) return undefined;
  const plantField = resource.fieldsByName.get('plant_id');
  const planting = lookupRows(bundle, plantField?.lookup?.resource ?? 'plant').find(
    (row) => String(row.id) === String(values.plant_id),
  );
  const height = numberOf(values.height_cm);
  const diameter = numberOf(values.diameter_mm);
  const alive = numberOf(values.trees_alive);
  const day = typeof values.report_date === 'string' ? values.report_date : '';
  if (!planting || height === undefined || diameter === undefined || alive === undefined || !day) {
    return undefined;
  }
  const plantedOn = String(planting.planting_date ?? '');
  if (!/^\d{4}-\d{2}-\d{2}/.test(plantedOn) || !/^\d{4}-\d{2}-\d{2}/.test(day)) return undefined;
  const age = monthsBetween(plantedOn, day);
  const standards = (bundle?.standards ?? []).filter(
    (s) => String(s.species_id) === String(planting.species_id),
  );
  const variety = planting.variety_id == null ? null : Number(planting.variety_id);
  const standard = growthStandardAt(
    standards.map((s) => ({ ...s, variety_id: s.variety_id == null ? null : Number(s.variety_id) })),
    age,
    variety,
  );
  if (!standard) return undefined;
  const seedlings = numberOf(planting.seedlings) ?? null;
  const compared = compareGrowth(
    { height_cm: height, diameter_mm: diameter, trees_alive: alive, seedlings },
    standard,
  );
  const short: Shortfall[] = [];
  if (compared.height_shortfall_pct) {
    short.push({
      field: 'height_cm',
      value: height,
      standard: standard.height_cm,
      pct: compared.height_shortfall_pct,
    });
  }
  if (compared.diameter_shortfall_pct) {
    short.push({
      field: 'diameter_mm',
      value: diameter,
      standard: standard.diameter_mm,
      pct: compared.diameter_shortfall_pct,
    });
  }
  if (compared.survival_shortfall_pct && compared.survival_pct !== null) {
    short.push({
      field: 'survival_pct',
      value: compared.survival_pct,
      standard: standard.survival_pct,
      pct: compared.survival_shortfall_pct,
    });
  }
  return { age, short };
}
