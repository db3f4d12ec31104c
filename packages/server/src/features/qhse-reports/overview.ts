import {
  appraisalResources,
  businessTimeZone,
  type ChecklistKind,
  checklistKindNames,
  complaintStates,
  correctiveActionStates,
  correctiveActions,
  customerComplaints,
  dayIn,
  isAllowed,
  resourcesByName,
  unfinishedActionStates,
} from '@rimba/core';
import { type Static, Type } from '@sinclair/typebox';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { nullable } from '../../http/schemas.js';
import { scopeOf } from '../../resources/access.js';
import type { OperationContext } from '../../resources/operations.js';
import { assertPeriodOrder, DashboardFilters, monthNumber } from '../dashboard/filters.js';

/** The overview's filters: a month range, a unit and a kind of appraisal, all optional. */
export const QhseFilters = Type.Composite(
  [
    Type.Pick(DashboardFilters, ['from', 'to', 'unit_id']),
    Type.Object({
      kind: Type.Optional(
        Type.Union(
          checklistKindNames.map((k) => Type.Literal(k)),
          { description: 'One kind of appraisal (and the findings it raised)' },
        ),
      ),
    }),
  ],
  { additionalProperties: false },
);
export type QhseFilters = Static<typeof QhseFilters>;

const counts = (states: readonly { value: string }[]) =>
  Type.Object(Object.fromEntries(states.map((s) => [s.value, Type.Integer()])));

const Score = Type.Object({
  kind: Type.String(),
  unit_id: Type.Integer(),
  unit: nullable(Type.String()),
  period: Type.String({ description: 'YYYY-MM' }),
  mean_score_pct: nullable(Type.Number()),
  count: Type.Integer({ description: 'Approved appraisals, each counted once however often revised' }),
});

const OverdueAction = Type.Object({
  id: Type.Integer(),
  finding: Type.String(),
  reference: nullable(Type.String()),
  owner: nullable(Type.String()),
  due_date: Type.String(),
  days_late: Type.Integer(),
});

export const QhseOverview = Type.Object({
  scores: nullable(
    Type.Array(Score, {
      description: 'Per kind, unit and period; null for a caller who may read no kind of appraisal',
    }),
  ),
  actions: nullable(
    Type.Object({
      by_state: counts(correctiveActionStates),
      overdue: Type.Integer(),
      most_overdue: Type.Array(OverdueAction, { description: 'The 20 most overdue, longest late first' }),
    }),
  ),
  complaints: nullable(
    Type.Object({
      by_state: counts(complaintStates),
      resolved: Type.Integer({ description: 'Complaints resolved in the range' }),
      mean_resolve_hours: nullable(Type.Number()),
    }),
  ),
});
export type QhseOverview = Static<typeof QhseOverview>;

// biome-ignore lint/suspicious/noExplicitAny: the overview reads tables the schema types only loosely
type AnyDb = Kysely<any>;

/** The first instant of a month in the foundation's time zone, and of the month after another. */
const monthStart = (month: string) =>
  sql`(${`${month}-01`}::date)::timestamp at time zone ${businessTimeZone}`;
const monthEnd = (month: string) =>
  sql`((${`${month}-01`}::date + interval '1 month')::timestamp) at time zone ${businessTimeZone}`;

/** The rows of a timestamp column within the filters' months. */
function inRange(column: string, filters: QhseFilters): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [];
  if (filters.from) parts.push(sql`${sql.ref(column)} >= ${monthStart(filters.from)}`);
  if (filters.to) parts.push(sql`${sql.ref(column)} < ${monthEnd(filters.to)}`);
  return parts.length ? sql<boolean>`${sql.join(parts, sql` and `)}` : sql<boolean>`true`;
}

const zeroed = (states: readonly { value: string }[], found: { status: string; n: number }[]) =>
  Object.fromEntries(states.map((s) => [s.value, Number(found.find((f) => f.status === s.value)?.n ?? 0)]));

/**
 * The mean score and count of approved appraisals per kind, unit and period, over the kinds the caller may
 * read, in their row scopes. An appraisal replaced by a later approved revision counts only as that
 * revision: the one approved row of a chain (its first and the revisions naming it) with no approved
 * revision after it.
 */
async function scores(ctx: OperationContext, filters: QhseFilters) {
  const kinds = checklistKindNames.filter(
    (kind) =>
      (filters.kind === undefined || filters.kind === kind) &&
      isAllowed(ctx.caller, resourcesByName.get(appraisalResources[kind].name)!.permissions.read),
  );
  const readable = checklistKindNames.some((kind) =>
    isAllowed(ctx.caller, resourcesByName.get(appraisalResources[kind].name)!.permissions.read),
  );
  if (!readable) return null;
  if (kinds.length === 0) return [];
  const db = ctx.db as unknown as AnyDb;
  const parts = kinds.map((kind: ChecklistKind) => {
    const { name, table } = appraisalResources[kind];
    const scope = scopeOf(ctx, resourcesByName.get(name)!);
    return db
      .selectFrom(table)
      .select([sql.lit(kind).as('kind'), 'unit_id', 'period', 'score_pct'])
      .where('status', '=', 'approved')
      .$if(filters.from !== undefined, (q) => q.where('period', '>=', filters.from!))
      .$if(filters.to !== undefined, (q) => q.where('period', '<=', filters.to!))
      .$if(filters.unit_id !== undefined, (q) => q.where('unit_id', '=', filters.unit_id!))
      .$if(scope !== undefined, (q) => q.where(scope!))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom(`${table} as later`)
              .select(sql.lit(1).as('one'))
              .where(
                'later.revision_of_id',
                '=',
                sql`coalesce(${sql.ref(`${table}.revision_of_id`)}, ${sql.ref(`${table}.id`)})`,
              )
              .where('later.status', '=', 'approved')
              .where('later.revision_no', '>', sql.ref(`${table}.revision_no`)),
          ),
        ),
      );
  });
  const { rows } = await sql<{
    kind: string;
    unit_id: number;
    unit: string | null;
    period: string;
    mean_score_pct: number | null;
    count: number;
  }>`
    select s.kind, s.unit_id, u.unit_management_name as unit, s.period,
      round(avg(s.score_pct)::numeric, 1)::float8 as mean_score_pct, count(*)::int as count
    from (${sql.join(parts, sql` union all `)}) s
    left join management_units u on u.id = s.unit_id
    group by s.kind, s.unit_id, u.unit_management_name, s.period
    order by s.kind, s.period, u.unit_management_name, s.unit_id`.execute(db);
  return rows.map((r) => ({ ...r, unit_id: Number(r.unit_id) }));
}

/**
 * The corrective actions raised in the months, in the caller's scope, of the unit and of the kind of
 * appraisal asked for: how many are in each state, how many are past their due day unfinished, and the
 * twenty longest overdue.
 */
async function actions(ctx: OperationContext, filters: QhseFilters, today: string) {
  if (!isAllowed(ctx.caller, correctiveActions.permissions.read)) return null;
  const db = ctx.db as unknown as AnyDb;
  const scope = scopeOf(ctx, correctiveActions);
  const scoped = db
    .selectFrom('corrective_actions')
    .select(['id', 'status', 'due_date', 'finding', 'reference', 'owner_id'])
    .select(
      sql<boolean>`status in (${sql.join([...unfinishedActionStates])}) and due_date < ${today}::date`.as(
        'late',
      ),
    )
    .where(inRange('created_at', filters))
    .$if(filters.unit_id !== undefined, (q) => q.where('unit_id', '=', filters.unit_id!))
    .$if(filters.kind !== undefined, (q) => q.where('source', '=', filters.kind!))
    .$if(scope !== undefined, (q) => q.where(scope!));
  const { rows } = await sql<{
    by_state: { status: string; n: number }[];
    overdue: number;
    most_overdue: {
      id: number;
      finding: string;
      reference: string | null;
      owner: string | null;
      due_date: string;
      days_late: number;
    }[];
  }>`
    with scoped as (${scoped})
    select
      (select coalesce(json_agg(c), '[]') from
        (select status, count(*)::int as n from scoped group by status) c) as by_state,
      (select count(*)::int from scoped where late) as overdue,
      (select coalesce(json_agg(o), '[]') from
        (select s.id, s.finding, s.reference, u.fullname as owner, to_char(s.due_date, 'YYYY-MM-DD') as due_date,
           (${today}::date - s.due_date) as days_late
         from scoped s left join users u on u.id = s.owner_id
         where s.late order by s.due_date, s.id limit 20) o) as most_overdue`.execute(db);
  const row = rows[0]!;
  return {
    by_state: zeroed(correctiveActionStates, row.by_state),
    overdue: Number(row.overdue),
    most_overdue: row.most_overdue.map((a) => ({
      ...a,
      id: Number(a.id),
      days_late: Number(a.days_late),
    })),
  };
}

/**
 * Customer complaints received in the months by state, and the mean hours to resolve those resolved in
 * them. Complaints belong to no unit or kind of appraisal: those filters leave them as they are.
 */
async function complaints(ctx: OperationContext, filters: QhseFilters) {
  if (!isAllowed(ctx.caller, customerComplaints.permissions.read)) return null;
  const db = ctx.db as unknown as AnyDb;
  const scope = scopeOf(ctx, customerComplaints);
  const scoped = db
    .selectFrom('customer_complaints')
    .select(['status', 'received_at', 'resolved_at', 'resolve_hours'])
    .$if(scope !== undefined, (q) => q.where(scope!));
  const { rows } = await sql<{
    by_state: { status: string; n: number }[];
    resolved: number;
    mean_resolve_hours: number | null;
  }>`
    with scoped as (${scoped})
    select
      (select coalesce(json_agg(c), '[]') from
        (select status, count(*)::int as n from scoped where ${inRange('received_at', filters)}
         group by status) c) as by_state,
      count(*)::int as resolved,
      round(avg(resolve_hours)::numeric, 1)::float8 as mean_resolve_hours
    from scoped
    where status = 'resolved' and resolved_at is not null and ${inRange('resolved_at', filters)}`.execute(db);
  const row = rows[0]!;
  return {
    by_state: zeroed(complaintStates, row.by_state),
    resolved: Number(row.resolved),
    mean_resolve_hours: row.mean_resolve_hours === null ? null : Number(row.mean_resolve_hours),
  };
}

/**
 * The QHSE overview for a caller: each section only when the caller may read its resource (else null),
 * each counted within the caller's row scope of that resource.
 */
export async function qhseOverview(
  ctx: OperationContext,
  filters: QhseFilters,
  now = new Date(),
): Promise<QhseOverview> {
  if (filters.from !== undefined && filters.to !== undefined) {
    assertPeriodOrder(monthNumber(filters.from), monthNumber(filters.to), ctx.lang);
  }
  const today = dayIn(now);
  const [scoresFound, actionsFound, complaintsFound] = await Promise.all([
    scores(ctx, filters),
    actions(ctx, filters, today),
    complaints(ctx, filters),
  ]);
  return { scores: scoresFound, actions: actionsFound, complaints: complaintsFound };
}
