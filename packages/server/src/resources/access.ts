import {
  type CallerValue,
  fieldTypes,
  isAllowed,
  isCallerValue,
  type Resource,
  type RowFilter,
  scopeBranches,
  superRoleId,
  syncFields,
  systemFields,
} from '@rimba/core';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Caller } from '../auth/tokens.js';
import { httpError } from '../http/errors.js';
import type { OperationContext } from './operations.js';
import { declaredCondition } from './query.js';

// biome-ignore lint/suspicious/noExplicitAny: a condition applies to any resource table
export type Condition = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

function callerValue(caller: Caller | null, name: CallerValue): number | null {
  if (!caller) return null;
  switch (name) {
    case '$caller.id':
      return caller.userId;
    case '$caller.role_id':
      return caller.roleId;
    case '$caller.department_id':
      return caller.departmentId;
    case '$caller.unit_id':
      return caller.unitId;
    case '$caller.project_id':
      return caller.projectId;
  }
}

const nothing: Condition = () => sql<SqlBool>`false`;

/**
 * A declared condition with the caller's values put in. A condition that names a value the caller lacks
 * (no department, nobody logged in) holds for no row.
 */
export function resolveCondition(
  ctx: OperationContext,
  resource: Resource,
  filter: RowFilter<string>,
): Condition {
  let missing = false;
  const put = (value: unknown): unknown => {
    if (isCallerValue(value)) {
      const resolved = callerValue(ctx.caller, value);
      if (resolved === null) missing = true;
      return resolved;
    }
    if (Array.isArray(value)) return value.map(put);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, put(v)]));
    }
    return value;
  };
  const resolved = put(filter) as Record<string, unknown>;
  return missing ? nothing : declaredCondition(resource, resolved, ctx.lang);
}

/**
 * The rows of a resource the caller may reach, or undefined for every row: those any of the scope's
 * conditions reaches, or every row for the super user and for a holder of the scope's exception task.
 */
export function scopeOf(ctx: OperationContext, resource: Resource): Condition | undefined {
  const scope = resource.scope;
  if (!scope) return undefined;
  if (!scope.everyone && ctx.caller?.roleId === superRoleId) return undefined;
  if (scope.except && isAllowed(ctx.caller, scope.except)) return undefined;
  const branches = scopeBranches(scope).map((branch) => resolveCondition(ctx, resource, branch));
  return branches.length === 1 ? branches[0] : (eb) => eb.or(branches.map((branch) => branch(eb)));
}

const readableCache = new WeakMap<Resource, { open: string[]; guarded: { name: string; read: string }[] }>();

/**
 * The columns a caller may read of a resource: system fields, a sync resource's sync columns and declared
 * fields, less secrets and guarded ones.
 */
export function readableColumns(ctx: OperationContext, resource: Resource): string[] {
  let split = readableCache.get(resource);
  if (!split) {
    const open: string[] = systemFields.map((s) => s.name);
    if (resource.sync) open.push(...syncFields.map((s) => s.name));
    const guarded: { name: string; read: string }[] = [];
    for (const f of resource.fields) {
      if (fieldTypes[f.type].secret) continue;
      if (f.read) guarded.push({ name: f.name, read: f.read });
      else open.push(f.name);
    }
    split = { open, guarded };
    readableCache.set(resource, split);
  }
  if (split.guarded.length === 0) return split.open;
  return [...split.open, ...split.guarded.filter((g) => isAllowed(ctx.caller, g.read)).map((g) => g.name)];
}

/** Whether the caller may read a field (a system field always). */
export function mayRead(ctx: OperationContext, resource: Resource, name: string): boolean {
  const field = resource.fieldsByName.get(name);
  return !field?.read || isAllowed(ctx.caller, field.read);
}

/** Refuses, with a 403 that names it, a value sent for a field the caller may not write. */
export function assertWritable(
  ctx: OperationContext,
  resource: Resource,
  input: Record<string, unknown>,
): void {
  for (const [name, value] of Object.entries(input)) {
    const field = resource.fieldsByName.get(name);
    if (value === undefined || !field?.write || isAllowed(ctx.caller, field.write)) continue;
    throw httpError(403, 'fieldForbidden', ctx.lang, { field: field.label[ctx.lang] });
  }
}
