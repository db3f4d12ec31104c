import {
  checkDonation,
  type DonationForm as DonationValues,
  formatRupiah,
  formatUsdCents,
  maxTreesPerDonation,
  usdCentsOf,
} from '@rimba/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, postJson } from '../../api/client';
import {
  type DonationSetting,
  type DonationStarted,
  type PaymentMethod,
  useDonationCategories,
  useDonationSetting,
  usePaymentMethods,
} from '../../api/money';
import { localPath, useLang } from '../../app/lang';
import { useHydrated } from '../../ui/useHydrated';
import { ErrorAlert } from '../payment/ErrorAlert';
import { payButtonClass } from '../payment/PayNow';
import { openSnap, paysThroughPayPal, showPayPalButtons } from '../payment/providers';
import './texts';
import { fieldErrors } from '../../ui/fieldErrors';

/** The tiles of the donation (site spec §9): 1, 10 and 100 trees. */
export const treeTiers = [1, 10, 100] as const;

type Field = keyof DonationValues | 'category_id';
type Errors = Partial<Record<Field, string>>;

const inputClass =
  'mt-1 w-full rounded-lg border border-emerald-200 bg-white px-3 py-2 aria-invalid:border-red-600';

/**
 * What a number of trees costs, in rupiah and, at the setting's rate, in US dollars (as PayPal charges);
 * nothing for a number the server would not take.
 */
function priceOf(trees: number, setting: DonationSetting | null | undefined) {
  if (!setting || !Number.isSafeInteger(trees) || trees < 1 || trees > maxTreesPerDonation) return undefined;
  const rupiah = trees * setting.amount_idr;
  if (!Number.isSafeInteger(rupiah)) return undefined;
  return { rupiah: formatRupiah(rupiah), usd: formatUsdCents(usdCentsOf(rupiah, setting.idr_per_usd)) };
}

/**
 * The donation form (site spec §2, §5): a number of trees (a tile or any number), the donor's details, an
 * optional category, and a button per way to pay. The browser checks the form as the server will
 * (`checkDonation`); the server prices the trees, and answers how to pay: the sandbox's pay page,
 * Midtrans' Snap dialog, or — for PayPal — PayPal's buttons, which create the donation when pressed.
 */
export function DonationForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const setting = useDonationSetting().data;
  const methods = usePaymentMethods().data ?? [];
  const categories = useDonationCategories().data ?? [];
  const form = useRef<HTMLFormElement>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const [trees, setTrees] = useState('1');
  const [errors, setErrors] = useState<Errors>({});
  // Counts the refused submits: after each, the first field marked wrong takes the focus.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  const [state, setState] = useState<{ busy?: number; payPal?: boolean; error?: string }>({});

  const label = (field: Field) => t(`donation.fields.${field}`);
  const total = priceOf(Number(trees), setting);

  /** The form as the server takes it, checked; undefined (with the messages shown) when one is wrong. */
  const checked = (method: PaymentMethod) => {
    const data = Object.fromEntries(
      [...new FormData(form.current!)].map(([name, value]) => [name, String(value)]),
    );
    const { errors: found } = checkDonation(data, lang);
    const shown = Object.fromEntries(Object.entries(found).map(([f, texts]) => [f, texts.join(' ')]));
    setErrors(shown);
    if (Object.keys(shown).length > 0) {
      setState({});
      setRefused((n) => n + 1);
      return undefined;
    }
    return {
      name_sponsor: data.name_sponsor,
      email: data.email,
      phone: data.phone,
      company_name: data.company_name,
      comment: data.comment,
      qty_tree: Number(data.qty_tree),
      category_id: data.category_id ? Number(data.category_id) : undefined,
      payment_method_id: method.id,
    };
  };

  const donationPage = (code: string) => navigate(localPath(`/donation/${code}`, lang));

  const failed = (error: unknown) => {
    if (error instanceof ApiError) {
      setErrors(Object.fromEntries(Object.entries(error.errors).map(([f, texts]) => [f, texts.join(' ')])));
    }
    setState({ error: error instanceof Error ? error.message : String(error) });
  };

  const give = (body: object) =>
    postJson<DonationStarted>('/public/donation', body, lang).then((answer) => answer.data);

  const pay = async (method: PaymentMethod) => {
    const body = checked(method);
    if (!body) return;
    setState({ busy: method.id });
    try {
      if (method.provider === 'paypal' && (await paysThroughPayPal(lang))) {
        setState({ payPal: true });
        let code = '';
        await showPayPalButtons(buttons.current!, lang, {
          createOrder: async () => {
            const now = checked(method);
            if (!now) throw new Error(t('donation.fixFields'));
            const donation = await give(now);
            code = donation.code;
            if (donation.checkout.kind !== 'paypal') throw new Error(t('payment.somethingWrong'));
            return donation.checkout.orderId;
          },
          approved: () => donationPage(code),
          cancelled: () => code && donationPage(code),
          failed,
        });
        return;
      }
      const donation = await give(body);
      const checkout = donation.checkout;
      if (checkout.kind === 'redirect') window.location.assign(checkout.redirectUrl);
      else if (checkout.kind === 'snap')
        await openSnap(checkout.token, lang, () => donationPage(donation.code));
      else donationPage(donation.code);
    } catch (error) {
      failed(error);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const first = methods[0];
    if (first) void pay(first);
  };

  const { described, message } = fieldErrors<Field>(id, errors);
  const text = (
    field: 'name_sponsor' | 'email' | 'phone' | 'company_name',
    type: string,
    autoComplete: string,
    optional = false,
  ) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="block text-sm font-medium">
        {label(field)} {optional ? t('donation.optional') : <span aria-hidden="true">*</span>}
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={type}
        required={!optional}
        autoComplete={autoComplete}
        maxLength={field === 'email' ? 254 : field === 'phone' ? 30 : 150}
        className={inputClass}
        data-testid={`donation-${field}`}
        {...described(field)}
      />
      {message(field)}
    </div>
  );

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label={t('pages.donation')}
      data-testid="donation-form"
      className="space-y-8 rounded-2xl bg-white p-6 shadow-sm"
    >
      <fieldset>
        <legend className="text-xl font-semibold">{t('donation.trees')}</legend>
        <div className="mt-4 grid gap-3 sm:grid-cols-3">
          {treeTiers.map((n) => {
            const price = priceOf(n, setting);
            return (
              <label
                key={n}
                data-testid="tree-tier"
                className="cursor-pointer rounded-xl border-2 border-emerald-200 p-4 text-center has-checked:border-emerald-700 has-checked:bg-emerald-50 has-focus-visible:ring-2 has-focus-visible:ring-emerald-700"
              >
                <input
                  type="radio"
                  name="tier"
                  value={n}
                  checked={trees === String(n)}
                  onChange={() => setTrees(String(n))}
                  disabled={!hydrated}
                  className="sr-only"
                />
                <span className="block text-2xl font-bold">{t('donation.tier', { count: n })}</span>
                {price && (
                  <>
                    <span className="block font-semibold text-emerald-800">{price.rupiah}</span>
                    <span className="block text-sm text-emerald-700">
                      {t('donation.about', { usd: price.usd })}
                    </span>
                  </>
                )}
              </label>
            );
          })}
        </div>
        <div className="mt-4 max-w-xs">
          <label htmlFor={`${id}-qty_tree`} className="block text-sm font-medium">
            {t('donation.otherAmount')} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-qty_tree`}
            name="qty_tree"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxTreesPerDonation}
            required
            value={trees}
            onChange={(event) => {
              setTrees(event.target.value);
              // A number past the most one donation takes is told as it is typed, as the server would.
              const past = Number(event.target.value) > maxTreesPerDonation;
              const said = checkDonation({ qty_tree: event.target.value }, lang).errors.qty_tree;
              setErrors(({ qty_tree: _, ...others }) =>
                past ? { ...others, qty_tree: said?.join(' ') } : others,
              );
            }}
            // Chosen by the page's script: a choice made before it runs would be lost.
            disabled={!hydrated}
            placeholder={t('donation.amountPlaceholder')}
            className={inputClass}
            data-testid="donation-qty_tree"
            {...described('qty_tree')}
          />
          {message('qty_tree')}
        </div>
        <p className="mt-4 text-lg" data-testid="donation-total">
          {t('donation.total')}: <strong>{total?.rupiah ?? '-'}</strong>
          {total && <span className="text-emerald-700"> ({t('donation.about', { usd: total.usd })})</span>}
        </p>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold">{t('donation.personal')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name_sponsor', 'text', 'name')}
          {text('email', 'email', 'email')}
          {text('phone', 'tel', 'tel')}
          {text('company_name', 'text', 'organization', true)}
        </div>
        <div>
          <label htmlFor={`${id}-comment`} className="block text-sm font-medium">
            {label('comment')} <span aria-hidden="true">*</span>
          </label>
          <textarea
            id={`${id}-comment`}
            name="comment"
            required
            rows={4}
            maxLength={1000}
            className={inputClass}
            data-testid="donation-comment"
            {...described('comment')}
          />
          {message('comment')}
        </div>
        <div className="max-w-sm">
          <label htmlFor={`${id}-category_id`} className="block text-sm font-medium">
            {label('category_id')} {t('donation.optional')}
          </label>
          <select
            id={`${id}-category_id`}
            name="category_id"
            defaultValue=""
            className={inputClass}
            data-testid="donation-category_id"
            {...described('category_id')}
          >
            <option value="">{t('donation.noCategory')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.category_name}
              </option>
            ))}
          </select>
          {message('category_id')}
        </div>
      </fieldset>

      {Object.keys(errors).length > 0 && !state.error && (
        <p role="alert" className="text-sm text-red-700">
          {t('donation.fixFields')}
        </p>
      )}
      {state.error && <ErrorAlert message={state.error} />}
      <div className="flex flex-wrap gap-3">
        {methods.map((method) => (
          <button
            key={method.id}
            type="button"
            onClick={() => void pay(method)}
            disabled={!hydrated || state.busy !== undefined}
            data-testid={`pay-${method.provider}`}
            className={
              method.provider === 'paypal'
                ? 'rounded-full bg-amber-400 px-6 py-2.5 font-semibold text-slate-900 hover:bg-amber-300 disabled:cursor-not-allowed disabled:opacity-60'
                : payButtonClass
            }
          >
            {state.busy === method.id
              ? t('donation.paying')
              : method.provider === 'paypal'
                ? t('donation.payWithPayPal')
                : t('donation.payWith', { method: method.payment_name })}
          </button>
        ))}
      </div>
      {setting && methods.some((m) => m.provider === 'paypal') && (
        <p className="text-sm text-emerald-800">
          {t('donation.payPalNote', { rate: formatRupiah(setting.idr_per_usd) })}
        </p>
      )}
      {state.payPal && <p className="text-sm">{t('payment.payPalHint')}</p>}
      <div
        ref={buttons}
        data-testid="paypal-buttons"
        {...(state.payPal && { role: 'group', 'aria-label': t('payment.payPalButtons') })}
      />
    </form>
  );
}
