import type { ChecklistBand, ChecklistCriterion, ChecklistElement, ChecklistScaleOption } from '@rimba/core';

/** The two-answer scale of the SMK3L and QPASS templates: a not-conform answer raises a finding. */
export const conformScale: ChecklistScaleOption[] = [
  { value: 'conform', label: { id: 'Sesuai', en: 'Conform' }, points: 1, finding: false },
  { value: 'not_conform', label: { id: 'Tidak Sesuai', en: 'Not Conform' }, points: 0, finding: true },
];

/** The score bands every demo template shares. */
export const scoreBands: ChecklistBand[] = [
  { value: 'kurang', label: { id: 'Kurang', en: 'Poor' }, min: 0 },
  { value: 'baik', label: { id: 'Baik', en: 'Good' }, min: 60 },
  { value: 'memuaskan', label: { id: 'Memuaskan', en: 'Satisfactory' }, min: 85 },
];

/** The least total percent that passes, in every demo template: the lower edge of the `baik` band. */
export const passMin = 60;

export const element = (
  code: string,
  id: string,
  en: string,
  criteria: ChecklistCriterion[],
): ChecklistElement => ({ code, title: { id, en }, criteria });
