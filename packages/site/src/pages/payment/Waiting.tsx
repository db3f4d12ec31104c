import { useTranslation } from 'react-i18next';
import type { Checkout } from '../../api/money';
import { PayNow } from './PayNow';
import './texts';

/**
 * A payment not confirmed yet: what the page is waiting for, the button that opens the payment again,
 * and, once the page stopped asking, that the provider's confirmation is still awaited, with a reload.
 */
export function Waiting({
  checkout,
  stillWaiting,
  paid,
}: {
  checkout: Checkout | null;
  stillWaiting: boolean;
  paid: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="payment-waiting"
      data-testid="payment-waiting"
      className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-6"
    >
      <h2 id="payment-waiting" className="text-xl font-semibold text-amber-900">
        {t('payment.waiting')}
      </h2>
      <p className="text-amber-900">{t('payment.waitingText')}</p>
      {stillWaiting && (
        <p role="status" className="font-medium text-amber-900" data-testid="still-waiting">
          {t('payment.stillWaiting')}{' '}
          <button type="button" onClick={() => window.location.reload()} className="underline">
            {t('payment.reload')}
          </button>
        </p>
      )}
      {checkout && <PayNow checkout={checkout} paid={paid} />}
    </section>
  );
}
