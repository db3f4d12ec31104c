import { formatDateTime, formatRupiah, formatUsdCents, paymentStatusOptions } from '@rimba/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { DonationState } from '../../api/money';
import { useLang } from '../../app/lang';
import { Link } from '../../ui/Link';
import { PageHeading } from '../../ui/PageHeading';
import { ComplaintForm } from '../complaint/ComplaintForm';
import NotFoundPage from '../not-found/NotFoundPage';
import { ErrorAlert } from '../payment/ErrorAlert';
import { usePaymentState } from '../payment/usePaymentState';
import { Waiting } from '../payment/Waiting';
import './texts';

const codePattern = /^[A-Za-z0-9_-]{10,32}$/;

/**
 * /donation/{code}: a donation as the server has it. Paid: 'Thank you for your donation', the trees,
 * the amount, the date and the certificate. Pending: the page asks the server every 2 seconds and offers
 * to open the payment again. Failed or expired: 'Something went wrong'. Under it, the donor can send a
 * complaint about the donation.
 */
export default function DonationStatusPage() {
  const { code = '' } = useParams();
  if (!codePattern.test(code)) return <NotFoundPage />;
  return <Donation code={code} />;
}

function Donation({ code }: { code: string }) {
  const { t } = useTranslation();
  const { state, stillWaiting, again } = usePaymentState<DonationState>(`donation/${code}`);
  if (state.isError) return <NotFoundPage />;
  const donation = state.data;
  return (
    <>
      <PageHeading
        title={
          donation ? t('donation.pageTitle', { reference: donation.reference }) : t('donation.pageFallback')
        }
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
        {donation && (
          <>
            <Outcome donation={donation} stillWaiting={stillWaiting} again={again} />
            <Details donation={donation} />
            <ComplaintForm code={code} about="donation" name={donation.donor} />
          </>
        )}
      </div>
    </>
  );
}

function Outcome({
  donation,
  stillWaiting,
  again,
}: {
  donation: DonationState;
  stillWaiting: boolean;
  again: () => void;
}) {
  const { t } = useTranslation();
  if (donation.status === 'pending') {
    return <Waiting checkout={donation.checkout} stillWaiting={stillWaiting} paid={again} />;
  }
  if (donation.status === 'paid') {
    return (
      <section
        role="status"
        data-testid="donation-thanks"
        className="space-y-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-6"
      >
        <h2 className="text-2xl font-semibold text-emerald-900">{t('donation.thanks')}</h2>
        <p>{t('donation.thanksText', { donor: donation.donor, count: donation.qty_tree })}</p>
        {donation.certificate_url && (
          <a
            href={donation.certificate_url}
            className="inline-block rounded-full bg-emerald-700 px-6 py-2.5 font-semibold text-white hover:bg-emerald-800"
            data-testid="donation-certificate"
          >
            {t('donation.certificate')}
          </a>
        )}
        {donation.tree_url && (
          <a
            href={donation.tree_url}
            className="ml-3 inline-block rounded-full border border-emerald-700 px-6 py-2.5 font-semibold text-emerald-800 hover:bg-emerald-100"
            data-testid="donation-trees"
          >
            {t('donation.seeTrees')}
          </a>
        )}
        <p className="text-sm text-emerald-800">{t('donation.treesNote')}</p>
      </section>
    );
  }
  if (donation.status === 'refunded') {
    return (
      <p
        role="status"
        className="rounded-2xl border border-slate-200 bg-white p-6"
        data-testid="donation-refunded"
      >
        {t('donation.refunded')}
      </p>
    );
  }
  return (
    <div className="space-y-3" data-testid="donation-failed">
      <ErrorAlert message={t('donation.failedText')} />
      <Link to="/donation" className="inline-block font-semibold text-emerald-800 hover:underline">
        {t('donation.tryAgain')}
      </Link>
    </div>
  );
}

function Details({ donation }: { donation: DonationState }) {
  const { t } = useTranslation();
  const lang = useLang();
  const status =
    paymentStatusOptions.find((o) => o.value === donation.status)?.label[lang] ?? donation.status;
  const row = (term: string, value: string, testId: string) => (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-emerald-700">{term}</dt>
      <dd className="text-right font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <dl className="divide-y divide-emerald-100 rounded-2xl bg-white px-6 py-2 shadow-sm">
      {row(t('payment.reference'), donation.reference, 'donation-reference')}
      {row(t('donation.treeCount'), String(donation.qty_tree), 'donation-trees')}
      {row(
        t('payment.amount'),
        donation.currency === 'USD' && donation.amount_usd !== null
          ? `${formatUsdCents(donation.amount_usd)} (${formatRupiah(donation.amount)})`
          : formatRupiah(donation.amount),
        'donation-amount',
      )}
      {row(t('payment.date'), formatDateTime(donation.created_at, lang), 'donation-date')}
      {donation.paid_at &&
        row(t('donation.paidAt'), formatDateTime(donation.paid_at, lang), 'donation-paid-at')}
      {row(t('payment.status'), status, 'donation-status')}
    </dl>
  );
}
