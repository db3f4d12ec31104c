import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import idID from 'antd/locale/id_ID';
import type { ReactNode } from 'react';
import { useLang } from './i18n';

const antdLocales = { id: idID, en: enUS };

/** Server state, the antd theme and locale (following the UI language), and antd's App context. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const lang = useLang();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocales[lang]} theme={{ token: { colorPrimary: '#15803d' } }}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
