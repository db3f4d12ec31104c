import { defineAppraisal, smk3lLevels } from '../appraisals.js';

/**
 * SMK3L: the occupational health, safety and environment management system, on the structure of
 * PP 50/2012, appraised at one of its three levels.
 */
export const smkkklAppraisals = defineAppraisal('smk3l', {
  title: { id: 'SMK3L', en: 'SMK3L' },
  fields: {
    level: {
      type: 'select',
      label: { id: 'Tingkat Penilaian', en: 'Appraisal Level' },
      rules: 'required|max:1',
      options: smk3lLevels,
    },
  },
  level: 'level',
});
