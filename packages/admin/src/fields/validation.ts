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

/**
 * Empties a field the form changed by itself (a lookup whose parent changed): its value goes and so does
 * its standing, so it is marked neither valid nor invalid until the user or a submit checks it (a value
 * set directly counts as touched, which antd marks as valid, though the field is empty).
 */
export function clearField(form: FormInstance, name: string, value: unknown = null): void {
  form.setFields([{ name, value, touched: false, errors: [], warnings: [] }]);
}

/** Sets a value the form chose by itself and checks it, so its mark says whether it is valid. */
export function setCheckedField(form: FormInstance, name: string, value: unknown): void {
  form.setFieldValue(name, value);
  form.validateFields([name]).catch(() => {});
}
