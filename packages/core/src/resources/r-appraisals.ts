import { defineAppraisal } from '../appraisals.js';

/** 5R: ringkas, rapi, resik, rawat, rajin, each item of an area scored 0 to 4. */
export const rAppraisals = defineAppraisal('5r', {
  title: { id: '5R', en: '5R' },
  fields: {},
});
