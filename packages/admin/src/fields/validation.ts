import { checkField, type Field, type Lang, type Resource } from '@rimba/core';
import type { FormInstance, FormRule } from 'antd';

/**
 * An antd form rule that checks the field with the very code the server validates with: the value is
 * parsed as it will be stored, then the rules judge it; the first failing rule's message is shown.
 */
export function coreRule(resource: Resource, field: Field, lang: Lang, form: FormInstance): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const checked = checkField(field, value, lang, {
        values: form.getFieldsValue(true) as Record<string, unknown>,
        labelOf: (name) => resource.fieldsByName.get(name)?.label[lang] ?? name,
      });
      return 'error' in checked ? Promise.reject(new Error(checked.error)) : Promise.resolve();
    },
  };
}
