import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { useLang } from '../i18n';
import { type Filters, useFilters } from './DashboardFilters';

/** The dashboard screens the server answers at `/api/dashboard/{screen}`. */
export type Screen = 'information' | 'general' | 'growth' | 'climate' | 'disposition' | 'statistics';

/**
 * One screen's figures for the filters in the address. The figures shown stay while the next ones load,
 * so a filter changed does not blank the screen; the language is in the key because error messages are.
 */
export function useDashboard<T>(screen: Screen) {
  const filters = useFilters();
  const lang = useLang();
  const query = useQuery({
    queryKey: ['dashboard', screen, filters, lang],
    placeholderData: keepPreviousData,
    queryFn: async () => (await request<{ data: T }>(`/dashboard/${screen}`, { query: filters })).data,
  });
  return { ...query, filters };
}

export type { Filters };
