import { useTranslation } from 'react-i18next';
import './texts';

/**
 * A payment that could not start or go on (site spec §8): titled 'Error', saying 'Something went wrong',
 * with the server's or the provider's own words.
 */
export function ErrorAlert({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid="payment-error" className="rounded-xl border border-red-200 bg-red-50 p-4">
      <p className="font-semibold text-red-800">{t('payment.error')}</p>
      <p className="text-red-800">{t('payment.somethingWrong')}</p>
      {message && <p className="mt-1 text-sm text-red-700">{message}</p>}
    </div>
  );
}
