import type { FilterOperator } from './fields.js';
import type { Text } from './i18n.js';
import type { SystemField } from './resource.js';

/**
 * What a caller is known by in a declared condition: `$caller.id`, `$caller.department_id`, and the
 * management unit and project a field officer works in (`$caller.unit_id`, `$caller.project_id`).
 */
export const callerValues = [
  '$caller.id',
  '$caller.role_id',
  '$caller.department_id',
  '$caller.unit_id',
  '$caller.project_id',
] as const;
export type CallerValue = (typeof callerValues)[number];

export type FilterValue = string | number | boolean | null | CallerValue | readonly (string | number)[];

/**
 * A condition on rows in the one filter grammar of list queries: `{ field: value }` for equality or
 * `{ field: { op: value } }`; values may name the caller. Fields are checked by the compiler.
 */
export type RowFilter<F extends string> = {
  [K in F | SystemField]?: FilterValue | { [O in FilterOperator]?: FilterValue };
};

/**
 * The rows of a resource a caller may reach. The super user reaches every row unless `everyone` is set;
 * a caller value that the caller lacks (no department) reaches no row.
 */
export interface RowScope<F extends string> {
  /**
   * One condition, or several of which any one reaches a row (the gardens of one's unit or of one's
   * project). Each is resolved on its own: one naming a value the caller lacks holds for no row, and the
   * others still reach theirs.
   */
  where: RowFilter<F> | readonly RowFilter<F>[];
  /** Applies to the super user too (one's own tokens are one's own, whoever one is). */
  everyone?: boolean;
  /** A task whose holders reach every row, as the super user does (a supervisor of every area). */
  except?: string;
  /**
   * What a transition on a row outside the scope answers (403), where the caller is to be told why; without
   * it such a row is not found (404), as it is for every other operation.
   */
  outside?: Text;
}

export const isCallerValue = (value: unknown): value is CallerValue =>
  typeof value === 'string' && (callerValues as readonly string[]).includes(value);

/** The conditions of a scope, any one of which reaches a row. */
export const scopeBranches = <F extends string>(scope: RowScope<F>): readonly RowFilter<F>[] =>
  Array.isArray(scope.where) ? scope.where : [scope.where as RowFilter<F>];
