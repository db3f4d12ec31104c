import { rAppraisals } from '@rimba/core';
import { appraisalPart } from '../appraisals/index.js';

export const rAppraisalsPart = appraisalPart(rAppraisals, { kind: '5r' });
