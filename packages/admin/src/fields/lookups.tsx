import { type Field, resourcesByName } from '@rimba/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Checkbox, Radio, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../api/client';
import type { ListResult, Row } from '../api/dataProvider';
import { useClearable, useLang } from '../i18n';
import type { FieldInputProps } from './types';

/** Up to this many target rows, a radio or checkbox lookup lists them all; beyond, it is searched. */
export const inlineChoiceLimit = 20;
/** Rows a search offers at once. */
export const searchLimit = 20;
/** How long typing pauses before the search is sent. */
const searchDelayMs = 250;

export interface Choice {
  value: number;
  label: string;
  title?: string;
}

/** The `filters` query parameter of a lookup's rows, when it has any. */
export const filtersParam = (rows: FieldInputProps['rows']) =>
  rows?.filters && Object.keys(rows.filters).length > 0 ? JSON.stringify(rows.filters) : undefined;

/** The column that names a row of the lookup's target: the module's `list_pointer`, else the definition's. */
const labelColumnOf = (field: Field, rows: FieldInputProps['rows']) =>
  rows?.label ?? field.lookup?.label ?? 'id';

const choiceOf = (row: Row, labelColumn: string, tooltip?: string): Choice => ({
  value: Number(row.id),
  label: String(row[labelColumn] ?? `#${row.id}`),
  title: tooltip && row[tooltip] != null ? String(row[tooltip]) : undefined,
});

/**
 * A page of the rows a lookup chooses from, found by the server (`GET /api/{resource}/dataset?search=`):
 * the first `searchLimit` matches in the order of their label, and how many match in all. With no term,
 * the first rows and the size of the whole choice, which decides whether a radio or checkbox lookup can
 * list them all.
 */
export function useLookupSearch(field: Field, rows: FieldInputProps['rows'], term: string, keep = false) {
  const resource = field.lookup?.resource ?? '';
  const labelColumn = labelColumnOf(field, rows);
  const filters = filtersParam(rows);
  const ordered = resourcesByName.get(resource)?.fieldsByName.get(labelColumn)?.sortable === true;
  return useQuery({
    queryKey: [resource, 'lookup-search', term, filters ?? null, labelColumn],
    enabled: resource !== '',
    placeholderData: keep ? keepPreviousData : undefined,
    queryFn: () =>
      request<ListResult>(`/${resource}/dataset`, {
        query: {
          search: term || undefined,
          limit: searchLimit,
          filters,
          ...(ordered && { order: labelColumn, sort: 'ASC' }),
        },
      }),
    select: (result) => ({
      total: result.total,
      choices: result.data.map((row) => choiceOf(row, labelColumn, rows?.tooltip)),
    }),
  });
}

/** A looked-up row as the server names it in answers: `rel_{field}`. */
interface Related {
  id: number;
  label: string | null;
}

const isRelated = (value: unknown): value is Related =>
  typeof value === 'object' && value !== null && 'id' in value && 'label' in value;

const relatedList = (related: unknown): Related[] =>
  (Array.isArray(related) ? related : [related]).filter(isRelated);

export const asIds = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value])
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map(Number)
    .filter((n) => Number.isFinite(n));

/** What is known of a chosen row's label: found, still loading, or gone. */
export type ChosenLabel =
  | { id: number; state: 'ok'; label: string }
  | { id: number; state: 'loading' | 'missing'; label: string };

/**
 * The labels of the chosen rows: from the rows just picked, else from the record's `rel_{field}` (the
 * server answers it with every row, whatever the size of the target), else asked for in one call
 * (`dataset` filtered by id) — so the current value always shows with its label, never as a bare id, and
 * never lost because it is not among the rows listed.
 */
export function useChosenLabels(
  field: Field,
  ids: number[],
  related: unknown,
  rows: FieldInputProps['rows'],
  picked: readonly Choice[] = [],
): ChosenLabel[] {
  const resource = field.lookup?.resource ?? '';
  const labelColumn = labelColumnOf(field, rows);
  const known = new Map<number, string>();
  // rel_{field} names rows by the definition's label column; a module naming them otherwise asks.
  if (labelColumn === field.lookup?.label) {
    for (const r of relatedList(related)) if (r.label !== null) known.set(Number(r.id), r.label);
  }
  for (const choice of picked) known.set(choice.value, choice.label);
  const unknown = ids.filter((id) => !known.has(id));
  const asked = useQuery({
    queryKey: [resource, 'lookup-labels', unknown, labelColumn],
    enabled: resource !== '' && unknown.length > 0,
    queryFn: () =>
      request<ListResult>(`/${resource}/dataset`, {
        query: { filters: JSON.stringify({ id: { in: unknown } }), limit: unknown.length },
      }),
  });
  return ids.map((id) => {
    const label = known.get(id);
    if (label !== undefined) return { id, state: 'ok', label };
    const row = asked.data?.data.find((r) => Number(r.id) === id);
    if (row) return { id, state: 'ok', label: choiceOf(row, labelColumn).label };
    return { id, state: asked.isPending && !asked.isError ? 'loading' : 'missing', label: `#${id}` };
  });
}

/** The typed search, sent once typing pauses. */
export function useSearchTerm(): [string, (text: string) => void] {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed]);
  return [term, setTyped];
}

/** The chosen rows as choices, first, then the rows found that are not chosen. */
export function withChosen(found: readonly Choice[], chosen: readonly ChosenLabel[]): Choice[] {
  const mine = chosen.map((c) => ({ value: c.id, label: c.label }));
  return [...mine, ...found.filter((f) => !chosen.some((c) => c.id === f.value))];
}

/**
 * A drop-down whose rows the server searches as the user types: for a `lookup` select, and for a radio or
 * checkbox lookup whose target has too many rows to list. The chosen rows always show, by their labels.
 */
export function LookupSearchSelect(props: FieldInputProps & { multiple?: boolean }) {
  return (
    <div data-testid={props.testId}>
      <SearchSelect {...props} />
    </div>
  );
}

function SearchSelect({
  field,
  rows,
  related,
  value,
  onChange,
  onBlur,
  id,
  multiple = false,
}: FieldInputProps & { multiple?: boolean }) {
  const lang = useLang();
  const clearable = useClearable();
  const { t } = useTranslation();
  const [term, setTerm] = useSearchTerm();
  const [picked, setPicked] = useState<Choice[]>([]);
  const found = useLookupSearch(field, rows, term, true);
  const ids = asIds(value);
  const chosen = useChosenLabels(field, ids, related, rows, picked);
  const options = withChosen(found.data?.choices ?? [], chosen);
  const remember = (next: number[]) =>
    setPicked((before) => [
      ...before.filter((p) => !next.includes(p.value)),
      ...options.filter((o) => next.includes(o.value)),
    ]);
  return (
    <Select<number | number[]>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      allowClear={clearable}
      // At most a search page of rows: every one is rendered, none left out of reach until scrolled to.
      virtual={false}
      style={{ width: '100%' }}
      placeholder={field.placeholder?.[lang] ?? t('lookup.search')}
      notFoundContent={found.isFetching ? <Spin size="small" /> : t('field.noOptions')}
      options={options}
      value={multiple ? ids : ids[0]}
      onBlur={onBlur}
      onChange={(next) => {
        const list = asIds(next);
        remember(list);
        onChange?.(multiple ? list : (list[0] ?? null));
      }}
    />
  );
}

/**
 * The rows of a small target in full (radios or checkboxes), with the chosen rows among them even when a
 * filter leaves them out; a target beyond `inlineChoiceLimit` rows is searched in a drop-down instead.
 */
function InlineOrSearched({
  props,
  multiple,
  children,
}: {
  props: FieldInputProps;
  multiple: boolean;
  children: (choices: Choice[]) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { field, rows, related, value, testId } = props;
  const first = useLookupSearch(field, rows, '');
  const chosen = useChosenLabels(field, asIds(value), related, rows);
  let shown: React.ReactNode;
  if (first.isError) {
    shown = (
      <Typography.Text type="danger">{t('field.datasetError', { Label: field.label[lang] })}</Typography.Text>
    );
  } else if (!first.data) {
    shown = <Spin size="small" />;
  } else if (first.data.total > inlineChoiceLimit) {
    shown = <SearchSelect {...props} multiple={multiple} />;
  } else {
    const listed = first.data.choices;
    shown = children([
      ...listed,
      ...chosen
        .filter((c) => !listed.some((f) => f.value === c.id))
        .map((c) => ({ value: c.id, label: c.label })),
    ]);
  }
  return <div data-testid={testId}>{shown}</div>;
}

export function LookupInput(props: FieldInputProps) {
  return <LookupSearchSelect {...props} />;
}

export function LookupRadioInput(props: FieldInputProps) {
  const { value, onChange, id } = props;
  return (
    <InlineOrSearched props={props} multiple={false}>
      {(choices) => (
        <Radio.Group
          id={id}
          options={choices}
          value={asIds(value)[0]}
          onChange={(e) => onChange?.(e.target.value)}
        />
      )}
    </InlineOrSearched>
  );
}

export function LookupCheckboxInput(props: FieldInputProps) {
  const { value, onChange } = props;
  return (
    <InlineOrSearched props={props} multiple>
      {(choices) => (
        <Checkbox.Group
          options={choices}
          value={asIds(value)}
          onChange={(next) => onChange?.(next.map(Number))}
        />
      )}
    </InlineOrSearched>
  );
}

/**
 * The labels of the chosen rows, as the server answered them with the row (`rel_{field}`): whatever the
 * size of the looked-up resource, and whether or not the user may read it. `#id` for a row that is gone.
 */
export function lookupText(related: unknown, value: unknown): string {
  const named = relatedList(related);
  const ids = asIds(value);
  if (ids.length === 0) return '-';
  return ids.map((id) => named.find((r) => Number(r.id) === id)?.label ?? `#${id}`).join(', ');
}
