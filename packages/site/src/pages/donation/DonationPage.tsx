import { formatRupiah } from '@rimba/core';
import { useTranslation } from 'react-i18next';
import { useDonationSetting } from '../../api/money';
import { Link } from '../../ui/Link';
import { PageHeading } from '../../ui/PageHeading';
import { useTextList } from '../content/useTextList';
import { DonationForm } from './DonationForm';
import './texts';

/** /donation: plant trees — the form that gives and pays, beside how to visit the trees once planted. */
export default function DonationPage() {
  const { t } = useTranslation();
  const setting = useDonationSetting().data;
  return (
    <>
      <PageHeading title={t('pages.donation')} description={t('donation.intro')}>
        <p>{t('donation.intro')}</p>
        {setting && (
          <p className="mt-2 font-semibold">
            {t('donation.perTree', { price: formatRupiah(setting.amount_idr) })}
          </p>
        )}
      </PageHeading>
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <DonationForm />
        </div>
        <VisitYourTrees />
      </div>
    </>
  );
}

function VisitYourTrees() {
  const { t } = useTranslation();
  const list = useTextList();
  return (
    <aside aria-labelledby="visit-trees" className="space-y-4 rounded-2xl bg-emerald-900 p-6 text-emerald-50">
      <h2 id="visit-trees" className="text-xl font-semibold text-white">
        {t('donation.visitTitle')}
      </h2>
      <p>{t('donation.visitText')}</p>
      <ol className="list-decimal space-y-2 pl-5">
        {list('donation.visitSteps').map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Link
        to="/win"
        className="inline-block rounded-full bg-lime-300 px-6 py-2.5 font-semibold text-emerald-950 hover:bg-lime-200"
      >
        {t('donation.visitLink')}
      </Link>
    </aside>
  );
}
