import { describe, expect, it } from 'vitest';
import type { ChecklistContent } from '../src/checklists.js';
import { checklistTemplates, rAppraisals } from '../src/resources/index.js';
import { validateRecord } from '../src/validation/record.js';

const content: ChecklistContent = {
  scale: [{ value: 'ok', label: { id: 'Sesuai', en: 'Conform' }, points: 1, finding: false }],
  elements: [
    {
      code: '1',
      title: { id: 'Ringkas', en: 'Sort' },
      criteria: [{ code: '1.1', text: { id: 'Barang dipilah', en: 'Items sorted' }, weight: 1 }],
    },
  ],
  bands: [{ value: 'baik', label: { id: 'Baik', en: 'Good' }, min: 0 }],
  passMin: 60,
};

const contentError = (value: unknown, lang: 'id' | 'en') =>
  validateRecord(checklistTemplates, { content: value }, lang, 'update').errors.content;

describe('checklist values', () => {
  it('says a malformed checklist or template is no checklist, in the caller’s language', () => {
    expect(contentError({ scale: 'semua' }, 'id')).toEqual([
      'Daftar Periksa tidak sesuai bentuk daftar periksa',
    ]);
    expect(contentError('teks', 'en')).toEqual(['Checklist is not a valid checklist']);
    const answers = validateRecord(
      rAppraisals,
      { answers: { '1.1': { answer: 'ok', rating: 5 } } },
      'en',
      'update',
    );
    expect(answers.errors.answers).toEqual(['Checklist is not a valid checklist']);
  });

  it('names the first problem of a template whose shape is right but cannot be used', () => {
    const late = { ...content, bands: [{ value: 'baik', label: { id: 'Baik', en: 'Good' }, min: 50 }] };
    expect(contentError(late, 'id')).toEqual([
      'Daftar Periksa tidak dapat dipakai: rentang nilai harus dimulai dari 0%',
    ]);
    const twice = {
      ...content,
      elements: [content.elements[0]!, { ...content.elements[0]!, code: '2' }],
    };
    expect(contentError(twice, 'en')).toEqual(['Checklist cannot be used: criterion 1.1 repeats']);
    expect(contentError(content, 'en')).toBeUndefined();
  });

  it('refuses text a column cannot store inside answers', () => {
    const nul = { '1.1': { answer: 'ok', note: 'a\u0000b' } };
    expect(validateRecord(rAppraisals, { answers: nul }, 'en', 'update').errors.answers).toEqual([
      'Checklist is not a valid checklist',
    ]);
  });
});
