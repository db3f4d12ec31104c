import { fieldTypes } from '../fields.js';
import type { Lang } from '../i18n.js';
import type { Field, Resource } from '../resource.js';
import { isEmpty, type RuleContext, refusedValueMessage, ruleMessage, validateValue } from './rules.js';

/** Messages per field; a sub-record's field is named `{slave field}.{index}.{sub-field}`. */
export type FieldErrors = Record<string, string[]>;

export interface ValidatedRecord {
  values: Record<string, unknown>;
  errors: FieldErrors;
}

/**
 * Checks one value of a field as it will be stored: the type's parser reads it first (a decimal comma,
 * a time without seconds), then the rules judge what would be stored. Empty values become null.
 */
export function checkField(
  field: Field,
  raw: unknown,
  lang: Lang,
  ctx: RuleContext,
): { value: unknown } | { error: string } {
  const label = field.label[lang];
  const parsed = isEmpty(raw) ? null : fieldTypes[field.type].parse(raw, field);
  if (parsed && !parsed.ok) return { error: refusedValueMessage(parsed, label, lang) };
  const message = validateValue(parsed ? parsed.value : raw, field.parsedRules, label, lang, ctx);
  if (message) return { error: message };
  const value = parsed ? parsed.value : null;
  // A text column has a length whether or not the field's rules name it (255 when they do not).
  const { maxLength } = field;
  if (typeof value === 'string' && maxLength !== undefined && !fieldTypes[field.type].secret) {
    if ([...value].length > maxLength) return { error: ruleMessage('max', label, lang, [String(maxLength)]) };
  }
  return { value };
}

/** Checks the given fields of one record (a resource's row, or one sub-record of a slave field). */
function validateFields(
  fields: readonly Field[],
  input: Record<string, unknown>,
  lang: Lang,
  mode: 'create' | 'update',
  prefix = '',
): ValidatedRecord {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  const labels = new Map(fields.map((f) => [f.name, f.label[lang]]));
  const ctx: RuleContext = { values: input, labelOf: (name) => labels.get(name) ?? name };
  for (const field of fields) {
    if (!field.form) continue;
    if (mode === 'update' && !(field.name in input)) continue;
    const spec = fieldTypes[field.type];
    const raw = input[field.name];
    const key = `${prefix}${field.name}`;
    // An empty secret on update keeps the stored one: forms never receive it to send it back.
    if (spec.secret && mode === 'update' && isEmpty(raw)) continue;
    const checked = checkField(field, raw, lang, ctx);
    if ('error' in checked) {
      errors[key] = [checked.error];
      continue;
    }
    if (field.fields && Array.isArray(checked.value)) {
      const items: Record<string, unknown>[] = [];
      checked.value.forEach((item: Record<string, unknown>, i) => {
        const sub = validateFields(field.fields ?? [], item, lang, 'create', `${key}.${i}.`);
        Object.assign(errors, sub.errors);
        items.push(sub.values);
      });
      values[field.name] = items;
      continue;
    }
    values[field.name] = checked.value;
  }
  return { values, errors };
}

/**
 * Validates a record against a resource's form fields, the same way in the admin form and on the
 * server. On create every form field is checked; on update only the fields present in the input (a
 * missing field keeps its stored value). Text is trimmed; empty values are stored as null.
 */
export function validateRecord(
  resource: Resource,
  input: Record<string, unknown>,
  lang: Lang,
  mode: 'create' | 'update',
): ValidatedRecord {
  return validateFields(resource.fields, input, lang, mode);
}
