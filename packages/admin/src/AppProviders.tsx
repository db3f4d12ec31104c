import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
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

/** Secondary text: a description, a form field's help, an empty table's line. */
const secondaryText = 'rgba(0, 0, 0, 0.6)';

/**
 * The admin's green, with every text colour readable (WCAG AA, 4.5:1) on white and on the grey page
 * background: links in the green rather than antd's light blue, a darker red for danger buttons and errors,
 * darker grey for secondary text (also an empty table's line, antd's disabled grey) and
 * placeholders, and a darker track behind an off switch's white label. The menu's current entry is in a darker green, readable on its light green background.
 */
export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: '#15803d',
    colorLink: '#15803d',
    colorLinkHover: '#166534',
    colorLinkActive: '#14532d',
    colorError: '#cf1322',
    colorTextDescription: secondaryText,
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
  },
  components: {
    Menu: { itemSelectedColor: '#14532d' },
    Table: { colorTextDisabled: secondaryText },
    Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' },
  },
};

/**
 * Server state, and the antd theme and locale (following the UI language). antd's App context (alerts,
 * toasts, confirmations) comes with the module engine, which is the only part that uses it.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const lang = useLang();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocales[lang]} theme={adminTheme}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
