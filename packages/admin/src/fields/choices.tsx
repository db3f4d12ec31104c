import type { Field, Lang } from '@rimba/core';
import { Checkbox, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n';
import type { FieldInputProps } from './types';

/** The field's options with their labels in a language. */
export const optionsOf = (field: Field | undefined, lang: Lang) =>
  (field?.options ?? []).map((o) => ({ value: o.value, label: o.label[lang] }));

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const asOne = (value: unknown) =>
  value === null || value === undefined || value === '' ? undefined : String(value);

export function SelectInput({ field, value, onChange, onBlur, id, testId }: FieldInputProps) {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Select
        id={id}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        style={{ width: '100%' }}
        placeholder={field.placeholder?.[lang]}
        notFoundContent={t('field.noOptions')}
        options={optionsOf(field, lang)}
        value={asOne(value)}
        onBlur={onBlur}
        onChange={(next) => onChange?.(next ?? null)}
      />
    </div>
  );
}

export function SelectMultipleInput({ field, value, onChange, onBlur, id, testId }: FieldInputProps) {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Select
        id={id}
        mode="multiple"
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        style={{ width: '100%' }}
        placeholder={field.placeholder?.[lang]}
        notFoundContent={t('field.noOptions')}
        options={optionsOf(field, lang)}
        value={asList(value)}
        onBlur={onBlur}
        onChange={(next: string[]) => onChange?.(next)}
      />
    </div>
  );
}

export function RadioInput({ field, value, onChange, id, testId }: FieldInputProps) {
  const lang = useLang();
  return (
    <div data-testid={testId}>
      <Radio.Group
        id={id}
        options={optionsOf(field, lang)}
        value={asOne(value)}
        onChange={(e) => onChange?.(e.target.value)}
      />
    </div>
  );
}

export function CheckboxInput({ field, value, onChange, id, testId }: FieldInputProps) {
  const lang = useLang();
  return (
    <div data-testid={testId} id={id}>
      <Checkbox.Group
        options={optionsOf(field, lang)}
        value={asList(value)}
        onChange={(next) => onChange?.(next.map(String))}
      />
    </div>
  );
}

/** The labels of the chosen options, joined; unknown values show as stored. */
export function optionLabels(value: unknown, lang: Lang, field?: Field): string {
  const chosen = Array.isArray(value) ? value.map(String) : asOne(value) === undefined ? [] : [String(value)];
  if (chosen.length === 0) return '-';
  const options = optionsOf(field, lang);
  return chosen.map((v) => options.find((o) => o.value === v)?.label ?? v).join(', ');
}
