import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/Link';
import { usePageTitle } from '../../ui/usePageTitle';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'), { status: 404 });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-emerald-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-emerald-800">{t('notFound.text')}</p>
      <Link
        to="/"
        className="mt-8 rounded-full bg-emerald-700 px-6 py-3 font-semibold text-white hover:bg-emerald-800"
      >
        {t('common.backHome')}
      </Link>
    </div>
  );
}
