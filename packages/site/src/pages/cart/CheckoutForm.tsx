import { type BillingField, type BillingForm, billingFields, checkBilling } from '@rimba/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, postJson } from '../../api/client';
import { type OrderStarted, usePaymentMethods } from '../../api/money';
import { localPath, useLang } from '../../app/lang';
import { useHydrated } from '../../ui/useHydrated';
import { ErrorAlert } from '../payment/ErrorAlert';
import { payButtonClass } from '../payment/PayNow';
import { openSnap, paysThroughPayPal, showPayPalButtons } from '../payment/providers';
import './texts';
import { fieldErrors } from '../../ui/fieldErrors';

type Field = BillingField | 'payment_method_id';
type Errors = Partial<Record<Field, string>>;

const inputClass =
  'mt-1 w-full rounded-lg border border-emerald-200 bg-white px-3 py-2 aria-invalid:border-red-600';

/** The billing form's inputs: which are optional, how browsers fill them in, how long each may be. */
const inputs: Record<
  BillingField,
  { type: string; autoComplete: string; maxLength: number; optional?: true }
> = {
  firstname: { type: 'text', autoComplete: 'given-name', maxLength: 100 },
  lastname: { type: 'text', autoComplete: 'family-name', maxLength: 100 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254, optional: true },
  address1: { type: 'text', autoComplete: 'address-line1', maxLength: 255 },
  address2: { type: 'text', autoComplete: 'address-line2', maxLength: 255, optional: true },
  city: { type: 'text', autoComplete: 'address-level2', maxLength: 100 },
  state: { type: 'text', autoComplete: 'address-level1', maxLength: 100 },
  country: { type: 'text', autoComplete: 'country-name', maxLength: 100 },
  zipcode: { type: 'text', autoComplete: 'postal-code', maxLength: 20 },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 30 },
};

const firstOf = (messages: Partial<Record<string, string[]>>): Errors =>
  Object.fromEntries(
    Object.entries(messages).flatMap(([field, texts]) => (texts?.length ? [[field, texts.join(' ')]] : [])),
  );

/**
 * The billing address (site spec §3, §5), the way to pay, and 'Continue to checkout': the browser checks
 * the form as the server will (`checkBilling`), the server makes the order from the cart and answers how
 * to pay it — its pay page, Midtrans' Snap dialog, or (with PayPal) PayPal's buttons, which create the
 * order when pressed. Stock that ran out meanwhile is the server's message, and the cart is asked again;
 * so is a promo code that can no longer be used, with the choice to go on without it or back to the cart.
 * The form starts from the billing details of the cart's last checkout, so a declined payment is tried
 * again without typing them again.
 */
export function CheckoutForm({ billing }: { billing: BillingForm | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const client = useQueryClient();
  const methods = usePaymentMethods();
  const form = useRef<HTMLFormElement>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  // Counts the refused submits: after each, the first field marked wrong takes the focus, as the messages
  // are drawn, before anything typed next can land elsewhere.
  const [refused, setRefused] = useState(0);
  useLayoutEffect(() => {
    if (refused > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  const [state, setState] = useState<{
    busy?: boolean;
    payPal?: boolean;
    error?: string;
    promoGone?: string;
  }>({});
  // Set once the buyer chose to go on after the server said the cart's promo code can no longer be used.
  const withoutPromo = useRef(false);

  const label = (field: BillingField) => t(`cart.fields.${field}`);

  /** The form's values, checked; undefined (with the messages shown) when one is wrong. */
  const checked = () => {
    const data = new FormData(form.current!);
    const values = Object.fromEntries(billingFields.map((f) => [f, String(data.get(f) ?? '')]));
    const found: Errors = firstOf(checkBilling(values, lang).errors);
    const method = methods.data?.find((m) => String(m.id) === data.get('payment_method_id'));
    if (!method) found.payment_method_id = t('cart.paymentMethod');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setState({ error: undefined });
      setRefused((n) => n + 1);
      return undefined;
    }
    return { body: { ...values, payment_method_id: method!.id }, method: method! };
  };

  const orderPage = (code: string) => {
    navigate(localPath(`/cart/order/${code}`, lang));
    // The cart is emptied once the order is paid.
    void client.invalidateQueries({ queryKey: ['public', 'cart'] });
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError) {
      setErrors(firstOf(error.errors));
      if (error.status === 409) void client.invalidateQueries({ queryKey: ['public', 'cart'] });
      if (error.status === 409 && error.answer.promo) return setState({ promoGone: error.message });
    }
    setState({ error: error instanceof Error ? error.message : String(error) });
  };

  const start = (body: object) =>
    postJson<OrderStarted>(
      '/public/billing',
      withoutPromo.current ? { ...body, without_promo: true } : body,
      lang,
      { credentials: 'same-origin' },
    ).then((answer) => answer.data);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run();
  };

  /** The buyer's answer to a promo code that ran out: on without it, or back to the cart as it is now. */
  const goOnWithoutPromo = () => {
    withoutPromo.current = true;
    void run();
  };
  const backToCart = () => {
    withoutPromo.current = false;
    setState({});
    document.getElementById('cart-summary')?.scrollIntoView?.();
  };

  const run = async () => {
    const values = checked();
    if (!values) return;
    setState({ busy: true });
    try {
      if (values.method.provider === 'paypal' && (await paysThroughPayPal(lang))) {
        setState({ payPal: true });
        let code = '';
        await showPayPalButtons(buttons.current!, lang, {
          createOrder: async () => {
            const now = checked();
            if (!now) throw new Error(t('cart.fixFields'));
            const order = await start(now.body);
            code = order.code;
            if (order.checkout.kind !== 'paypal') throw new Error(t('payment.somethingWrong'));
            return order.checkout.orderId;
          },
          approved: () => orderPage(code),
          cancelled: () => code && orderPage(code),
          failed,
        });
        return;
      }
      const order = await start(values.body);
      const checkout = order.checkout;
      if (checkout.kind === 'redirect') window.location.assign(checkout.redirectUrl);
      else if (checkout.kind === 'snap') await openSnap(checkout.token, lang, () => orderPage(order.code));
      else orderPage(order.code);
    } catch (error) {
      failed(error);
    }
  };

  const { described, message } = fieldErrors<Field>(id, errors);
  const input = (field: BillingField, wide = false) => {
    const { optional, ...attributes } = inputs[field];
    return (
      <div className={wide ? 'sm:col-span-2' : undefined}>
        <label htmlFor={`${id}-${field}`} className="block text-sm font-medium">
          {label(field)} {optional ? t('cart.optional') : <span aria-hidden="true">*</span>}
        </label>
        <input
          id={`${id}-${field}`}
          name={field}
          required={!optional}
          defaultValue={billing?.[field] || (field === 'country' ? 'Indonesia' : undefined)}
          className={inputClass}
          data-testid={`billing-${field}`}
          {...attributes}
          {...described(field)}
        />
        {message(field)}
      </div>
    );
  };

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="checkout-form"
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('cart.billing')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('firstname')}
        {input('lastname')}
        {input('email', true)}
        {input('address1', true)}
        {input('address2', true)}
        {input('city')}
        {input('state')}
        {input('country')}
        {input('zipcode')}
        {input('phone', true)}
      </div>
      <fieldset {...(errors.payment_method_id && { 'aria-describedby': `${id}-payment_method_id-error` })}>
        <legend className="text-sm font-medium">
          {t('cart.paymentMethod')} <span aria-hidden="true">*</span>
        </legend>
        <div className="mt-2 space-y-2">
          {methods.data?.map((method, index) => (
            <label
              key={method.id}
              className="flex items-center gap-3 rounded-lg border border-emerald-200 px-3 py-2 has-checked:border-emerald-700 has-checked:bg-emerald-50"
            >
              <input
                type="radio"
                name="payment_method_id"
                value={method.id}
                defaultChecked={index === 0}
                data-testid={`payment-method-${method.provider}`}
              />
              {method.payment_name}
            </label>
          ))}
        </div>
        {message('payment_method_id')}
      </fieldset>
      {Object.keys(errors).length > 0 && !state.error && (
        <p role="alert" className="text-sm text-red-700">
          {t('cart.fixFields')}
        </p>
      )}
      {state.error && <ErrorAlert message={state.error} />}
      {state.promoGone && (
        <div
          role="alert"
          data-testid="promo-gone"
          className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          <p>{state.promoGone}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={goOnWithoutPromo}
              className="rounded-full bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800"
            >
              {t('cart.goOnWithoutPromo')}
            </button>
            <button
              type="button"
              onClick={backToCart}
              className="rounded-full border border-emerald-700 px-5 py-2 font-semibold text-emerald-800 hover:bg-emerald-50"
            >
              {t('cart.backToCart')}
            </button>
          </div>
        </div>
      )}
      <button
        type="submit"
        disabled={!hydrated || state.busy}
        className={`${payButtonClass} w-full`}
        data-testid="checkout-submit"
      >
        {state.busy && !state.payPal ? t('cart.checkingOut') : t('cart.checkout')}
      </button>
      {state.payPal && <p className="text-sm">{t('payment.payPalHint')}</p>}
      <div
        ref={buttons}
        data-testid="paypal-buttons"
        {...(state.payPal && { role: 'group', 'aria-label': t('payment.payPalButtons') })}
      />
    </form>
  );
}
