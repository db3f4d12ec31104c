import type { ChecklistTemplateSeed } from './types.js';

/** Placeholder: the full checklist is written in its own change. */
export const qpassTemplate: ChecklistTemplateSeed = {
  kind: 'qpass',
  title: 'qpass',
  description: '',
  content: {
    scale: [
      { value: 'conform', label: { id: 'Sesuai', en: 'Conform' }, points: 1, finding: false },
      { value: 'not_conform', label: { id: 'Tidak Sesuai', en: 'Not Conform' }, points: 0, finding: true },
    ],
    elements: [
      {
        code: '1',
        title: { id: 'Elemen', en: 'Element' },
        criteria: [{ code: '1.1', text: { id: 'Kriteria', en: 'Criterion' }, weight: 1 }],
      },
    ],
    bands: [
      { value: 'kurang', label: { id: 'Kurang', en: 'Poor' }, min: 0 },
      { value: 'baik', label: { id: 'Baik', en: 'Good' }, min: 60 },
      { value: 'memuaskan', label: { id: 'Memuaskan', en: 'Satisfactory' }, min: 85 },
    ],
    passMin: 60,
  },
};
