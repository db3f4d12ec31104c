import { qpassAppraisals } from '@rimba/core';
import { appraisalPart } from '../appraisals/index.js';

export const qpassAppraisalsPart = appraisalPart(qpassAppraisals, { kind: 'qpass' });
