import {
  type ChecklistContent,
  checklistKindNames,
  criteriaFor,
  parseChecklistContent,
  scoreChecklist,
  type Text,
} from '@rimba/core';
import { describe, expect, it } from 'vitest';
import { checklistTemplateSeeds } from '../src/features/checklist-templates/content/index.js';

const seed = (kind: string) => {
  const found = checklistTemplateSeeds.find((s) => s.kind === kind);
  if (!found) throw new Error(`no ${kind} template`);
  return found.content;
};

const labels = (content: ChecklistContent): Text[] => [
  ...content.scale.map((o) => o.label),
  ...(content.levels ?? []).map((l) => l.label),
  ...content.bands.map((b) => b.label),
  ...content.elements.flatMap((e) => [
    e.title,
    ...e.criteria.flatMap((c) => (c.guidance ? [c.text, c.guidance] : [c.text])),
  ]),
];

const repeated = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

/** The demo content's three templates: usable as stored, complete in both languages, shaped as their kind. */
describe('the demo checklist templates', () => {
  it('are one for each appraisal kind', () => {
    expect(checklistTemplateSeeds.map((s) => s.kind).sort()).toEqual([...checklistKindNames].sort());
  });

  describe.each(checklistTemplateSeeds)('$kind', ({ title, description, content }) => {
    it('passes as stored content, as it would after a round trip through the database', () => {
      expect(parseChecklistContent(JSON.parse(JSON.stringify(content)))).toEqual(content);
    });

    it('has a title and a description', () => {
      expect(title.trim()).not.toBe('');
      expect(description.trim()).not.toBe('');
    });

    it('codes each element and criterion once', () => {
      expect(repeated(content.elements.map((e) => e.code))).toEqual([]);
      expect(repeated(criteriaFor(content).map((c) => c.code))).toEqual([]);
      for (const e of content.elements)
        for (const c of e.criteria) expect(c.code.startsWith(`${e.code}.`), c.code).toBe(true);
    });

    it('says everything in Indonesian and English', () => {
      for (const text of labels(content)) {
        expect(text.id.trim(), text.en).not.toBe('');
        expect(text.en.trim(), text.id).not.toBe('');
      }
    });

    it('repeats no element title or criterion in either language', () => {
      const written = content.elements.flatMap((e) => [e.title, ...e.criteria.map((c) => c.text)]);
      expect(repeated(written.map((t) => t.id))).toEqual([]);
      expect(repeated(written.map((t) => t.en))).toEqual([]);
    });

    it('bands a score as Kurang, Baik from 60% and Memuaskan from 85%, passing from 60%', () => {
      expect(content.bands.map((b) => [b.value, b.label.id, b.min])).toEqual([
        ['kurang', 'Kurang', 0],
        ['baik', 'Baik', 60],
        ['memuaskan', 'Memuaskan', 85],
      ]);
      expect(content.passMin).toBe(60);
    });
  });

  it('SMK3L follows the 12 elements of PP 50/2012 with 64, 122 and 166 criteria by level', () => {
    const content = seed('smk3l');
    expect(content.elements.map((e) => e.code)).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
    expect(content.elements[0]?.title.id).toBe('Pembangunan dan pemeliharaan komitmen');
    expect(content.elements[11]?.title.id).toBe('Pengembangan keterampilan dan kemampuan');
    expect(content.levels?.map((l) => l.label.id)).toEqual(['Awal', 'Transisi', 'Lanjutan']);
    expect([1, 2, 3].map((level) => criteriaFor(content, level).length)).toEqual([64, 122, 166]);
    for (const c of criteriaFor(content)) {
      expect(c.code, c.code).toMatch(/^\d{1,2}\.\d{1,2}\.\d{1,2}$/);
      expect(c.weight).toBe(1);
    }
    expect(content.scale.map((o) => [o.value, o.label.id, o.points, o.finding])).toEqual([
      ['conform', 'Sesuai', 1, false],
      ['not_conform', 'Tidak Sesuai', 0, true],
    ]);
  });

  it('5R rates five elements of 6 to 8 items from 0 to 4, a 0 or 1 raising a finding', () => {
    const content = seed('5r');
    expect(content.elements.map((e) => e.title.id)).toEqual(['Ringkas', 'Rapi', 'Resik', 'Rawat', 'Rajin']);
    for (const e of content.elements) expect(e.criteria.length).toBeGreaterThanOrEqual(6);
    for (const e of content.elements) expect(e.criteria.length).toBeLessThanOrEqual(8);
    expect(content.scale.map((o) => [o.value, o.points, o.finding])).toEqual([
      ['0', 0, true],
      ['1', 1, true],
      ['2', 2, false],
      ['3', 3, false],
      ['4', 4, false],
    ]);
    expect(criteriaFor(content).some((c) => c.weight === 2)).toBe(true);
    const allGood = Object.fromEntries(criteriaFor(content).map((c) => [c.code, { answer: '3' }]));
    expect(scoreChecklist(content, allGood)).toMatchObject({ pct: 75, band: 'baik', passed: true });
  });

  it('QPASS weighs 5 to 7 criteria in each of its nine elements from 1 to 3', () => {
    const content = seed('qpass');
    expect(content.elements).toHaveLength(9);
    expect(content.levels).toBeUndefined();
    for (const e of content.elements) {
      expect(e.criteria.length, e.title.en).toBeGreaterThanOrEqual(5);
      expect(e.criteria.length, e.title.en).toBeLessThanOrEqual(7);
      for (const c of e.criteria) expect([1, 2, 3]).toContain(c.weight);
    }
  });
});
