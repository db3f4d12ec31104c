import { fieldTypes } from '../fields.js';
import type { Lang } from '../i18n.js';
import type { Resource } from '../resource.js';
import { isEmpty, type RuleContext, validateValue } from './rules.js';

export type FieldErrors = Record<string, string[]>;

export interface ValidatedRecord {
  values: Record<string, unknown>;
  errors: FieldErrors;
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
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  const ctx: RuleContext = {
    values: input,
    labelOf: (name) => resource.fieldsByName.get(name)?.label[lang] ?? name,
  };
  for (const field of resource.fields) {
    if (!field.form) continue;
    if (mode === 'update' && !(field.name in input)) continue;
    const raw = input[field.name];
    const label = field.label[lang];
    const message = validateValue(
      typeof raw === 'string' ? raw.trim() : raw,
      field.parsedRules,
      label,
      lang,
      ctx,
    );
    if (message) {
      errors[field.name] = [message];
      continue;
    }
    if (isEmpty(raw)) {
      values[field.name] = null;
      continue;
    }
    const parsed = fieldTypes[field.type].parse(raw);
    if (parsed.ok) values[field.name] = parsed.value;
    else
      errors[field.name] = [validateValue('x', [{ name: parsed.rule, args: [] }], label, lang, ctx) ?? label];
  }
  return { values, errors };
}
