import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { useLang } from '../i18n';
import { type FilterKey, type Filters, figureFilterKeys, useFilters } from './DashboardFilters';

/** The dashboard screens whose figures the server answers. */
export type Screen = 'information' | 'general' | 'growth' | 'climate' | 'disposition' | 'statistics' | 'qhse';

/** Where a screen's figures come from, the filters it takes, and where its charts' numbers are exported. */
export interface ScreenSource {
  path: string;
  filters: readonly FilterKey[];
  /** The export of one chart's numbers (`?chart=…&format=…`); none when the screen has no export. */
  export?: string;
}

const figures = (screen: string): ScreenSource => ({
  path: `/dashboard/${screen}`,
  filters: figureFilterKeys,
  export: `/dashboard/${screen}/export`,
});

export const screenSources: Record<Screen, ScreenSource> = {
  information: figures('information'),
  general: figures('general'),
  growth: figures('growth'),
  climate: figures('climate'),
  disposition: figures('disposition'),
  statistics: figures('statistics'),
  qhse: { path: '/qhse/overview', filters: ['unit_id', 'kind', 'from', 'to'] },
};

/**
 * One screen's figures for the filters in the address. The figures shown stay while the next ones load,
 * so a filter changed does not blank the screen; the language is in the key because error messages are.
 */
export function useDashboard<T>(screen: Screen) {
  const source = screenSources[screen];
  const filters = useFilters(source.filters);
  const lang = useLang();
  const query = useQuery({
    queryKey: ['dashboard', screen, filters, lang],
    placeholderData: keepPreviousData,
    queryFn: async () => (await request<{ data: T }>(source.path, { query: filters })).data,
  });
  return { ...query, filters };
}

export type { Filters };
