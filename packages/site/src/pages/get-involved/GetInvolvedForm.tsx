import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, postJson } from '../../api/client';
import { useGetInvolvedCategories } from '../../api/public';
import { useLang } from '../../app/lang';
import './texts';
import { fieldErrors } from '../../ui/fieldErrors';
import { Honeypot } from '../../ui/Honeypot';

/** The form's fields as the API takes them (site spec §3), in the order they are asked. */
const fields = [
  'category_get_involved_id',
  'get_involved_name',
  'email',
  'phone',
  'country',
  'question',
] as const;
type FieldName = (typeof fields)[number];
type Errors = Partial<Record<FieldName, string>>;

const inputClass =
  'mt-1 w-full rounded-lg border border-emerald-200 bg-white px-3 py-2 aria-invalid:border-red-600';

/**
 * The get-involved enquiry form (site spec §5): a category and five texts, all required. Missing ones
 * are named under their field before anything is sent; the server's own messages (a wrong email, say)
 * show the same way. A sent enquiry is confirmed with 'Success' and the form starts again empty.
 */
export function GetInvolvedForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const categories = useGetInvolvedCategories();
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<{ sending: boolean; sent?: boolean; failed?: string }>({
    sending: false,
  });
  const label = (field: FieldName) => t(`getInvolved.fields.${field}`);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '').trim()])) as Record<
      FieldName,
      string
    >;
    const missing: Errors = {};
    for (const f of fields) {
      if (!values[f]) missing[f] = t('getInvolved.required', { field: label(f) });
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      setState({ sending: false });
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setState({ sending: true });
    try {
      await postJson(
        '/public/get-involved',
        {
          ...values,
          category_get_involved_id: Number(values.category_get_involved_id),
          website: data.get('website') ?? '',
        },
        lang,
      );
      form.reset();
      setState({ sending: false, sent: true });
    } catch (error) {
      const byField = error instanceof ApiError ? error.errors : {};
      setErrors(
        Object.fromEntries(
          fields.filter((f) => byField[f]?.length).map((f) => [f, byField[f]!.join(' ')]),
        ) as Errors,
      );
      setState({ sending: false, failed: error instanceof Error ? error.message : String(error) });
    }
  };

  const reset = () => {
    setErrors({});
    setState({ sending: false });
  };

  const { described, message } = fieldErrors<FieldName>(id, errors);
  const text = (
    field: Exclude<FieldName, 'category_get_involved_id' | 'question'>,
    type: string,
    autoComplete: string,
  ) => (
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
        maxLength={field === 'phone' ? 30 : field === 'country' ? 100 : 150}
        placeholder={t(`getInvolved.placeholders.${field}`)}
        className={inputClass}
        {...described(field)}
      />
      {message(field)}
    </div>
  );

  return (
    <form
      onSubmit={send}
      onReset={reset}
      noValidate
      data-testid="get-involved-form"
      aria-label={t('getInvolved.formLabel')}
      className="relative space-y-4 rounded-2xl bg-white p-6 shadow-sm"
    >
      <div>
        <label htmlFor={`${id}-category_get_involved_id`} className="block text-sm font-medium">
          {label('category_get_involved_id')} <span aria-hidden="true">*</span>
        </label>
        <select
          id={`${id}-category_get_involved_id`}
          name="category_get_involved_id"
          required
          defaultValue=""
          className={inputClass}
          {...described('category_get_involved_id')}
        >
          <option value="">{t('getInvolved.chooseCategory')}</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.category_getinvolved_name}
            </option>
          ))}
        </select>
        {message('category_get_involved_id')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('get_involved_name', 'text', 'name')}
        {text('email', 'email', 'email')}
        {text('phone', 'tel', 'tel')}
        {text('country', 'text', 'country-name')}
      </div>
      <div>
        <label htmlFor={`${id}-question`} className="block text-sm font-medium">
          {label('question')} <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={`${id}-question`}
          name="question"
          required
          rows={5}
          maxLength={2000}
          placeholder={t('getInvolved.placeholders.question')}
          className={inputClass}
          {...described('question')}
        />
        {message('question')}
      </div>
      <Honeypot id={`${id}-website`} />
      {state.failed && (
        <p role="alert" className="text-sm text-red-700">
          {state.failed}
        </p>
      )}
      <div role="status" aria-live="polite">
        {state.sent && (
          <div
            data-testid="get-involved-success"
            className="rounded-xl border border-emerald-200 bg-emerald-50 p-4"
          >
            <p className="font-semibold text-emerald-900">{t('getInvolved.successTitle')}</p>
            <p className="text-sm text-emerald-800">{t('getInvolved.successText')}</p>
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={state.sending}
          className="rounded-full bg-emerald-700 px-6 py-2.5 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
        >
          {state.sending ? t('getInvolved.sending') : t('getInvolved.submit')}
        </button>
        <button
          type="reset"
          className="rounded-full border border-emerald-300 px-6 py-2.5 font-semibold text-emerald-800 hover:bg-emerald-50"
        >
          {t('getInvolved.reset')}
        </button>
      </div>
    </form>
  );
}
