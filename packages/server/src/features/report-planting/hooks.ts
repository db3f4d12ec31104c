import type { FieldErrors, Text } from '@rimba/core';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { KindHooks } from '../field-reports/index.js';

const plantedLater: Text = {
  id: 'Tanggal tanam tidak boleh setelah tanggal laporan',
  en: 'The planting date cannot be after the report date',
};

/**
 * What an approved planting report does: the planting module makes the planting and its trees
 * (`plantFromApprovedReport`), in the approval's transaction, and the report then names that planting in
 * `plant_id` (answer `{ plant_id }`). Until it is wired, approval changes the report alone.
 */
export async function plantingReportApproved(_ctx: OperationContext, _report: Row): Promise<Row | undefined> {
  return undefined;
}

/** A planting report's trees are planted no later than the day it reports. */
export const plantingHooks: KindHooks = {
  check(ctx, report): FieldErrors {
    if (
      report.planting_date &&
      report.report_date &&
      String(report.planting_date) > String(report.report_date)
    ) {
      return { planting_date: [plantedLater[ctx.lang]] };
    }
    return {};
  },
  onApproved: plantingReportApproved,
};
