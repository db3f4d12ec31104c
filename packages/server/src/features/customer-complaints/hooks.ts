import {
  apiMessage,
  customerComplaints,
  type FieldErrors,
  type FindingClass,
  type RiskLevel,
  riskOfClass,
  ruleMessage,
  type Text,
} from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { ServerPart } from '../../resources/parts.js';
import { toColumns } from '../../resources/stored-values.js';
import { raiseFindings } from '../corrective-actions/raise.js';
import { queueReceivedMails } from './mails.js';

const unknownCode: Text = {
  id: 'Kode donasi atau pesanan tidak ditemukan',
  en: 'No donation or order has this code',
};

/**
 * The donation or the order whose page (`/donation/{code}`, `/cart/order/{code}`) has this code in its
 * address; a 422 on `reference_code` when none has.
 */
async function linkOf(ctx: OperationContext, code: string): Promise<Row> {
  const { rows } = await sql<{ donation_id: number | null; order_id: number | null }>`
    select (select id from donations where public_code = ${code}) as donation_id,
           (select id from orders where public_code = ${code}) as order_id`.execute(ctx.db);
  const found = rows[0];
  if (found?.donation_id != null) return { donation_id: Number(found.donation_id), order_id: null };
  if (found?.order_id != null) return { donation_id: null, order_id: Number(found.order_id) };
  throw new HttpError(422, apiMessage('validationFailed', ctx.lang), {
    reference_code: [unknownCode[ctx.lang]],
  });
}

/**
 * A complaint that names a finding raises it, with its corrective action, once: saved again it adds
 * nothing (see raiseFindings).
 */
async function raiseFinding(db: Kysely<Database>, row: Row): Promise<void> {
  if (!row.finding_class) return;
  const found = String(row.finding_class) as FindingClass;
  await raiseFindings(db, [
    {
      source: 'complaint',
      sourceId: Number(row.id),
      class: found,
      risk: (row.finding_risk ? String(row.finding_risk) : riskOfClass[found]) as RiskLevel,
      finding: String(row.investigation ?? '').trim() || String(row.description ?? ''),
      reference: `Keluhan #${row.id} · ${String(row.customer_name ?? '')}`,
      unitId: null,
      projectId: null,
    },
  ]);
}

/** The hours from a complaint's receipt to `at`, to one decimal. */
const hoursSince = (received: unknown, at: Date) =>
  Math.round((at.getTime() - new Date(received as string).getTime()) / 360_000) / 10;

/**
 * A complaint from the site (the public write): it must name its donation or order by the page's code,
 * which links it, and leave an email to be answered at; it comes by the website, and the foundation and
 * the customer are mailed.
 */
async function acceptPublic(ctx: OperationContext, values: Row): Promise<void> {
  const errors: FieldErrors = {};
  for (const name of ['reference_code', 'customer_email'] as const) {
    if (!values[name]) {
      const label = customerComplaints.fieldsByName.get(name)!.label[ctx.lang];
      errors[name] = [ruleMessage('required', label, ctx.lang)];
    }
  }
  if (Object.keys(errors).length > 0)
    throw new HttpError(422, apiMessage('validationFailed', ctx.lang), errors);
  const row = await (ctx.db as unknown as Kysely<Record<string, Row>>)
    .insertInto(customerComplaints.table)
    .values({
      ...(await toColumns(customerComplaints, values)),
      ...(await linkOf(ctx, String(values.reference_code))),
      channel: 'website',
      status: 'received',
      received_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await queueReceivedMails(ctx, row);
}

/**
 * A complaint's write path: staff take one from any channel, received now unless they say when; a page
 * code links its donation or order; a finding named while it is handled is raised once; resolving or
 * rejecting keeps the reason as the resolution, with the time, and resolving the hours it took.
 */
export const customerComplaintsServer = {
  hooks: {
    async beforeChange(ctx, values, change) {
      const set: Row = {};
      if (values.reference_code) Object.assign(set, await linkOf(ctx, String(values.reference_code)));
      if (change.mode === 'create' && values.received_at == null) set.received_at = new Date();
      if (change.mode === 'update' && 'received_at' in values && values.received_at == null) {
        set.received_at = change.previous.received_at;
      }
      return set;
    },
    async afterChange(ctx, row) {
      await raiseFinding(ctx.db, row as Row);
    },
    beforeTransition(_ctx, { transition, previous, reason }) {
      if (transition.to !== 'resolved' && transition.to !== 'rejected') return undefined;
      const at = new Date();
      const set: Row = { resolution: reason, resolved_at: at };
      if (transition.to === 'resolved') set.resolve_hours = hoursSince(previous.received_at, at);
      return set;
    },
  },
  acceptPublic,
} satisfies Pick<ServerPart<typeof customerComplaints>, 'hooks' | 'acceptPublic'>;
