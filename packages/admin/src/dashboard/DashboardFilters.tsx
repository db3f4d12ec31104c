import { checklistKindNames, checklistKinds, type Field, resourcesByName } from '@rimba/core';
import { Button, Flex, Form, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LookupSearchSelect } from '../fields/lookups';
import { rangeInput } from '../fields/pickers';
import { useLang } from '../i18n';
import './dashboardTexts';

/** The filters the dashboard screens and exports take (the API's query parameters). */
export const filterKeys = [
  'project_id',
  'province_id',
  'unit_id',
  'village_id',
  'species_id',
  'kind',
  'from',
  'to',
] as const;
export type FilterKey = (typeof filterKeys)[number];
export type Filters = Partial<Record<FilterKey, string>>;

/** The filters of the six figure screens: all but the kind of appraisal, which only QHSE takes. */
export const figureFilterKeys: readonly FilterKey[] = filterKeys.filter((k) => k !== 'kind');

/**
 * What the address says of each filter a screen takes; parameters of the page itself (a species shown)
 * and filters of other screens stay out.
 */
export function useFilters(keys: readonly FilterKey[]): Filters {
  const [params] = useSearchParams();
  const key = keys.map((k) => `${k}=${params.get(k) ?? ''}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined values are the filters' identity
  return useMemo(() => {
    const filters: Filters = {};
    for (const k of keys) {
      const value = params.get(k);
      if (value) filters[k] = value;
    }
    return filters;
  }, [key]);
}

/** A lookup field of a resource, as the forms pick it: its target, its label column and its name. */
const lookupField = (resource: string, name: string): Field =>
  resourcesByName.get(resource)!.fieldsByName.get(name)!;

const RangeInput = rangeInput('month');

/** A filter below one region level is dropped when that level changes: it may lie outside the new one. */
const below: Partial<Record<FilterKey, FilterKey[]>> = {
  province_id: ['unit_id', 'village_id'],
  unit_id: ['village_id'],
};

/**
 * The filters of a dashboard screen, those of `keys`: project, region (province, unit, village, each
 * offering the rows of the one chosen above), species, kind of appraisal and a month range. They live in
 * the address, so a screen can be linked and reloaded as it was.
 */
export function DashboardFilters({ keys }: { keys: readonly FilterKey[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const shown = (key: FilterKey) => keys.includes(key);
  const [params, setParams] = useSearchParams();
  const fields = useMemo(
    () => ({
      project_id: lookupField('garden', 'project_id'),
      province_id: lookupField('trees', 'province_id'),
      unit_id: lookupField('trees', 'unit_id'),
      village_id: lookupField('trees', 'village_id'),
      species_id: lookupField('trees', 'tree_species_id'),
    }),
    [],
  );
  const set = (changes: Partial<Record<FilterKey, string | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      for (const dropped of below[key as FilterKey] ?? []) next.delete(dropped);
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const province = params.get('province_id');
  const unit = params.get('unit_id');
  const lookup = (key: keyof typeof fields, label: string, parent?: [string, string | null]) =>
    shown(key) && (
      <Form.Item
        label={label}
        htmlFor={`dashboard-${key}`}
        style={{ minWidth: 200, flex: '1 1 200px', margin: 0 }}
      >
        <LookupSearchSelect
          field={fields[key]}
          id={`dashboard-${key}`}
          testId={`dashboard-filter-${key}`}
          value={params.get(key) ? Number(params.get(key)) : undefined}
          rows={parent?.[1] ? { filters: { [parent[0]]: { eq: Number(parent[1]) } } } : undefined}
          onChange={(value) =>
            set({ [key]: value === null || value === undefined ? undefined : String(value) })
          }
        />
      </Form.Item>
    );
  const period = [params.get('from'), params.get('to')];
  return (
    <Form layout="vertical" component="div" aria-label={t('dash.filters.label')} role="search">
      <Flex wrap gap={12} align="end">
        {lookup('project_id', t('dash.filters.project'))}
        {lookup('province_id', t('dash.filters.province'))}
        {lookup('unit_id', t('dash.filters.unit'), ['province_id', province])}
        {lookup('village_id', t('dash.filters.village'), ['unit_id', unit])}
        {lookup('species_id', t('dash.filters.species'))}
        {shown('kind') && (
          <Form.Item
            label={t('dash.filters.kind')}
            htmlFor="dashboard-kind"
            style={{ minWidth: 160, flex: '1 1 160px', margin: 0 }}
          >
            <Select
              id="dashboard-kind"
              data-testid="dashboard-filter-kind"
              allowClear
              placeholder={t('dash.filters.all')}
              value={params.get('kind') ?? undefined}
              options={checklistKindNames.map((k) => ({ value: k, label: checklistKinds[k][lang] }))}
              onChange={(value: string | undefined) => set({ kind: value })}
            />
          </Form.Item>
        )}
        <Form.Item
          label={t('dash.filters.period')}
          htmlFor="dashboard-period"
          style={{ minWidth: 240, flex: '1 1 240px', margin: 0 }}
        >
          <RangeInput
            field={fields.project_id}
            id="dashboard-period"
            testId="dashboard-filter-period"
            value={period[0] && period[1] ? period : null}
            onChange={(value) => {
              const [from, to] = Array.isArray(value) ? (value as string[]) : [];
              set({ from, to });
            }}
          />
        </Form.Item>
        <Button
          disabled={!keys.some((k) => params.has(k))}
          onClick={() => set(Object.fromEntries(keys.map((k) => [k, undefined])))}
        >
          {t('dash.filters.reset')}
        </Button>
      </Flex>
    </Form>
  );
}
