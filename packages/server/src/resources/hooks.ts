import type { FieldErrors, Mapping, Resource } from '@rimba/core';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { roleHooks, taskHooks } from '../accounts/role-hooks.js';
import { apiTokenHooks, othersTokenHooks } from '../accounts/token-hooks.js';
import { userHooks } from '../accounts/user-hooks.js';
import type { OperationContext, Row } from './operations.js';

// biome-ignore lint/suspicious/noExplicitAny: a scope applies to any resource table
export type Scope = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

/**
 * What one resource does beyond the generic operations, kept beside its definition. Every hook is
 * optional; a resource without hooks is plain data.
 */
export interface ResourceHooks {
  /**
   * The rows the caller may reach, added to every list, export, show, update and delete; undefined
   * reaches every row.
   */
  scope?: (ctx: OperationContext) => Scope | undefined;
  /** Checks that need the database, after the rules: answers messages by field, empty when fine. */
  check?: (
    ctx: OperationContext,
    values: Row,
    mode: 'create' | 'update',
    id?: number,
  ) => Promise<FieldErrors>;
  /**
   * Column values the server sets on create besides the validated ones (owner, state…); `secret`, if
   * given, is not a column but answered by the create call this once (a token the table keeps hashed).
   */
  creating?: (
    ctx: OperationContext,
    values: Row,
  ) => (Row & { secret?: string }) | Promise<Row & { secret?: string }>;
  /** After a create was written, with the column values from the input (not those `creating` added). */
  created?: (ctx: OperationContext, row: Row, values: Row) => void | Promise<void>;
  /** Before a link of a mapping is switched on or off: throws to refuse it. */
  linking?: (
    ctx: OperationContext,
    id: number,
    mapping: Mapping,
    targetId: number,
    on: boolean,
  ) => Promise<void>;
  /** After an update was written. */
  updated?: (ctx: OperationContext, row: Row, values: Row) => void | Promise<void>;
  /** Instead of deleting the row (already found in scope), e.g. revoking it. */
  remove?: (ctx: OperationContext, id: number) => Promise<void>;
}

const byResource: Record<string, ResourceHooks> = {
  users: userHooks,
  roles: roleHooks,
  tasks: taskHooks,
  'api-token': apiTokenHooks,
  'others-token': othersTokenHooks,
};

export function hooksOf(resource: Resource): ResourceHooks {
  return byResource[resource.name] ?? {};
}
