import type { Resource } from '@rimba/core';
import { useQuery } from '@tanstack/react-query';
import { dataProvider, queryKeys } from '../api/dataProvider';

/** One record of a resource; the detail view and the update form share its cache entry. */
export function useRecord(resource: Resource, id: number) {
  return useQuery({
    queryKey: queryKeys.one(resource.name, id),
    queryFn: () => dataProvider.getOne(resource.name, { id }),
  });
}
