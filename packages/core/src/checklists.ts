import type { Lang, Text } from './i18n.js';
import { isStorableText } from './validation/rules.js';

/**
 * Checklists of the QHSE appraisals (SMK3L, 5R, QPASS): a template's content is data, kept in versions;
 * an appraisal answers each criterion of the version it was made with, and the server scores it here.
 */

/** The appraisal kinds that answer a checklist, each with its template. */
export const checklistKinds = {
  qpass: { id: 'QPASS', en: 'QPASS' },
  smk3l: { id: 'SMK3L', en: 'SMK3L' },
  '5r': { id: '5R', en: '5R' },
} as const satisfies Record<string, Text>;

export type ChecklistKind = keyof typeof checklistKinds;

export const checklistKindNames = Object.keys(checklistKinds) as ChecklistKind[];

/** The answer that leaves a criterion out of the score. */
export const notApplicable = 'na';

export const notApplicableLabel: Text = { id: 'Tidak Berlaku', en: 'Not Applicable' };

/** One answer of a template's scale: its points, and whether it raises a finding. */
export interface ChecklistScaleOption {
  /** Stored in the answer; never `na`, which every scale offers besides its own. */
  value: string;
  label: Text;
  points: number;
  /** A not-conform answer: it raises a finding the appraiser classes. */
  finding: boolean;
}

export interface ChecklistCriterion {
  /** Unique in the template, e.g. `1.2.3`. */
  code: string;
  text: Text;
  /** How much it counts in its element and in the total (a positive number). */
  weight: number;
  /** The lowest level whose appraisals include it (1 when the template has no levels). */
  level?: number;
  /** What the appraiser looks at, as a hint. */
  guidance?: Text;
}

export interface ChecklistElement {
  /** Unique in the template, e.g. `1`. */
  code: string;
  title: Text;
  criteria: ChecklistCriterion[];
}

/** A depth of appraisal: the criteria of its level and of the levels below it. */
export interface ChecklistLevel {
  value: number;
  label: Text;
}

/** A band of the total score: from `min` percent (inclusive) up to the next band's. */
export interface ChecklistBand {
  value: string;
  label: Text;
  min: number;
}

/** What a template version holds. */
export interface ChecklistContent {
  scale: ChecklistScaleOption[];
  elements: ChecklistElement[];
  /** Levels from the lowest; none when every appraisal answers every criterion. */
  levels?: ChecklistLevel[];
  /** Bands from the lowest `min` (0) up. */
  bands: ChecklistBand[];
  /** The least total percent that passes; a critical finding fails whatever the score. */
  passMin: number;
}

/** How grave a finding is. */
export const findingClasses = [
  { value: 'minor', label: { id: 'Minor', en: 'Minor' } },
  { value: 'major', label: { id: 'Mayor', en: 'Major' } },
  { value: 'critical', label: { id: 'Kritis', en: 'Critical' } },
] as const satisfies readonly { value: string; label: Text }[];

export type FindingClass = (typeof findingClasses)[number]['value'];

/** A risk level as admin spec §9 displays it: 1 Rendah, 2 Sedang, else Tinggi. */
export const riskLevels = [
  { value: '1', label: { id: 'Rendah', en: 'Low' } },
  { value: '2', label: { id: 'Sedang', en: 'Medium' } },
  { value: '3', label: { id: 'Tinggi', en: 'High' } },
] as const satisfies readonly { value: string; label: Text }[];

export type RiskLevel = (typeof riskLevels)[number]['value'];

/** The risk a finding of a class carries unless the appraiser says otherwise. */
export const riskOfClass: Record<FindingClass, RiskLevel> = { minor: '1', major: '2', critical: '3' };

/** An appraiser's answer to one criterion. */
export interface ChecklistAnswer {
  /** A value of the scale, or `na`. */
  answer: string;
  note?: string;
  /** Evidence photos: URLs of the caller's uploads. */
  photos?: string[];
  /** For an answer that raises a finding: its class, risk and what was found. */
  finding?: { class: FindingClass; risk?: RiskLevel; description?: string };
}

/** Answers by criterion code. */
export type ChecklistAnswers = Record<string, ChecklistAnswer>;

/** The most photos one answer holds, the largest photo (MB, strictly below), and the longest note or finding. */
export const checklistLimits = { photos: 5, photoMb: 10, note: 2000 } as const;

/** The criteria an appraisal at a level answers, in template order (every one when there are no levels). */
export function criteriaFor(content: ChecklistContent, level?: number | null): ChecklistCriterion[] {
  const all = content.elements.flatMap((e) => e.criteria);
  if (!content.levels?.length || level === undefined || level === null) return all;
  return all.filter((c) => (c.level ?? 1) <= level);
}

export interface ElementScore {
  code: string;
  title: Text;
  /** Weighted points earned and possible over the applicable answered criteria. */
  earned: number;
  possible: number;
  /** Percent to one decimal, or null when nothing applicable was answered. */
  pct: number | null;
  /** Criteria of the element at the level, answered, and answered not applicable. */
  criteria: number;
  answered: number;
  na: number;
}

export interface RaisedFinding {
  criterion: string;
  element: string;
  class: FindingClass;
  risk: RiskLevel;
  description: string;
}

export interface ChecklistScore {
  elements: ElementScore[];
  earned: number;
  possible: number;
  pct: number | null;
  /** The band of `pct`, or null when there is no score yet. */
  band: string | null;
  findings: RaisedFinding[];
  critical: number;
  /** Passed: the score reaches `passMin` and no finding is critical; null while there is no score. */
  passed: boolean | null;
  /** Whether every criterion at the level is answered. */
  complete: boolean;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Scores answers against a template version: per element and in total, the weighted points earned over
 * those possible, leaving out criteria answered not applicable and those not yet answered; the band of the
 * total; the findings raised by answers whose scale option raises one (minor unless classed). A critical
 * finding fails the appraisal whatever its score.
 */
export function scoreChecklist(
  content: ChecklistContent,
  answers: ChecklistAnswers | null | undefined,
  level?: number | null,
): ChecklistScore {
  const given = answers ?? {};
  const scale = new Map(content.scale.map((o) => [o.value, o]));
  const top = Math.max(0, ...content.scale.map((o) => o.points));
  const included = new Set(criteriaFor(content, level).map((c) => c.code));
  const findings: RaisedFinding[] = [];
  let earned = 0;
  let possible = 0;
  let complete = true;
  const elements = content.elements.map((element): ElementScore => {
    const score = { earned: 0, possible: 0, criteria: 0, answered: 0, na: 0 };
    for (const criterion of element.criteria) {
      if (!included.has(criterion.code)) continue;
      score.criteria += 1;
      const answer = given[criterion.code];
      if (!answer) {
        complete = false;
        continue;
      }
      score.answered += 1;
      if (answer.answer === notApplicable) {
        score.na += 1;
        continue;
      }
      const option = scale.get(answer.answer);
      if (!option) {
        complete = false;
        continue;
      }
      score.earned += option.points * criterion.weight;
      score.possible += top * criterion.weight;
      if (option.finding) {
        const found = answer.finding?.class ?? 'minor';
        findings.push({
          criterion: criterion.code,
          element: element.code,
          class: found,
          risk: answer.finding?.risk ?? riskOfClass[found],
          description: answer.finding?.description?.trim() || answer.note?.trim() || '',
        });
      }
    }
    earned += score.earned;
    possible += score.possible;
    return {
      code: element.code,
      title: element.title,
      ...score,
      pct: score.possible > 0 ? oneDecimal((score.earned / score.possible) * 100) : null,
    };
  });
  const pct = possible > 0 ? oneDecimal((earned / possible) * 100) : null;
  const critical = findings.filter((f) => f.class === 'critical').length;
  return {
    elements,
    earned,
    possible,
    pct,
    band: pct === null ? null : bandOf(content, pct),
    findings,
    critical,
    passed: pct === null ? null : critical === 0 && pct >= content.passMin,
    complete,
  };
}

/** The band a total percent falls in. */
export function bandOf(content: ChecklistContent, pct: number): string | null {
  let found: string | null = null;
  for (const band of [...content.bands].sort((a, b) => a.min - b.min))
    if (pct >= band.min) found = band.value;
  return found;
}

/** Why answers do not fit a template version, by criterion code (`''` for the whole value): empty when they fit. */
export function checklistAnswerErrors(
  content: ChecklistContent,
  answers: ChecklistAnswers | null | undefined,
  level: number | null | undefined,
  lang: 'id' | 'en',
  options: { complete?: boolean } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  const given = answers ?? {};
  const criteria = criteriaFor(content, level);
  const included = new Set(criteria.map((c) => c.code));
  const scale = new Map(content.scale.map((o) => [o.value, o]));
  const say = (id: string, en: string) => (lang === 'id' ? id : en);
  if (content.levels?.length && !content.levels.some((l) => l.value === level)) {
    errors[''] = say('Pilih tingkat penilaian', 'Choose the level of the appraisal');
  }
  for (const [code, answer] of Object.entries(given)) {
    if (!included.has(code)) {
      errors[code] = say(
        `Kriteria ${code} tidak ada pada templat dan tingkat ini`,
        `Criterion ${code} is not in this template and level`,
      );
    } else if (answer.answer !== notApplicable && !scale.has(answer.answer)) {
      errors[code] = say(
        `Jawaban kriteria ${code} tidak dikenal`,
        `The answer to criterion ${code} is unknown`,
      );
    } else if (answer.finding && !scale.get(answer.answer)?.finding) {
      errors[code] = say(
        `Kriteria ${code}: temuan hanya untuk jawaban tidak sesuai`,
        `Criterion ${code}: a finding goes only with a not-conform answer`,
      );
    }
  }
  if (options.complete) {
    const missing = criteria.filter((c) => !given[c.code]).map((c) => c.code);
    if (missing.length) {
      errors[''] = say(
        `${missing.length} kriteria belum dijawab (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''})`,
        `${missing.length} criteria are not answered yet (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''})`,
      );
    }
  }
  return errors;
}

/** Why a template version's content cannot be used, in a language: empty when it can. */
export function checklistContentErrors(content: ChecklistContent, lang: 'id' | 'en' = 'en'): string[] {
  const errors: string[] = [];
  const say = (id: string, en: string) => errors.push(lang === 'id' ? id : en);
  if (!content.scale.length) say('Skala belum berisi jawaban', 'The scale has no answers');
  if (content.scale.some((o) => o.value === notApplicable))
    say(`"${notApplicable}" sudah dimiliki setiap skala`, `"${notApplicable}" is every scale's own`);
  if (new Set(content.scale.map((o) => o.value)).size !== content.scale.length)
    say('Nilai skala berulang', 'Scale values repeat');
  if (!content.scale.some((o) => o.points > 0))
    say('Tidak ada jawaban skala yang memberi poin', 'No answer of the scale earns points');
  const badCode = (code: string) => !codePattern.test(code);
  const untitled = (text: Text | undefined) => !text?.id?.trim();
  for (const o of content.scale) {
    if (badCode(o.value))
      say(`Nilai skala "${o.value}" tidak valid`, `Scale value "${o.value}" is not valid`);
    if (untitled(o.label)) say(`Jawaban "${o.value}" perlu label`, `Answer "${o.value}" needs a label`);
  }
  if (!content.elements.length) say('Templat belum berisi elemen', 'The template has no elements');
  const codes = new Set<string>();
  for (const element of content.elements) {
    if (badCode(element.code))
      say(`Kode elemen "${element.code}" tidak valid`, `Element code "${element.code}" is not valid`);
    if (untitled(element.title))
      say(`Elemen ${element.code} perlu judul`, `Element ${element.code} needs a title`);
    if (!element.criteria.length)
      say(`Elemen ${element.code} belum berisi kriteria`, `Element ${element.code} has no criteria`);
    for (const c of element.criteria) {
      if (badCode(c.code))
        say(`Kode kriteria "${c.code}" tidak valid`, `Criterion code "${c.code}" is not valid`);
      if (untitled(c.text)) say(`Kriteria ${c.code} perlu teks`, `Criterion ${c.code} needs a text`);
      if (c.guidance && untitled(c.guidance))
        say(
          `Panduan kriteria ${c.code} perlu teks Indonesia`,
          `The guidance of criterion ${c.code} needs an Indonesian text`,
        );
      if (codes.has(c.code)) say(`Kriteria ${c.code} berulang`, `Criterion ${c.code} repeats`);
      codes.add(c.code);
      if (!(c.weight > 0))
        say(`Kriteria ${c.code} perlu bobot positif`, `Criterion ${c.code} needs a positive weight`);
      if (content.levels?.length && !content.levels.some((l) => l.value === (c.level ?? 1))) {
        say(
          `Kriteria ${c.code} menyebut tingkat yang tidak ada`,
          `Criterion ${c.code} names an unknown level`,
        );
      }
    }
  }
  if (!content.bands.length || Math.min(...content.bands.map((b) => b.min)) !== 0) {
    say('Rentang nilai harus dimulai dari 0%', 'The bands must start at 0%');
  }
  for (const b of content.bands)
    if (untitled(b.label)) say(`Rentang "${b.value}" perlu label`, `Band "${b.value}" needs a label`);
  for (const l of content.levels ?? [])
    if (untitled(l.label)) say(`Tingkat ${l.value} perlu label`, `Level ${l.value} needs a label`);
  return errors;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max && isStorableText(value);
const isLabel = (value: unknown): value is Text =>
  isObject(value) && isText(value.id, 2000) && isText(value.en, 2000) && value.id.trim() !== '';
const onlyKeys = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((k) => keys.includes(k));
const codePattern = /^[A-Za-z0-9._-]{1,32}$/;
const isUrlText = (value: unknown) => isText(value, 2048) && /^(https?:\/\/|\/)[^\s]*$/.test(value);

/** The most criteria a template holds, and so the most answers an appraisal holds. */
export const maxChecklistCriteria = 1000;

/** Answers in their stored shape, or undefined when the value is no such thing (a bounded size, known keys). */
export function parseChecklistAnswers(value: unknown): ChecklistAnswers | undefined {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length > maxChecklistCriteria) return undefined;
  const answers: ChecklistAnswers = {};
  for (const [code, raw] of entries) {
    if (
      !codePattern.test(code) ||
      !isObject(raw) ||
      !onlyKeys(raw, ['answer', 'note', 'photos', 'finding'])
    ) {
      return undefined;
    }
    if (!isText(raw.answer, 32) || raw.answer === '') return undefined;
    const answer: ChecklistAnswer = { answer: raw.answer };
    if (raw.note !== undefined && raw.note !== null && raw.note !== '') {
      if (!isText(raw.note, checklistLimits.note)) return undefined;
      answer.note = raw.note.trim();
    }
    if (raw.photos !== undefined && raw.photos !== null) {
      if (!Array.isArray(raw.photos) || raw.photos.length > checklistLimits.photos) return undefined;
      if (!raw.photos.every(isUrlText)) return undefined;
      if (raw.photos.length) answer.photos = raw.photos as string[];
    }
    if (raw.finding !== undefined && raw.finding !== null) {
      const f = raw.finding;
      if (!isObject(f) || !onlyKeys(f, ['class', 'risk', 'description'])) return undefined;
      if (!findingClasses.some((c) => c.value === f.class)) return undefined;
      if (f.risk !== undefined && f.risk !== null && !riskLevels.some((r) => r.value === String(f.risk))) {
        return undefined;
      }
      if (
        f.description !== undefined &&
        f.description !== null &&
        !isText(f.description, checklistLimits.note)
      ) {
        return undefined;
      }
      answer.finding = {
        class: f.class as FindingClass,
        ...(f.risk !== undefined && f.risk !== null && { risk: String(f.risk) as RiskLevel }),
        ...(typeof f.description === 'string' &&
          f.description.trim() && { description: f.description.trim() }),
      };
    }
    answers[code] = answer;
  }
  return answers;
}

/**
 * A template's content in its stored shape, or undefined when it is no such thing; whether it can be used
 * is `checklistContentErrors`'s to tell.
 */
export function parseChecklistShape(value: unknown): ChecklistContent | undefined {
  if (!isObject(value) || !onlyKeys(value, ['scale', 'elements', 'levels', 'bands', 'passMin']))
    return undefined;
  const { scale, elements, levels, bands, passMin } = value;
  if (!Array.isArray(scale) || scale.length > 20 || !Array.isArray(elements) || elements.length > 100) {
    return undefined;
  }
  if (
    !Array.isArray(bands) ||
    bands.length > 10 ||
    typeof passMin !== 'number' ||
    passMin < 0 ||
    passMin > 100
  ) {
    return undefined;
  }
  const scaleOk = scale.every(
    (o) =>
      isObject(o) &&
      onlyKeys(o, ['value', 'label', 'points', 'finding']) &&
      isText(o.value, 32) &&
      codePattern.test(o.value) &&
      isLabel(o.label) &&
      typeof o.points === 'number' &&
      o.points >= 0 &&
      o.points <= 100 &&
      typeof o.finding === 'boolean',
  );
  const bandsOk = bands.every(
    (b) =>
      isObject(b) &&
      onlyKeys(b, ['value', 'label', 'min']) &&
      isText(b.value, 32) &&
      isLabel(b.label) &&
      typeof b.min === 'number' &&
      b.min >= 0 &&
      b.min <= 100,
  );
  const levelsOk =
    levels === undefined ||
    (Array.isArray(levels) &&
      levels.length <= 10 &&
      levels.every(
        (l) =>
          isObject(l) && onlyKeys(l, ['value', 'label']) && Number.isInteger(l.value) && isLabel(l.label),
      ));
  let criteria = 0;
  const elementsOk = elements.every((e) => {
    if (!isObject(e) || !onlyKeys(e, ['code', 'title', 'criteria']) || !isText(e.code, 32)) return false;
    if (!codePattern.test(e.code) || !isLabel(e.title) || !Array.isArray(e.criteria)) return false;
    criteria += e.criteria.length;
    return e.criteria.every(
      (c) =>
        isObject(c) &&
        onlyKeys(c, ['code', 'text', 'weight', 'level', 'guidance']) &&
        isText(c.code, 32) &&
        codePattern.test(c.code) &&
        isLabel(c.text) &&
        typeof c.weight === 'number' &&
        c.weight <= 100 &&
        (c.level === undefined || Number.isInteger(c.level)) &&
        (c.guidance === undefined || isLabel(c.guidance)),
    );
  });
  if (!scaleOk || !bandsOk || !levelsOk || !elementsOk || criteria > maxChecklistCriteria) return undefined;
  return value as unknown as ChecklistContent;
}

/** A template's content in its stored shape, or undefined when it is no such thing or cannot be used. */
export function parseChecklistContent(value: unknown): ChecklistContent | undefined {
  const content = parseChecklistShape(value);
  return content && checklistContentErrors(content).length === 0 ? content : undefined;
}
