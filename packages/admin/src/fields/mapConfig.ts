import type { MapConfig } from '@rimba/core/map-style';
import { useQuery } from '@tanstack/react-query';
import { request } from '../api/client';

/**
 * The server's map settings (MAP_STYLE_URL), read at run time: one setting for every map. Asked only
 * where a map is drawn (`enabled`).
 */
export function useMapConfig(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['public', 'map', 'config'],
    queryFn: async () => (await request<{ data: MapConfig }>('/public/map/config')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
