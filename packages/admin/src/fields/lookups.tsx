import type { Field } from '@rimba/core';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Radio, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../api/client';
import type { ListResult } from '../api/dataProvider';
import { useLang } from '../i18n';
import type { FieldInputProps } from './types';

interface Choice {
  value: number;
  label: string;
  title?: string;
}

/** The `filters` query parameter of a lookup's rows, when it has any. */
export const filtersParam = (rows: FieldInputProps['rows']) =>
  rows?.filters && Object.keys(rows.filters).length > 0 ? JSON.stringify(rows.filters) : undefined;

/**
 * The rows a lookup field chooses from, as options: `GET /api/{resource}/dataset?limit=1000`, labelled
 * by the field's label column (or the module's `list_pointer`), filtered by the module's `get_param`.
 * One query per resource and filter, shared by every form, list and detail.
 */
export function useDataset(field: Field, rows?: FieldInputProps['rows']) {
  const resource = field.lookup?.resource ?? '';
  const labelColumn = rows?.label ?? field.lookup?.label ?? 'id';
  const filters = filtersParam(rows);
  return useQuery({
    queryKey: [resource, 'dataset', filters ?? null],
    enabled: resource !== '',
    queryFn: () => request<ListResult>(`/${resource}/dataset`, { query: { limit: 1000, filters } }),
    select: (result): Choice[] =>
      result.data.map((row) => ({
        value: Number(row.id),
        label: String(row[labelColumn] ?? `#${row.id}`),
        title: rows?.tooltip && row[rows.tooltip] != null ? String(row[rows.tooltip]) : undefined,
      })),
  });
}

const asIds = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);
const asId = (value: unknown) =>
  value === null || value === undefined || value === '' ? undefined : Number(value);

/** Loads the field's rows and hands them to the input; shows a spinner, then the error if it fails. */
function WithDataset({
  field,
  rows,
  testId,
  children,
}: {
  field: Field;
  rows: FieldInputProps['rows'];
  testId: string;
  children: (choices: Choice[]) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const dataset = useDataset(field, rows);
  return (
    <div data-testid={testId}>
      {dataset.isError ? (
        <Typography.Text type="danger">
          {t('field.datasetError', { Label: field.label[lang] })}
        </Typography.Text>
      ) : dataset.isPending ? (
        <Spin size="small" />
      ) : (
        children(dataset.data)
      )}
    </div>
  );
}

export function LookupInput({ field, rows, value, onChange, onBlur, id, testId }: FieldInputProps) {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <WithDataset field={field} rows={rows} testId={testId}>
      {(choices) => (
        <Select
          id={id}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          style={{ width: '100%' }}
          placeholder={field.placeholder?.[lang]}
          notFoundContent={t('field.noOptions')}
          options={choices}
          value={asId(value)}
          onBlur={onBlur}
          onChange={(next) => onChange?.(next ?? null)}
        />
      )}
    </WithDataset>
  );
}

export function LookupRadioInput({ field, rows, value, onChange, id, testId }: FieldInputProps) {
  return (
    <WithDataset field={field} rows={rows} testId={testId}>
      {(choices) => (
        <Radio.Group
          id={id}
          options={choices}
          value={asId(value)}
          onChange={(e) => onChange?.(e.target.value)}
        />
      )}
    </WithDataset>
  );
}

export function LookupCheckboxInput({ field, rows, value, onChange, testId }: FieldInputProps) {
  return (
    <WithDataset field={field} rows={rows} testId={testId}>
      {(choices) => (
        <Checkbox.Group
          options={choices}
          value={asIds(value)}
          onChange={(next) => onChange?.(next.map(Number))}
        />
      )}
    </WithDataset>
  );
}

/** A looked-up row as the server names it in answers: `rel_{field}`. */
interface Related {
  id: number;
  label: string | null;
}

const isRelated = (value: unknown): value is Related =>
  typeof value === 'object' && value !== null && 'id' in value && 'label' in value;

/**
 * The labels of the chosen rows, as the server answered them with the row (`rel_{field}`): whatever the
 * size of the looked-up resource, and whether or not the user may read it. `#id` for a row that is gone.
 */
export function lookupText(related: unknown, value: unknown): string {
  const named = (Array.isArray(related) ? related : [related]).filter(isRelated);
  const ids = Array.isArray(value) ? asIds(value) : asId(value) === undefined ? [] : [Number(value)];
  if (ids.length === 0) return '-';
  return ids.map((id) => named.find((r) => Number(r.id) === id)?.label ?? `#${id}`).join(', ');
}
