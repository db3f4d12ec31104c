import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fileUrl } from '../../api/client';
import { NewsletterForm } from '../../layout/footer/NewsletterForm';
import { usePageTitle } from '../../ui/usePageTitle';

const outcomes = ['confirmed', 'unsubscribed', 'invalid'] as const;
type Outcome = (typeof outcomes)[number];

/**
 * /newsletter: where the links of the newsletter's mails lead. It tells the outcome of a confirmation or
 * an unsubscription, and asks before ending a subscription with a plain form, so that it works without
 * JavaScript and a mail scanner opening the link ends nothing.
 */
export default function NewsletterPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const result = query.get('result');
  const outcome = outcomes.find((o) => o === result) as Outcome | undefined;
  const unsubscribe = query.get('unsubscribe');
  const token = query.get('token');
  const asking = !outcome && unsubscribe && token;
  const key = outcome ?? (asking ? 'ask' : 'intro');
  usePageTitle(t(`newsletter.${key}.title`));
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6" data-testid="newsletter-page">
      <h1 className="text-3xl font-bold tracking-tight">{t(`newsletter.${key}.title`)}</h1>
      <p className="mt-4 text-lg text-emerald-900">{t(`newsletter.${key}.text`)}</p>
      {asking && (
        <form method="post" action={fileUrl('/api/public/subscriber/unsubscribe')} className="mt-8">
          <input type="hidden" name="id" value={unsubscribe} />
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            className="rounded-full bg-emerald-800 px-6 py-3 font-semibold text-white hover:bg-emerald-700"
          >
            {t('newsletter.ask.button')}
          </button>
        </form>
      )}
      {(key === 'intro' || key === 'unsubscribed' || key === 'invalid') && (
        <div className="mx-auto mt-8 max-w-sm rounded-2xl bg-emerald-950 p-5 text-left text-emerald-100">
          <NewsletterForm />
        </div>
      )}
    </section>
  );
}
