import type { Field, Lang } from '@rimba/core';
import { Checkbox, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearable, useLang } from '../i18n';
import type { FieldInputProps } from './types';

/** The field's options with their labels in a language. */
export const optionsOf = (field: Field | undefined, lang: Lang) =>
  (field?.options ?? []).map((o) => ({ value: o.value, label: o.label[lang] }));

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const asOne = (value: unknown) =>
  value === null || value === undefined || value === '' ? undefined : String(value);

/**
 * The options of a select, and for a field that allows adding (admin spec §3 `allowAdd`) the text typed
 * into the search as one more option, so it can be chosen like the others; a value kept earlier that is
 * no option stays listed too.
 */
function useChoices(field: Field, lang: Lang, value: unknown) {
  const [typed, setTyped] = useState('');
  const options = optionsOf(field, lang);
  if (!field.allowAdd) return { options };
  const extra = [...asList(value), asOne(value), typed.trim()].filter(
    (v, i, all): v is string => !!v && !options.some((o) => o.value === v) && all.indexOf(v) === i,
  );
  return {
    options: [...options, ...extra.map((v) => ({ value: v, label: v }))],
    onSearch: setTyped,
  };
}

export function SelectInput({ field, value, onChange, onBlur, id, testId }: FieldInputProps) {
  const lang = useLang();
  const clearable = useClearable();
  const { t } = useTranslation();
  const { options, onSearch } = useChoices(field, lang, value);
  return (
    <div data-testid={testId}>
      <Select
        id={id}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear={clearable}
        style={{ width: '100%' }}
        placeholder={field.placeholder?.[lang]}
        notFoundContent={t('field.noOptions')}
        options={options}
        onSearch={onSearch}
        value={asOne(value)}
        onBlur={onBlur}
        onChange={(next) => onChange?.(next ?? null)}
      />
    </div>
  );
}

export function SelectMultipleInput({ field, value, onChange, onBlur, id, testId }: FieldInputProps) {
  const lang = useLang();
  const clearable = useClearable();
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Select
        id={id}
        mode={field.allowAdd ? 'tags' : 'multiple'}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear={clearable}
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
