import { qpassAppraisals, type Resource, rAppraisals, smkkklAppraisals } from '@rimba/core';
import type { RowAction } from '../modules/config';
import { adminPart } from '../modules/part';

/** An appraisal's report as a PDF, for whoever may read the appraisal (the server checks its scope). */
const reportPdf = (resource: Resource): RowAction => ({
  name: 'pdf',
  label: { id: 'Unduh PDF', en: 'Download PDF' },
  permission: resource.permissions.read,
  path: (row) => `/${resource.name}/${row.id}/pdf`,
  download: (row) => `${resource.name}-${row.id}.pdf`,
});

export const qpassAppraisalsAdmin = adminPart(qpassAppraisals, {
  config: { actions: [reportPdf(qpassAppraisals)] },
});
export const smkkklAppraisalsAdmin = adminPart(smkkklAppraisals, {
  config: { actions: [reportPdf(smkkklAppraisals)] },
});
export const rAppraisalsAdmin = adminPart(rAppraisals, { config: { actions: [reportPdf(rAppraisals)] } });
