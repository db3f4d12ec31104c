import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import idID from 'antd/locale/id_ID';
import type { ReactNode } from 'react';
import { useLang } from './i18n';
import { id } from './i18n/id';

/** antd's Indonesian, with the pickers' clear button named as the selects' is (antd's says "Bersih"). */
const idLocale: typeof idID = {
  ...idID,
  DatePicker: idID.DatePicker && {
    ...idID.DatePicker,
    lang: { ...idID.DatePicker.lang, clear: id.app.clear },
  },
};
const antdLocales = { id: idLocale, en: enUS };

/** The admin's green; the menu's current entry in a darker one, readable on its light green background. */
const theme = {
  token: { colorPrimary: '#15803d' },
  components: { Menu: { itemSelectedColor: '#14532d' } },
};

/**
 * Server state, and the antd theme and locale (following the UI language). antd's App context (alerts,
 * toasts, confirmations) comes with the module engine, which is the only part that uses it.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const lang = useLang();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocales[lang]} theme={theme}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
