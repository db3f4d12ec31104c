import { useQuery } from '@tanstack/react-query';
import { App as AntdApp, Flex, Result, Spin, Tabs, Typography } from 'antd';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { request } from '../api/client';
import { useCan } from '../auth/session';
import { useLang } from '../i18n';
import { ForbiddenPage, NotFoundPage } from '../layout/StatusPages';
import { readChildCreate } from './childCreate';
import type { AdminModule } from './config';
import { DetailView } from './detail/DetailView';
import { FormView } from './form/FormView';
import { ListView } from './list/ListView';
import { type ModelDescription, resourceFromModel } from './modelResource';
import { SummaryView } from './summary/SummaryView';
import { readViewState, viewAccess } from './viewQuery';
import './texts';

/**
 * A module's page. A module with `model_api` first loads the server's model and builds its fields
 * from it, with a loader until they are built (admin spec §4); model load failures are only logged.
 */
export function ModuleView({ module }: { module: AdminModule }) {
  return (
    <AntdApp>
      <LoadedModule module={module} />
    </AntdApp>
  );
}

function LoadedModule({ module }: { module: AdminModule }) {
  const model = useQuery({
    queryKey: ['gen-model', module.modelApi],
    queryFn: async () => (await request<{ data: ModelDescription }>(`/gen-model/${module.modelApi}`)).data,
    enabled: module.modelApi !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!module.modelApi) return <ModuleViews module={module} />;
  if (model.error) {
    console.error(model.error);
    return <Result status="warning" title={model.error.message} />;
  }
  if (!model.data) return <Spin data-testid="module-loading" />;
  return (
    <ModuleViews module={{ ...module, resource: resourceFromModel(model.data, module.resource.menu) }} />
  );
}

/** The title and the view the query string selects (admin spec §2), each behind its permission. */
function ModuleViews({ module }: { module: AdminModule }) {
  const lang = useLang();
  const { t } = useTranslation();
  const title = module.title[lang];
  // The page title is the module's (admin spec §2: route titles come from the route names).
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  const [query, setQuery] = useSearchParams();
  const state = module.slave ? ({ view: 'list' } as const) : readViewState(query);
  const shownId = 'id' in state ? state.id : undefined;
  // Another view starts at its top, as another page would, whatever was scrolled to before. Before the
  // views' own effects, so a view may bring a part of itself into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view shown changes
  useLayoutEffect(() => {
    document.scrollingElement?.scrollTo?.(0, 0);
  }, [module.route, state.view, shownId]);
  const can = {
    read: useCan(module.permissions.read),
    create: useCan(module.permissions.create),
    update: useCan(module.permissions.update),
  };

  const toList = () => {
    const back = new URLSearchParams(query);
    back.delete('view');
    back.delete('id');
    return <Navigate to={{ search: back.toString() }} replace />;
  };
  if (state.view === 'missing-id') return toList();
  if (state.view === 'unknown') return <NotFoundPage />;
  const access = viewAccess(state.view, can, module.hide);
  if (access === 'forbidden') return <ForbiddenPage />;
  if (access === 'list') return toList();

  return (
    <Flex vertical gap="middle" className={module.classes}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {module.title[lang]}
      </Typography.Title>
      {state.view === 'list' && (
        <ListTabs module={module} tab={query.get('tab')} onTab={(tab) => setQuery(tab ? { tab } : {})} />
      )}
      {state.view === 'detail' && <DetailView key={state.id} module={module} id={state.id} />}
      {state.view === 'create' && <FormView module={module} child={readChildCreate(query, module)} />}
      {state.view === 'update' && <FormView key={state.id} module={module} id={state.id} />}
    </Flex>
  );
}

/**
 * The list, and beside it a tab for each summary the resource declares (`?tab={name}`); a tab starts from
 * its first page, and only the open tab is rendered.
 */
function ListTabs({
  module,
  tab,
  onTab,
}: {
  module: AdminModule;
  tab: string | null;
  onTab: (tab: string | null) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { summaries } = module.resource;
  const summary = summaries.find((s) => s.name === tab);
  if (summaries.length === 0 || module.slave) return <ListView module={module} />;
  return (
    <>
      <Tabs
        data-testid="list-tabs"
        activeKey={summary?.name ?? 'list'}
        onChange={(key) => onTab(key === 'list' ? null : key)}
        items={[
          { key: 'list', label: t('summary.list') },
          ...summaries.map((s) => ({ key: s.name, label: s.title[lang] })),
        ]}
      />
      {summary ? (
        <SummaryView key={summary.name} module={module} summary={summary} />
      ) : (
        <ListView module={module} />
      )}
    </>
  );
}
