import { defineAppraisal } from '../appraisals.js';

/** QPASS: the quality of a nursery or planting site, from seedling health and size to records and hygiene. */
export const qpassAppraisals = defineAppraisal('qpass', {
  title: { id: 'QPASS', en: 'QPASS' },
  fields: {},
});
