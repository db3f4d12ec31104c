import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '../../api/money';
import { useLang } from '../../app/lang';
import { useHydrated } from '../../ui/useHydrated';
import { ErrorAlert } from './ErrorAlert';
import { openSnap, showPayPalButtons } from './providers';
import './texts';

export const payButtonClass =
  'inline-block rounded-full bg-emerald-700 px-6 py-2.5 font-semibold text-white hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Opens again the payment a donation or an order is waiting for, as its provider answered it: the pay
 * page's address (a plain link), Midtrans' Snap dialog, or PayPal's buttons for the same PayPal order.
 * `paid` runs when the provider's window closes, for the page to ask the server what became of it.
 */
export function PayNow({ checkout, paid }: { checkout: Checkout; paid: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const hydrated = useHydrated();
  const buttons = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ busy?: boolean; payPal?: boolean; error?: string }>({});

  if (checkout.kind === 'redirect') {
    return (
      <a href={checkout.redirectUrl} className={payButtonClass} data-testid="pay-now">
        {t('payment.payNow')}
      </a>
    );
  }

  const fail = (error: unknown) =>
    setState({ error: error instanceof Error ? error.message : String(error) });

  const open = async () => {
    setState({ busy: true });
    try {
      if (checkout.kind === 'snap') {
        await openSnap(checkout.token, lang, () => {
          setState({});
          paid();
        });
        return;
      }
      setState({ payPal: true });
      await showPayPalButtons(buttons.current!, lang, {
        createOrder: async () => checkout.orderId,
        approved: paid,
        failed: fail,
      });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={open}
        disabled={!hydrated || state.busy}
        className={payButtonClass}
        data-testid="pay-now"
      >
        {state.busy ? t('payment.opening') : t('payment.payNow')}
      </button>
      {state.payPal && <p className="text-sm">{t('payment.payPalHint')}</p>}
      <div
        ref={buttons}
        data-testid="paypal-buttons"
        {...(state.payPal && { role: 'group', 'aria-label': t('payment.payPalButtons') })}
      />
      {state.error && <ErrorAlert message={state.error} />}
    </div>
  );
}
