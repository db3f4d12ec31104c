import { useQuery } from '@tanstack/react-query';
import { dataProvider, queryKeys } from '../api/dataProvider';
import type { AdminModule } from './config';

/** One record of a module; the detail view and the update form share its cache entry. */
export function useRecord(module: AdminModule, id: number) {
  return useQuery({
    queryKey: queryKeys.one(module.resource.name, id),
    queryFn: () => dataProvider.getOne(module.api, { id }),
  });
}
