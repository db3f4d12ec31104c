import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/Link';
import { PageHeading } from '../../ui/PageHeading';

/** Stands in for a page that is not built yet, so no menu link leads nowhere. */
export default function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t(titleKey)} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <p className="text-lg">{t('placeholder.comingSoon')}</p>
        <Link to="/" className="mt-6 inline-block font-semibold text-emerald-700 hover:underline">
          {t('common.backHome')}
        </Link>
      </div>
    </>
  );
}
