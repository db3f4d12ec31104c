import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

/**
 * The answer of a query on the device store, kept current as the store changes (Dexie's liveQuery). The
 * query is read once, on mount: it names the tables it reads and nothing of the component's state.
 */
export function useLive<T>(query: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the mount's, as said above.
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({ next: setValue, error: () => setValue(undefined) });
    return () => subscription.unsubscribe();
  }, []);
  return value;
}
