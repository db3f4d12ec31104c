import {
  type FieldErrors,
  type PublicWrite,
  type Resource,
  resourcesByName,
  ruleMessage,
  validateRecord,
} from '@rimba/core';
import type { Kysely } from 'kysely';
import { httpError } from '../http/errors.js';
import { readableColumns } from '../resources/access.js';
import type { OperationContext, Row } from '../resources/operations.js';
import { hooksOf, partOf } from '../resources/parts.js';
import { toColumns } from '../resources/stored-values.js';
import { inTransaction } from '../resources/transaction.js';
import { visibleIds } from './view.js';

type AnyDb = Kysely<Record<string, Row>>;

/** The body key that carries a field: `relation_id` for the declared relation, else the field's name. */
export const bodyKey = (write: PublicWrite<string>, field: string) =>
  field === write.relation ? 'relation_id' : field;

const writable = new WeakMap<Resource, Resource>();

/** The resource as a public write sees it: only the declared fields, so only they are checked and taken. */
function declaredPart(resource: Resource): Resource {
  let part = writable.get(resource);
  if (!part) {
    const names = new Set(resource.publicWrite!.fields);
    const fields = resource.fields.filter((f) => names.has(f.name));
    part = { ...resource, fields, fieldsByName: new Map(fields.map((f) => [f.name, f])) };
    writable.set(resource, part);
  }
  return part;
}

/**
 * Messages for looked-up rows the public may not name: missing ones, and rows of a resource with a public
 * view that the public does not see (no comments on an unpublished article).
 */
async function hiddenLookups(ctx: OperationContext, resource: Resource, values: Row): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const field of resource.fields) {
    const target = field.lookup && resourcesByName.get(field.lookup.resource);
    const value = values[field.name];
    if (!target || value === null || value === undefined) continue;
    const ids = (Array.isArray(value) ? value : [value]).map(Number);
    const seen = await visibleIds(ctx.db, target, ids);
    if (ids.some((id) => !seen.has(id))) {
      const key = bodyKey(resource.publicWrite!, field.name);
      errors[key] = [ruleMessage('exists', field.label[ctx.lang], ctx.lang)];
    }
  }
  return errors;
}

/**
 * A write from the public site: the declared fields of the body, checked by the resource's own rules and
 * hooks (a 422 with the messages by body key), then written in one transaction, in the first state of the
 * workflow when moderated, or handed to the resource's own `acceptPublic`.
 */
export async function publicWrite(
  ctx: OperationContext,
  resource: Resource,
  body: Row,
  from: { address: string },
): Promise<void> {
  const write = resource.publicWrite!;
  const declared = declaredPart(resource);
  const input: Row = Object.fromEntries(write.fields.map((f) => [f, body[bodyKey(write, f)]]));
  const checked = validateRecord(declared, input, ctx.lang, 'create');
  const errors: FieldErrors = Object.fromEntries(
    Object.entries(checked.errors).map(([field, messages]) => [bodyKey(write, field), messages]),
  );
  const values = checked.values;
  if (Object.keys(errors).length === 0) Object.assign(errors, await hiddenLookups(ctx, declared, values));
  const hooks = hooksOf(resource);
  const change = { mode: 'create' } as const;
  if (Object.keys(errors).length === 0 && hooks.check) {
    Object.assign(errors, await hooks.check(ctx, values as never, change));
  }
  if (Object.keys(errors).length > 0) throw httpError(422, 'validationFailed', ctx.lang, {}, errors);
  await inTransaction(ctx, resource, async (trx) => {
    const accept = partOf(resource).acceptPublic;
    if (accept) return accept(trx, values as never, from);
    const { secret: _, ...set } = (await hooks.beforeChange?.(trx, values as never, change)) ?? {};
    const workflow = resource.workflow;
    const state = write.moderation && workflow ? { [workflow.field]: workflow.states[0]!.value } : {};
    const row = await (trx.db as unknown as AnyDb)
      .insertInto(resource.table)
      .values({ ...(await toColumns(resource, values)), ...set, ...state })
      .returning(readableColumns(trx, resource))
      .executeTakeFirstOrThrow();
    await hooks.afterChange?.(trx, row as never, values as never, change);
  });
}
