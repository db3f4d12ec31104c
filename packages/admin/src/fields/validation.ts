import { type Field, type Lang, type Resource, validateValue } from '@rimba/core';
import type { FormInstance, FormRule } from 'antd';

/**
 * An antd form rule that runs the field's core rules, the very code the server validates with, and
 * answers the first failing rule's message. Text is trimmed first, as the server trims it.
 */
export function coreRule(resource: Resource, field: Field, lang: Lang, form: FormInstance): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const message = validateValue(
        typeof value === 'string' ? value.trim() : value,
        field.parsedRules,
        field.label[lang],
        lang,
        {
          values: form.getFieldsValue(true) as Record<string, unknown>,
          labelOf: (name) => resource.fieldsByName.get(name)?.label[lang] ?? name,
        },
      );
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
