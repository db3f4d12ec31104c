import type { LegalPageSlug } from '@rimba/core';
import { useTranslation } from 'react-i18next';
import { useLegalPage } from '../../api/public';
import { PageHeading } from '../../ui/PageHeading';
import { RichText } from '../../ui/RichText';
import { teaser } from '../../ui/text';
import NotFoundPage from '../not-found/NotFoundPage';

/** /term-condition and /privacy-policy: the legal text editors keep in the CMS, in the page's language. */
export default function LegalPage({ slug }: { slug: LegalPageSlug }) {
  const { t } = useTranslation();
  const page = useLegalPage(slug);
  if (page.isError) return <NotFoundPage />;
  if (!page.data) {
    return (
      <div
        className="mx-auto h-96 max-w-3xl animate-pulse px-4 py-12"
        role="status"
        aria-label={t('common.loading')}
      />
    );
  }
  return (
    <>
      <PageHeading title={page.data.title} description={teaser(page.data.body, 160)} />
      <RichText
        testId="legal-body"
        className="mx-auto max-w-3xl space-y-4 px-4 py-10 leading-relaxed text-emerald-950 sm:px-6 [&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6"
        html={page.data.body}
      />
    </>
  );
}
