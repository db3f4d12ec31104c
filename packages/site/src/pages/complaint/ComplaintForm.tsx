import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, postJson } from '../../api/client';
import { useLang } from '../../app/lang';
import { fieldErrors } from '../../ui/fieldErrors';
import { Honeypot } from '../../ui/Honeypot';
import './texts';

const fields = ['customer_name', 'customer_email', 'description'] as const;
type FieldName = (typeof fields)[number];
type Errors = Partial<Record<FieldName, string>>;

/** What the form shows after sending: the address answers go to, or the server's refusal. */
type Outcome = { sent: string } | { failed: string } | undefined;

const inputClass =
  'mt-1 w-full rounded-lg border border-emerald-200 bg-white px-3 py-2 aria-invalid:border-red-600';

/**
 * 'Problem with this donation?' (or order) under a donation's or an order's page: a form, opened on
 * demand, that sends a complaint named by the page's code. Missing values are named under their fields
 * before anything is sent; the server's messages show the same way, in the page's language. Focus goes
 * to what the visitor must read next: the first field to fix, the refusal, or the thanks.
 */
export function ComplaintForm({
  code,
  about,
  name = '',
}: {
  /** The code in the page's address, which names the donation or the order. */
  code: string;
  about: 'donation' | 'order';
  /** The name the page knows, to start from. */
  name?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  /** Counts the answers shown, so that each one moves the focus, even when it is the same again. */
  const [answered, setAnswered] = useState(0);
  const result = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const label = (field: FieldName) => t(`complaint.fields.${field}`);

  useEffect(() => {
    if (answered === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? result.current)?.focus();
  }, [answered]);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const values = Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '').trim()])) as Record<
      FieldName,
      string
    >;
    const missing: Errors = {};
    for (const f of fields) if (!values[f]) missing[f] = t('complaint.required', { field: label(f) });
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      setOutcome(undefined);
      setAnswered((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      await postJson(
        '/public/complaints',
        { ...values, reference_code: code, website: data.get('website') ?? '' },
        lang,
      );
      element.reset();
      setOutcome({ sent: values.customer_email });
    } catch (error) {
      const byField = error instanceof ApiError ? error.errors : {};
      setErrors(
        Object.fromEntries(
          fields.filter((f) => byField[f]?.length).map((f) => [f, byField[f]!.join(' ')]),
        ) as Errors,
      );
      const message = error instanceof Error ? error.message : String(error);
      setOutcome({ failed: [message, ...(byField.reference_code ?? [])].join(': ') });
    } finally {
      setSending(false);
      setAnswered((n) => n + 1);
    }
  };

  const { described, message } = fieldErrors<FieldName>(id, errors);
  const input = (field: FieldName, type: string, autoComplete: string, defaultValue = '') => (
    <div>
      <label htmlFor={`${id}-${field}`} className="block text-sm font-medium">
        {label(field)} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={type}
        required
        autoComplete={autoComplete}
        maxLength={field === 'customer_name' ? 150 : 255}
        defaultValue={defaultValue}
        className={inputClass}
        {...described(field)}
      />
      {message(field)}
    </div>
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-emerald-100 bg-white p-6"
      data-testid="complaint"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-emerald-900">
        {t(`complaint.title.${about}`)}
      </h2>
      <p className="mt-1 text-sm text-emerald-800">{t('complaint.intro')}</p>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-emerald-800 hover:underline">
          {t('complaint.open')}
        </summary>
        <form
          ref={form}
          onSubmit={send}
          noValidate
          aria-label={t('complaint.formLabel')}
          className="relative mt-4 space-y-4"
          data-testid="complaint-form"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {input('customer_name', 'text', 'name', name)}
            {input('customer_email', 'email', 'email')}
          </div>
          <div>
            <label htmlFor={`${id}-description`} className="block text-sm font-medium">
              {label('description')} <span aria-hidden="true">*</span>
            </label>
            <textarea
              id={`${id}-description`}
              name="description"
              required
              rows={4}
              maxLength={4000}
              placeholder={t('complaint.placeholder')}
              className={inputClass}
              {...described('description')}
            />
            {message('description')}
          </div>
          <Honeypot id={`${id}-website`} />
          <div aria-live="polite">
            {outcome && 'sent' in outcome && (
              <p
                ref={result}
                tabIndex={-1}
                role="status"
                data-testid="complaint-sent"
                className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
              >
                {t('complaint.sent', { email: outcome.sent })}
              </p>
            )}
            {outcome && 'failed' in outcome && (
              <p
                ref={result}
                tabIndex={-1}
                role="alert"
                data-testid="complaint-failed"
                className="text-sm text-red-700"
              >
                {outcome.failed}
              </p>
            )}
          </div>
          <button
            type="submit"
            disabled={sending}
            className="rounded-full bg-emerald-700 px-6 py-2.5 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
          >
            {sending ? t('complaint.sending') : t('complaint.send')}
          </button>
        </form>
      </details>
    </section>
  );
}
