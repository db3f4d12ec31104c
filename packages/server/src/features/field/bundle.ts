import {
  type Field,
  type FieldType,
  isAllowed,
  type Resource,
  reportGrowth,
  resourcesByName,
  standardization,
  syncResources,
} from '@rimba/core';
import type { Kysely } from 'kysely';
import { scopeOf } from '../../resources/access.js';
import { list, type OperationContext, type Row } from '../../resources/operations.js';

/** Most rows of one part of a bundle: a phone's store holds them all, and a field officer reaches far fewer. */
export const bundleCap = 5000;

/** A resource a sync resource's form looks rows up in, with the fields that name its rows. */
export interface LookedUp {
  resource: Resource;
  /** The fields that name a row (a garden's code), one per form that names it differently. */
  labels: string[];
}

/** The form fields of a resource that choose rows of another: its own, and those of its sub-records. */
function formLookups(resource: Resource): Field[] {
  const fields = resource.fields.filter((f) => f.form);
  return [...fields, ...fields.flatMap((f) => f.fields ?? [])].filter((f) => f.lookup && f.form);
}

/** The resources each sync resource's form looks rows up in, by the sync resource. */
export const lookedUpBy: ReadonlyMap<Resource, readonly LookedUp[]> = new Map(
  syncResources.map((resource) => {
    const byName = new Map<string, LookedUp>();
    for (const field of formLookups(resource)) {
      const { resource: name, label } = field.lookup!;
      const target = resourcesByName.get(name);
      if (!target) throw new Error(`${resource.name}.${field.name} looks up an unknown resource`);
      const found = byName.get(name) ?? { resource: target, labels: [] };
      if (!found.labels.includes(label)) found.labels.push(label);
      byName.set(name, found);
    }
    return [resource, [...byName.values()]];
  }),
);

/** The resources the forms of some sync resources look rows up in, each with every label they name. */
export function lookedUpFor(forms: readonly Resource[]): LookedUp[] {
  const byName = new Map<string, LookedUp>();
  for (const looked of forms.flatMap((resource) => lookedUpBy.get(resource) ?? [])) {
    const known = byName.get(looked.resource.name);
    const labels = [...new Set([...(known?.labels ?? []), ...looked.labels])];
    byName.set(looked.resource.name, { resource: looked.resource, labels });
  }
  return [...byName.values()];
}

/**
 * The field types of a looked-up row that a form's choices and checks depend on: the rows it belongs to (a
 * planting's garden and species, a variety's species), its numbers and its days (a planting's seedlings
 * and the day it was planted, which give the trees' age and survival).
 */
const dependedOn: ReadonlySet<FieldType> = new Set(['lookup', 'lookup-radio', 'number', 'decimal', 'date']);

/** The columns a bundle answers of a looked-up row: its id, its labels, and what choices depend on. */
export function choiceColumns({ resource, labels }: LookedUp): string[] {
  const depended = resource.fields.filter((f) => dependedOn.has(f.type)).map((f) => f.name);
  return ['id', ...new Set([...labels, ...depended])];
}

/** The growth standards' columns a phone compares a growth report with (core `growthStandardAt`). */
export const standardColumns = [
  'species_id',
  'variety_id',
  'age_months',
  'height_cm',
  'diameter_mm',
  'survival_pct',
] as const;

/** What a phone needs to fill in the field reports offline; see `GET /api/field/bundle`. */
export interface FieldBundle {
  generated_at: string;
  user: { id: number; fullname: string; unit_id: number | null; project_id: number | null };
  resources: Record<string, { create: boolean }>;
  lookups: Record<string, Row[]>;
  standards: Row[];
  open_reports: Record<string, Row[]>;
  /** Whether a part was cut at the cap, and which (`lookups.plant`, `standards`, …). */
  truncated: boolean;
  truncated_parts: string[];
}

/** One part of a bundle: a resource's rows, and whether they were cut at the cap. */
interface Part {
  name: string;
  rows: Row[];
  cut: boolean;
}

/** Up to `cap` rows of a list the caller may read, and whether there were more. */
async function capped(
  ctx: OperationContext,
  resource: Resource,
  cap: number,
  filters?: Record<string, unknown>,
): Promise<Omit<Part, 'name'>> {
  const limits = { defaultLimit: cap + 1, maxLimit: cap + 1 };
  const query = filters ? { filters: JSON.stringify(filters) } : {};
  const { data } = await list(ctx, resource, query, limits);
  return { rows: data.slice(0, cap), cut: data.length > cap };
}

const pick = (row: Row, columns: readonly string[]): Row =>
  Object.fromEntries(columns.filter((c) => c in row).map((c) => [c, row[c]]));

/**
 * The field app's bundle for the caller: each sync resource and whether they may create it; for those they
 * may, the rows their forms choose from that the caller may read, through the engine's list (its read
 * permission, row scope and readable fields: a field officer gets their own unit's and project's gardens
 * and plantings); the growth standards; and the caller's own reports still open for changes (a report
 * sent back for revision), so that a phone can revise them offline.
 */
export async function fieldBundle(
  ctx: OperationContext & { caller: NonNullable<OperationContext['caller']> },
  cap = bundleCap,
): Promise<FieldBundle> {
  const { caller } = ctx;
  const creatable = syncResources.filter(
    (r) => r.actions.includes('create') && isAllowed(caller, r.permissions.create),
  );
  // A resource the caller may not read is left out, not refused: the phone offers what it can.
  const lookups = lookedUpFor(creatable)
    .filter((looked) => isAllowed(caller, looked.resource.permissions.read))
    .map(async (looked): Promise<Part> => {
      const columns = choiceColumns(looked);
      const { rows, cut } = await capped(ctx, looked.resource, cap);
      return { name: looked.resource.name, rows: rows.map((row) => pick(row, columns)), cut };
    });
  const openReports = syncResources.flatMap((resource) => {
    const author = resource.fields.find((f) => f.author);
    if (!author || !isAllowed(caller, resource.permissions.read)) return [];
    const editable = resource.workflow?.editableIn;
    const filters = {
      [author.name]: { eq: caller.userId },
      ...(editable && { [resource.workflow!.field]: { in: editable } }),
    };
    return [capped(ctx, resource, cap, filters).then((read): Part => ({ name: resource.name, ...read }))];
  });
  const [looked, open, standards, user] = await Promise.all([
    Promise.all(lookups),
    Promise.all(openReports),
    standardsFor(ctx, creatable, cap),
    ctx.db.selectFrom('users').select('fullname').where('id', '=', caller.userId).executeTakeFirstOrThrow(),
  ]);
  const cut = [
    ...looked.filter((p) => p.cut).map((p) => `lookups.${p.name}`),
    ...open.filter((p) => p.cut).map((p) => `open_reports.${p.name}`),
    ...(standards.cut ? ['standards'] : []),
  ];
  const byName = (parts: Part[]) => Object.fromEntries(parts.map((p) => [p.name, p.rows]));
  return {
    generated_at: new Date().toISOString(),
    user: {
      id: caller.userId,
      fullname: user.fullname,
      unit_id: caller.unitId,
      project_id: caller.projectId,
    },
    resources: Object.fromEntries(syncResources.map((r) => [r.name, { create: creatable.includes(r) }])),
    lookups: byName(looked),
    standards: standards.rows,
    open_reports: byName(open),
    truncated: cut.length > 0,
    truncated_parts: cut,
  };
}

/**
 * The growth standards, for whoever may read them, and for whoever files growth reports: the phone warns
 * of a measurement below the standard before it is sent, as the server marks it once stored (and the
 * standard's values are shown on the reporter's own report then anyway).
 */
async function standardsFor(
  ctx: OperationContext,
  creatable: readonly Resource[],
  cap: number,
): Promise<Omit<Part, 'name'>> {
  const reads = isAllowed(ctx.caller, standardization.permissions.read);
  if (!reads && !creatable.includes(reportGrowth)) return { rows: [], cut: false };
  const scope = scopeOf(ctx, standardization);
  const rows = await (ctx.db as unknown as Kysely<Record<string, Row>>)
    .selectFrom(standardization.table)
    .select([...standardColumns])
    .$if(scope !== undefined, (q) => q.where(scope!))
    .orderBy('species_id')
    .orderBy('variety_id')
    .orderBy('age_months')
    .limit(cap + 1)
    .execute();
  return { rows: rows.slice(0, cap), cut: rows.length > cap };
}
