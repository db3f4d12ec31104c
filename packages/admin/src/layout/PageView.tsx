import { Result, Spin } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../auth/session';
import { useLang } from '../i18n';
import type { AdminRoute } from '../modules/routes';
import { ForbiddenPage } from './StatusPages';

/** A page route (not a resource module): its page, or a placeholder while it has none. */
export function PageView({ route }: { route: AdminRoute }) {
  const lang = useLang();
  const { t } = useTranslation();
  const title = route.title[lang];
  // Admin spec §2: route titles come from the route names, as for the modules.
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  const allowed = useCan(route.read);
  if (!allowed) return <ForbiddenPage />;

  const Page = route.component;
  return Page ? (
    <Suspense fallback={<Spin data-testid="page-chunk-loading" />}>
      <Page />
    </Suspense>
  ) : (
    <Result status="info" title={title} subTitle={t('page.preparing')} data-testid="page-placeholder" />
  );
}
