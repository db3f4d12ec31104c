import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../api/client';
import { i18nFor } from '../i18n';

/** Public content changes rarely; a failed call is logged and the page shows its empty state. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => console.error('Rimba API:', error) }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        // A refusal (a missing article, say) stays one; a failure of the network or the server is tried once more.
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * The site's providers: the query client (one per browser tab, or per request on the server) and, for
 * whatever renders outside the pages' layout, the Indonesian texts; each layout provides its own
 * language's (see AppRoutes).
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18nFor('id')}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
