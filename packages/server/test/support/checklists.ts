import type { ChecklistContent } from '@rimba/core';

const label = (id: string) => ({ id, en: id });

/** A usable checklist with a conform / not-conform scale and three levels; `B.1` only from level 2 up. */
export const leveledChecklist: ChecklistContent = {
  scale: [
    { value: 'sesuai', label: label('Sesuai'), points: 1, finding: false },
    { value: 'tidak', label: label('Tidak Sesuai'), points: 0, finding: true },
  ],
  elements: [
    {
      code: 'A',
      title: label('Ringkas'),
      criteria: [
        { code: 'A.1', text: label('Barang dipilah'), weight: 1 },
        { code: 'A.2', text: label('Barang diberi label'), weight: 2 },
      ],
    },
    {
      code: 'B',
      title: label('Rapi'),
      criteria: [{ code: 'B.1', text: label('Tata letak'), weight: 1, level: 2 }],
    },
  ],
  levels: [
    { value: 1, label: label('Awal') },
    { value: 2, label: label('Transisi') },
    { value: 3, label: label('Lanjutan') },
  ],
  bands: [{ value: 'kurang', label: label('Kurang'), min: 0 }],
  passMin: 60,
};

const { levels: _levels, ...withoutLevels } = leveledChecklist;

/** The same checklist for a kind without levels, as 5R's. */
export const flatChecklist: ChecklistContent = withoutLevels;
