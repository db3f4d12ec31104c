import { type Field, type HierarchyLevel, levelsDownTo } from '@rimba/core';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../api/client';
import type { ListResult } from '../api/dataProvider';
import { useClearable, useLang } from '../i18n';
import {
  asIds,
  type Choice,
  lookupText,
  useChosenLabels,
  useLookupSearch,
  useSearchTerm,
  withChosen,
} from './lookups';
import type { FieldInputProps } from './types';

/** The row of one level, read by its id (`dataset` filtered by id): what names its parent. */
async function readRow(resource: string, id: number) {
  const page = await request<ListResult>(`/${resource}/dataset`, {
    query: { filters: JSON.stringify({ id: { eq: id } }), limit: 1 },
  });
  return page.data[0];
}

/**
 * The ids of a row's ancestors, top first, read level by level upwards from the row: a village's unit,
 * then that unit's province. An ancestor that cannot be read is left unknown, and so are those above it.
 */
async function ancestorsOf(levels: readonly HierarchyLevel[], id: number): Promise<(number | undefined)[]> {
  const ids: (number | undefined)[] = levels.slice(0, -1).map(() => undefined);
  let current: number | undefined = id;
  for (let i = levels.length - 1; i > 0 && current !== undefined; i--) {
    const level = levels[i]!;
    const row = await readRow(level.resource, current);
    const parent = row?.[level.parent!];
    current = parent === null || parent === undefined ? undefined : Number(parent);
    ids[i - 1] = current;
  }
  return ids;
}

/** What the picker knows above the field's own level: the chosen ancestors, and the value they lead to. */
interface Above {
  ids: (number | undefined)[];
  of: number | undefined;
}

/**
 * A lookup picked through a hierarchy (`lookup.through`): one searchable drop-down per level, from the
 * top down to the field's own, each offering the rows of the one chosen above it. Changing a level clears
 * the levels below it and the value; a stored value opens with its ancestors chosen, read from the server.
 */
export function RegionPicker(props: FieldInputProps) {
  const { field, value, onChange, onBlur, id, testId, related } = props;
  const levels = levelsDownTo(field.lookup!.through!, field.lookup!.resource) ?? [];
  const last = levels.length - 1;
  const chosen = asIds(value)[0];
  const [above, setAbove] = useState<Above>({ ids: [], of: undefined });
  const known = last === 0 || chosen === undefined || above.of === chosen;
  const path = useQuery({
    queryKey: [field.lookup!.resource, 'hierarchy-path', chosen],
    enabled: !known,
    queryFn: () => ancestorsOf(levels, chosen!),
  });
  useEffect(() => {
    if (!known && path.data) setAbove({ ids: path.data, of: chosen });
  }, [known, path.data, chosen]);

  const pickAbove = (at: number, next: number | undefined) => {
    setAbove({ ids: [...above.ids.slice(0, at), next], of: undefined });
    if (chosen !== undefined) onChange?.(null);
  };
  const pickOwn = (next: number | undefined) => {
    setAbove({ ids: above.ids, of: next });
    onChange?.(next ?? null);
  };
  const opening = !known && path.isPending;

  return (
    <div data-testid={testId} style={{ display: 'grid', gap: 8 }}>
      {levels.map((level, i) => {
        const own = i === last;
        const parentId = i === 0 ? undefined : known ? above.ids[i - 1] : undefined;
        const enabled = !opening && (i === 0 || parentId !== undefined);
        const levelValue = own ? chosen : known ? above.ids[i] : undefined;
        return (
          <LevelSelect
            key={level.resource}
            level={level}
            field={own ? field : levelField(field, level)}
            filters={i === 0 ? undefined : { [level.parent!]: { eq: parentId } }}
            enabled={enabled}
            loading={opening}
            value={enabled ? levelValue : undefined}
            waiting={
              own && !enabled && chosen !== undefined
                ? { value: chosen, label: lookupText(related, chosen) }
                : undefined
            }
            related={own ? related : undefined}
            onChange={own ? pickOwn : (next) => pickAbove(i, next)}
            onBlur={own ? onBlur : undefined}
            id={own ? id : undefined}
            testId={`${testId}-${level.resource}`}
          />
        );
      })}
    </div>
  );
}

/** A level above the field's own, as a lookup of the level's resource named by the level's label. */
const levelField = (field: Field, level: HierarchyLevel): Field => ({
  ...field,
  name: level.resource,
  label: level.title,
  placeholder: undefined,
  lookup: { resource: level.resource, label: level.label },
});

interface LevelProps {
  level: HierarchyLevel;
  field: Field;
  filters: Record<string, unknown> | undefined;
  enabled: boolean;
  loading: boolean;
  value: number | undefined;
  /** The value shown, by its label, while the level cannot be chosen yet (its ancestors being read). */
  waiting?: Choice;
  related: unknown;
  onChange: (next: number | undefined) => void;
  onBlur?: () => void;
  id?: string;
  testId: string;
}

function LevelSelect(props: LevelProps) {
  const lang = useLang();
  const { t } = useTranslation();
  const placeholder = t('lookup.title', { label: props.level.title[lang] });
  return (
    <div data-testid={props.testId}>
      {props.enabled ? (
        <SearchedLevel {...props} placeholder={placeholder} />
      ) : (
        <Select
          id={props.id}
          disabled
          loading={props.loading}
          aria-label={props.level.title[lang]}
          style={{ width: '100%' }}
          placeholder={placeholder}
          value={props.waiting?.value}
          options={props.waiting && [props.waiting]}
        />
      )}
    </div>
  );
}

/** The rows of one level under the chosen parent, searched by the server as the user types. */
function SearchedLevel({
  level,
  field,
  filters,
  value,
  related,
  onChange,
  onBlur,
  id,
  placeholder,
}: LevelProps & { placeholder: string }) {
  const lang = useLang();
  const clearable = useClearable();
  const { t } = useTranslation();
  const [term, setTerm] = useSearchTerm();
  const [picked, setPicked] = useState<Choice[]>([]);
  const rows = { filters, label: field.lookup!.label };
  const found = useLookupSearch(field, rows, term, true);
  const ids = value === undefined ? [] : [value];
  const chosenLabels = useChosenLabels(field, ids, related, rows, picked);
  const options = withChosen(found.data?.choices ?? [], chosenLabels);
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      allowClear={clearable}
      aria-label={level.title[lang]}
      style={{ width: '100%' }}
      placeholder={placeholder}
      notFoundContent={found.isFetching ? <Spin size="small" /> : t('field.noOptions')}
      options={options}
      value={value}
      onBlur={onBlur}
      onChange={(next) => {
        const [one] = asIds(next);
        setPicked(options.filter((o) => o.value === one));
        setTerm('');
        onChange(one);
      }}
    />
  );
}
