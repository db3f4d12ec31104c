import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getJson } from '../../api/client';

export const COOKIE_CONSENT_KEY = 'cookie-consent';
/** The cookie that keeps the visitor's country, once they accept cookies (site spec §2). */
export const LOCATION_COOKIE = 'location';

/** The country kept in the location cookie, if any. */
export function visitorLocation(): string | undefined {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${LOCATION_COOKIE}=`));
  return found ? decodeURIComponent(found.slice(LOCATION_COOKIE.length + 1)) : undefined;
}

/** Asks the server for the visitor's country (it looks the address up itself) and keeps it for a year. */
async function keepLocation(): Promise<void> {
  const { country } = await getJson<{ country: string | null }>('/public/visitor-country', 'en');
  if (country) {
    document.cookie = `${LOCATION_COOKIE}=${encodeURIComponent(country)}; Max-Age=31536000; Path=/; SameSite=Lax`;
  }
}

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
    keepLocation().catch((error) => console.warn('Rimba: the visitor country is unknown', error));
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
