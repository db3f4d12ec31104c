import {
  type FieldErrors,
  insideIndonesia,
  isAllowed,
  isFutureDay,
  locateFieldsAnywhereTask,
  type Resource,
  reportPeriod,
  type Text,
} from '@rimba/core';
import type { Kysely } from 'kysely';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { Change, ResourceHooks } from '../../resources/parts.js';
import { assertGardenReachable, gardenPlace } from './place.js';

const messages = {
  future: {
    id: 'Tanggal laporan tidak boleh di masa depan',
    en: 'The report date cannot be in the future',
  },
  outside: {
    id: 'Lokasi laporan berada di luar wilayah Indonesia; ambil titik GPS sekali lagi',
    en: "The report's place lies outside Indonesia's extent; take the GPS position again",
  },
  otherGarden: {
    id: 'Penanaman ini bukan di kebun laporan',
    en: "This planting is not on the report's garden",
  },
} satisfies Record<string, Text>;

/** What one kind adds to the hooks every report has; each part sees the report as it will be stored. */
export interface KindHooks {
  /** Checks of the kind's own values that need the database: messages by field. */
  check?(ctx: OperationContext, report: Row): Promise<FieldErrors> | FieldErrors;
  /** Column values the server computes from the report (a growth report's comparison). */
  derive?(ctx: OperationContext, report: Row): Promise<Row> | Row;
  /**
   * What approving a report does beyond the report, in the approval's transaction: a planting report
   * makes its planting, a growth report updates its trees. A kind whose reports only inform does nothing.
   * Answers further columns of the report to write (the planting made from it), if any.
   */
  onApproved?(ctx: OperationContext, report: Row): Promise<Row | undefined> | Row | undefined;
  /** What the reporter should know of a report though it was taken (a species unsuited to the garden). */
  warnings?(ctx: OperationContext, report: Row): Promise<string[]> | string[];
}

/** The report as it will be stored: the values sent over the row as it was. */
const merged = (values: Row, change: Change<unknown>): Row => ({
  ...((change.previous as Row | undefined) ?? {}),
  ...values,
});

const anyDb = (db: OperationContext['db']) => db as unknown as Kysely<Record<string, Row>>;

/**
 * The hooks of a kind of field report: a report is on a garden the caller reaches, its date is never in the future, its place lies in
 * Indonesia (unless the caller may place fields anywhere), its planting is on its garden; the server sets
 * its period from its date, its unit and project from its garden, and a new report starts as a draft;
 * approval stamps the time and does what the kind does with an approved report.
 */
export function fieldReportHooks<R extends Resource>(resource: R, kind: KindHooks = {}): ResourceHooks<R> {
  return {
    async check(ctx, values, change) {
      const sent = values as Row;
      const report = merged(sent, change as Change<unknown>);
      const errors: FieldErrors = {};
      const outside = resource.scope?.outside;
      if ('garden_id' in sent && sent.garden_id != null && outside) {
        await assertGardenReachable(ctx, Number(sent.garden_id), outside);
      }
      if ('report_date' in sent && typeof sent.report_date === 'string' && isFutureDay(sent.report_date)) {
        errors.report_date = [messages.future[ctx.lang]];
      }
      const place = sent.location as { lat?: unknown; lng?: unknown } | null | undefined;
      if (
        place &&
        !insideIndonesia(Number(place.lat), Number(place.lng)) &&
        !isAllowed(ctx.caller, locateFieldsAnywhereTask)
      ) {
        errors.location = [messages.outside[ctx.lang]];
      }
      if (report.plant_id != null && ('plant_id' in sent || 'garden_id' in sent)) {
        const planting = await anyDb(ctx.db)
          .selectFrom('plantings')
          .select('garden_id')
          .where('id', '=', Number(report.plant_id))
          .executeTakeFirst();
        if (planting && Number(planting.garden_id) !== Number(report.garden_id)) {
          errors.plant_id = [messages.otherGarden[ctx.lang]];
        }
      }
      if (Object.keys(errors).length > 0 || !kind.check) return errors;
      return kind.check(ctx, report);
    },
    async beforeChange(ctx, values, change) {
      const sent = values as Row;
      const report = merged(sent, change as Change<unknown>);
      const set: Row = change.mode === 'create' ? { status: 'draft' } : {};
      if ('report_date' in sent) set.period = reportPeriod(String(report.report_date));
      if ('garden_id' in sent) Object.assign(set, await gardenPlace(ctx.db, Number(report.garden_id)));
      if (kind.derive) Object.assign(set, await kind.derive(ctx, report));
      return set;
    },
    warnings: kind.warnings && ((ctx, row) => kind.warnings!(ctx, row as Row)),
    beforeTransition(_ctx, { transition }) {
      return transition.to === 'approved' ? { approved_at: new Date() } : undefined;
    },
    /**
     * On approval: what the kind does (a planting made, trees measured); once the approval has committed,
     * public copies of the photos without their GPS position are made, which the tree's page shows (see
     * public-copies.ts); the originals stay for staff.
     */
    async afterTransition(ctx, row, { transition }) {
      if (transition.to !== 'approved') return;
      const report = row as Row;
      const photos = (report.photos as string[] | null) ?? [];
      const copies = ctx.services?.publicCopies;
      if (photos.length > 0 && copies) ctx.afterCommit?.(() => copies.make(resource, Number(report.id)));
      const set = await kind.onApproved?.(ctx, report);
      if (!set || Object.keys(set).length === 0) return;
      await anyDb(ctx.db).updateTable(resource.table).set(set).where('id', '=', Number(report.id)).execute();
      Object.assign(report, set);
    },
  };
}
