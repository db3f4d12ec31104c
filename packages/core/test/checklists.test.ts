import { describe, expect, it } from 'vitest';
import {
  type ChecklistContent,
  checklistAnswerErrors,
  criteriaFor,
  parseChecklistAnswers,
  parseChecklistContent,
  scoreChecklist,
} from '../src/index.js';

const t = (id: string) => ({ id, en: id });

/** A 0–4 scale (0 and 1 raise findings) over two elements, one criterion weighing 2, and two levels. */
const content: ChecklistContent = {
  scale: [0, 1, 2, 3, 4].map((n) => ({ value: String(n), label: t(String(n)), points: n, finding: n < 2 })),
  elements: [
    {
      code: 'A',
      title: t('Ringkas'),
      criteria: [
        { code: 'A1', text: t('a1'), weight: 1, level: 1 },
        { code: 'A2', text: t('a2'), weight: 2, level: 1 },
        { code: 'A3', text: t('a3'), weight: 1, level: 2 },
      ],
    },
    {
      code: 'B',
      title: t('Rapi'),
      criteria: [
        { code: 'B1', text: t('b1'), weight: 1, level: 1 },
        { code: 'B2', text: t('b2'), weight: 1, level: 1 },
      ],
    },
  ],
  levels: [
    { value: 1, label: t('Awal') },
    { value: 2, label: t('Lanjutan') },
  ],
  bands: [
    { value: 'kurang', label: t('Kurang'), min: 0 },
    { value: 'baik', label: t('Baik'), min: 60 },
    { value: 'memuaskan', label: t('Memuaskan'), min: 85 },
  ],
  passMin: 60,
};

describe('checklist scores', () => {
  it('weighs points over those possible, leaving out criteria not applicable', () => {
    const score = scoreChecklist(
      content,
      {
        A1: { answer: '4' },
        A2: { answer: '3' },
        A3: { answer: 'na' },
        B1: { answer: '2' },
        B2: { answer: 'na' },
      },
      2,
    );
    // A: (4×1 + 3×2) / (4×1 + 4×2) = 10/12 = 83.3%; B: 2/4 = 50%; total (10 + 2) / (12 + 4) = 75%.
    expect(score.elements.map((e) => e.pct)).toEqual([83.3, 50]);
    expect(score.pct).toBe(75);
    expect(score.band).toBe('baik');
    expect(score.passed).toBe(true);
    expect(score.complete).toBe(true);
    expect(score.elements[0]).toMatchObject({ criteria: 3, answered: 3, na: 1 });
  });

  it('raises findings, and a critical one fails whatever the score', () => {
    const answers = {
      A1: { answer: '4' },
      A2: { answer: '4' },
      B1: { answer: '4' },
      B2: { answer: '1', finding: { class: 'critical' as const, description: 'Pestisida terbuka' } },
    };
    const score = scoreChecklist(content, answers, 1);
    // (4 + 8 + 4 + 1) / (4 + 8 + 4 + 4) = 17/20 = 85%.
    expect(score.pct).toBe(85);
    expect(score.band).toBe('memuaskan');
    expect(score.critical).toBe(1);
    expect(score.passed).toBe(false);
    expect(score.findings).toEqual([
      { criterion: 'B2', element: 'B', class: 'critical', risk: '3', description: 'Pestisida terbuka' },
    ]);
  });

  it('counts only the criteria of the level, and says when some are unanswered', () => {
    expect(criteriaFor(content, 1).map((c) => c.code)).toEqual(['A1', 'A2', 'B1', 'B2']);
    const score = scoreChecklist(content, { A1: { answer: '0' } }, 1);
    expect(score.complete).toBe(false);
    expect(score.findings[0]).toMatchObject({ class: 'minor', risk: '1' });
    expect(scoreChecklist(content, {}, 1)).toMatchObject({ pct: null, band: null, passed: null });
  });
});

describe('checklist answers and templates as values', () => {
  it('names what does not fit the template and level', () => {
    const errors = checklistAnswerErrors(
      content,
      { A3: { answer: '4' }, B1: { answer: '9' }, B2: { answer: '3', finding: { class: 'minor' } } },
      1,
      'en',
      { complete: true },
    );
    expect(Object.keys(errors).sort()).toEqual(['', 'A3', 'B1', 'B2']);
    expect(errors['']).toBe('2 criteria are not answered yet (A1, A2)');
    expect(checklistAnswerErrors(content, {}, 3, 'id')['']).toBe('Pilih tingkat penilaian');
  });

  it('takes only the stored shape of answers', () => {
    expect(parseChecklistAnswers({ A1: { answer: '4', note: ' ok ', photos: ['/uploads/a.jpg'] } })).toEqual({
      A1: { answer: '4', note: 'ok', photos: ['/uploads/a.jpg'] },
    });
    expect(parseChecklistAnswers({ A1: { answer: '4', extra: 1 } })).toBeUndefined();
    expect(parseChecklistAnswers({ A1: { answer: '4', photos: ['javascript:alert(1)'] } })).toBeUndefined();
    expect(parseChecklistAnswers({ 'A 1': { answer: '4' } })).toBeUndefined();
    expect(parseChecklistAnswers([{ answer: '4' }])).toBeUndefined();
  });

  it('takes a usable template only', () => {
    expect(parseChecklistContent(content)).toEqual(content);
    expect(parseChecklistContent({ ...content, bands: [{ ...content.bands[1] }] })).toBeUndefined();
    const repeated = { ...content, elements: [content.elements[0], content.elements[0]] };
    expect(parseChecklistContent(repeated)).toBeUndefined();
  });
});
