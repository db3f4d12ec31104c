import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, postJson } from '../../api/client';
import { useLang } from '../../app/lang';
import { Honeypot } from '../../ui/Honeypot';

type State = { sending: boolean; done: boolean; error?: string };

/** How long the success message stays (site spec §8). */
const successMs = 3000;

/**
 * The footer's newsletter box: an address sent to the API, which mails a link to confirm it (double
 * opt-in). The visitor is thanked, and told to look for that mail.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const [state, setState] = useState<State>({ sending: false, done: false });
  const [thanked, setThanked] = useState(false);
  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => setThanked(false), successMs);
    return () => clearTimeout(timer);
  }, [thanked]);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const email = String(values.get('email') ?? '').trim();
    if (!form.checkValidity() || email === '') {
      setState({ sending: false, done: false, error: t('newsletter.emailInvalid') });
      return;
    }
    setState({ sending: true, done: false });
    try {
      await postJson('/public/subscriber', { email, website: values.get('website') ?? '' }, lang);
      form.reset();
      setState({ sending: false, done: true });
      setThanked(true);
    } catch (error) {
      setState({
        sending: false,
        done: false,
        error:
          error instanceof ApiError ? (error.errors.email?.[0] ?? error.message) : t('newsletter.failed'),
      });
    }
  };

  return (
    <form className="flex flex-col gap-2" onSubmit={send} noValidate data-testid="newsletter-form">
      <label htmlFor="newsletter-email" className="sr-only">
        {t('footer.emailPlaceholder')}
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        placeholder={t('footer.emailPlaceholder')}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.error ? 'newsletter-error' : undefined}
        className="w-full rounded-full border border-emerald-700 bg-emerald-900 px-4 py-2 text-sm text-white placeholder:text-emerald-300"
      />
      <Honeypot id="newsletter-website" />
      <button
        type="submit"
        disabled={state.sending}
        className="rounded-full bg-lime-400 px-4 py-2 text-sm font-semibold text-emerald-950 hover:bg-lime-300 disabled:opacity-60"
      >
        {t('footer.subscribe')}
      </button>
      <div role="status" className="text-sm">
        {thanked && (
          <>
            <strong className="block text-white">{t('newsletter.successTitle')}</strong>
            <span className="block">{t('newsletter.successText')}</span>
          </>
        )}
        {state.done && <span className="block text-emerald-300">{t('newsletter.checkInbox')}</span>}
      </div>
      {state.error && (
        <p id="newsletter-error" role="alert" className="text-sm text-red-300">
          {state.error}
        </p>
      )}
    </form>
  );
}
