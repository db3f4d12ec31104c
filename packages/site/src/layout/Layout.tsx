import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { CookieBanner } from './footer/CookieBanner';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';

export function Layout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();

  // Screen readers and search engines read the page's language from <html lang>.
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts at its top, as on a full load
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 text-emerald-950">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CookieBanner />
    </div>
  );
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-emerald-200 border-t-emerald-700" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
