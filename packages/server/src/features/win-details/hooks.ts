import type { FieldErrors, Text, winDetails } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Row } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';

type AnyDb = Kysely<Record<string, Row>>;

const messages = {
  notApproved: {
    id: 'Hanya laporan pertumbuhan yang sudah disetujui yang dapat dipilih',
    en: 'Only an approved growth report can be chosen',
  },
  otherPlanting: {
    id: 'Laporan ini bukan tentang penanaman pohon kode ini',
    en: "This report is not about the planting of this code's trees",
  },
} satisfies Record<string, Text>;

/**
 * A selection names an approved growth report of a planting that the code's trees belong to: any other
 * report is not the code's evidence.
 */
export const winDetailsHooks: ResourceHooks<typeof winDetails> = {
  async check(ctx, values, change): Promise<FieldErrors> {
    const winId = values.win_id ?? change.previous?.win_id;
    const reportId = values.report_growth_id ?? change.previous?.report_growth_id;
    if (winId == null || reportId == null) return {};
    const db = ctx.db as unknown as AnyDb;
    const report = await db
      .selectFrom('reports_growth')
      .select(['plant_id', 'status'])
      .where('id', '=', Number(reportId))
      .executeTakeFirst();
    if (report?.status !== 'approved') return { report_growth_id: [messages.notApproved[ctx.lang]] };
    const ofCode = await db
      .selectFrom('trees as t')
      .innerJoin('wins as w', 'w.win_code', 't.win_code')
      .select('t.id')
      .where('w.id', '=', Number(winId))
      .where('t.plant_id', '=', Number(report.plant_id))
      .limit(1)
      .executeTakeFirst();
    return ofCode ? {} : { report_growth_id: [messages.otherPlanting[ctx.lang]] };
  },
};
