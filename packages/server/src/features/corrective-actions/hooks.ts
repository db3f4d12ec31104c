import {
  type correctiveActions,
  dayIn,
  type FieldErrors,
  type Text,
  unfinishedActionStates,
} from '@rimba/core';
import { HttpError } from '../../http/errors.js';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';
import { queueOwnerMail } from './mails.js';

const messages = {
  noEvidence: {
    id: 'Tindakan tidak dapat ditandai selesai tanpa bukti',
    en: 'An action cannot be marked done without evidence',
  },
  evidenceField: { id: 'Unggah foto bukti tindakan', en: 'Upload photos of the evidence' },
  notReady: {
    id: 'Tentukan penanggung jawab dan tenggat sebelum tindakan dikerjakan',
    en: 'Set an owner and a due date before the action is worked on',
  },
  noOwner: { id: 'Penanggung jawab harus diisi', en: 'The owner is required' },
  noDueDate: { id: 'Tenggat harus diisi', en: 'The due date is required' },
} satisfies Record<string, Text>;

const unfinished = new Set<string>(unfinishedActionStates);

/** Whether an action in `status`, due on `dueDate`, is overdue today in the foundation's time zone. */
export function isOverdue(status: unknown, dueDate: unknown, now = new Date()): boolean {
  if (!unfinished.has(String(status)) || dueDate == null) return false;
  return String(dueDate).slice(0, 10) < dayIn(now);
}

/**
 * Refuses, with a 422 that names the missing fields, to work on an action without an owner and a due
 * date, or to mark it done without a photo of the evidence.
 */
function assertReady(ctx: OperationContext, to: string, row: Row): void {
  if (to !== 'in_progress' && to !== 'done') return;
  const errors: FieldErrors = {};
  if (row.owner_id == null) errors.owner_id = [messages.noOwner[ctx.lang]];
  if (row.due_date == null) errors.due_date = [messages.noDueDate[ctx.lang]];
  if (Object.keys(errors).length > 0) throw new HttpError(422, messages.notReady[ctx.lang], errors);
  const evidence = row.evidence as unknown[] | null | undefined;
  if (to === 'done' && !evidence?.length) {
    throw new HttpError(422, messages.noEvidence[ctx.lang], { evidence: [messages.evidenceField[ctx.lang]] });
  }
}

/**
 * A corrective action's write path: `overdue` follows its due date and state on every change and
 * transition; it is worked on only with an owner and a due date and marked done only with evidence; the
 * verifier and the times are stamped; a new owner is told by mail.
 */
export const correctiveActionHooks: ResourceHooks<typeof correctiveActions> = {
  beforeChange(_ctx, values, change) {
    const row = { ...change.previous, ...values } as Row;
    return { overdue: isOverdue(row.status, row.due_date) };
  },
  async afterChange(ctx, row, values, change) {
    if (!('owner_id' in values) || row.owner_id == null) return;
    if (change.mode === 'update' && Number(change.previous.owner_id) === Number(row.owner_id)) return;
    await queueOwnerMail(ctx, row as Row);
  },
  /**
   * Checked before the declared condition (the owner alone works on an action), so that an action
   * without an owner is told to need one rather than refused to whoever asks.
   */
  prepareTransition(ctx, { transition, previous }) {
    assertReady(ctx, transition.to, previous as Row);
    return undefined;
  },
  beforeTransition(ctx, { transition, previous }) {
    const row = previous as Row;
    // Again on the row as locked: an edit between the two reads could have taken the evidence away.
    assertReady(ctx, transition.to, row);
    const set: Row = { overdue: isOverdue(transition.to, row.due_date) };
    if (transition.to === 'done') set.done_at = new Date();
    if (transition.to === 'verified') {
      set.verified_by_id = ctx.caller?.userId ?? null;
      set.verified_at = new Date();
    }
    if (transition.to === 'reopened') set.done_at = null;
    return set;
  },
};
