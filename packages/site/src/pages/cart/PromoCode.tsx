import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '../../api/money';
import { useHydrated } from '../../ui/useHydrated';
import { messageOf, useCartCalls } from './useCartCalls';
import './texts';

/**
 * The promo code box: the server checks a code and says whether it applies (its own message either way);
 * an applied code shows with a button that takes it off.
 */
export function PromoCode({ discount }: { discount: Cart['discount'] }) {
  const { t } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const calls = useCartCalls();
  const [state, setState] = useState<{ busy?: boolean; said?: string; error?: string }>({});

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const code = String(new FormData(form).get('code') ?? '').trim();
    setState({ busy: true });
    try {
      const answer = await calls.applyPromo(code);
      form.reset();
      setState({ said: answer.message });
    } catch (error) {
      setState({ error: messageOf(error) });
    }
  };
  const remove = async () => {
    setState({ busy: true });
    try {
      await calls.removePromo();
      setState({});
    } catch (error) {
      setState({ error: messageOf(error) });
    }
  };

  return (
    <div className="space-y-2">
      {discount ? (
        <p className="flex items-center justify-between gap-2 rounded-lg bg-emerald-50 px-3 py-2">
          <span>
            {t('cart.promo')}: <strong data-testid="promo-applied">{discount.code}</strong>
          </span>
          <button
            type="button"
            onClick={remove}
            disabled={!hydrated || state.busy}
            className="text-sm font-semibold text-red-700 hover:underline disabled:opacity-60"
          >
            {t('cart.removePromo')}
          </button>
        </p>
      ) : (
        <form onSubmit={apply} className="flex gap-2" data-testid="promo-form">
          <label htmlFor={`${id}-code`} className="sr-only">
            {t('cart.promo')}
          </label>
          <input
            id={`${id}-code`}
            name="code"
            required
            maxLength={64}
            autoComplete="off"
            placeholder={t('cart.promo')}
            className="min-w-0 flex-1 rounded-lg border border-emerald-200 bg-white px-3 py-2 uppercase"
            {...(state.error && { 'aria-describedby': `${id}-error`, 'aria-invalid': true })}
          />
          <button
            type="submit"
            disabled={!hydrated || state.busy}
            className="rounded-lg bg-emerald-900 px-4 py-2 font-semibold text-white hover:bg-emerald-950 disabled:opacity-60"
          >
            {t('cart.applyPromo')}
          </button>
        </form>
      )}
      {state.error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700" data-testid="promo-error">
          {state.error}
        </p>
      )}
      <p role="status" className="text-sm text-emerald-800" data-testid="promo-message">
        {state.said}
      </p>
    </div>
  );
}
