import { winDetails } from '@rimba/core';
import { adminPart } from '../modules/part';

/** Only approved growth reports are offered: the server refuses any other, or one of another code's planting. */
const approvedReports = { option: { filters: { status: 'approved' } } };

export const winDetailsAdmin = adminPart(winDetails, {
  config: { fields: { report_growth_id: { create: approvedReports, update: approvedReports } } },
});
