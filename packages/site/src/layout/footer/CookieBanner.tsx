import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

export const COOKIE_CONSENT_KEY = 'cookie-consent';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const readAccepted = () => localStorage.getItem(COOKIE_CONSENT_KEY) === 'accepted';

/**
 * The cookie banner until 'Okay' is pressed; the choice is remembered in this browser. The server, which
 * cannot know it, renders none, and the browser shows the banner once it has read the choice.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const accepted = useSyncExternalStore(subscribe, readAccepted, () => true);
  if (accepted) return null;

  const accept = () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    for (const listener of listeners) listener();
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
