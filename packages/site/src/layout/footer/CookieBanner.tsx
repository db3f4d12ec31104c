import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const COOKIE_CONSENT_KEY = 'cookie-consent';

export function CookieBanner() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => localStorage.getItem(COOKIE_CONSENT_KEY) === 'accepted');
  if (accepted) return null;

  const accept = () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    setAccepted(true);
  };

  return (
    <section
      aria-label="Cookie"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-3xl flex-col gap-3 rounded-xl bg-emerald-950 p-4 text-sm text-emerald-50 shadow-2xl sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{t('cookie.text')}</p>
      <button
        type="button"
        data-testid="cookie-okay"
        onClick={accept}
        className="shrink-0 rounded-full bg-lime-400 px-6 py-2 font-semibold text-emerald-950 hover:bg-lime-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lime-300"
      >
        {t('cookie.okay')}
      </button>
    </section>
  );
}
