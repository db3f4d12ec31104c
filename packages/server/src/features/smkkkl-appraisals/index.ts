import { smkkklAppraisals } from '@rimba/core';
import { appraisalPart } from '../appraisals/index.js';

export const smkkklAppraisalsPart = appraisalPart(smkkklAppraisals, {
  kind: 'smk3l',
  columns: ['level varchar(1) not null'],
});
