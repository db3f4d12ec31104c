import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSection } from './ContentPage';

/**
 * The closing section of a programme page, which other pages link to as `#get-involved`: its heading, an
 * invitation, and the get-involved form given as `children`.
 */
export function GetInvolvedSection({ intro, children }: { intro: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ContentSection id="get-involved" title={t('content.getInvolvedTitle')} intro={intro} tone="white" narrow>
      {children}
    </ContentSection>
  );
}
