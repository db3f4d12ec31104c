import type { Resource } from '@rimba/core';
import { Flex, Typography } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { useCan } from '../auth/session';
import { useLang } from '../i18n';
import { ForbiddenPage, NotFoundPage } from '../layout/StatusPages';
import { DetailView } from './detail/DetailView';
import { FormView } from './form/FormView';
import { ListView } from './list/ListView';
import { readViewState } from './viewQuery';

/** A module's page: its title and the view the query string selects, each behind its permission. */
export function ModuleView({ resource }: { resource: Resource }) {
  const lang = useLang();
  const [query] = useSearchParams();
  const state = readViewState(query);
  const can = {
    read: useCan(resource.permissions.read),
    create: useCan(resource.permissions.create),
    update: useCan(resource.permissions.update),
  };

  if (state.view === 'missing-id') {
    const back = new URLSearchParams(query);
    back.delete('view');
    back.delete('id');
    return <Navigate to={{ search: back.toString() }} replace />;
  }
  if (state.view === 'unknown') return <NotFoundPage />;
  const allowed = state.view === 'list' || state.view === 'detail' ? can.read : can[state.view];
  if (!allowed) return <ForbiddenPage />;

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {resource.title[lang]}
      </Typography.Title>
      {state.view === 'list' && <ListView resource={resource} />}
      {state.view === 'detail' && <DetailView key={state.id} resource={resource} id={state.id} />}
      {state.view === 'create' && <FormView resource={resource} />}
      {state.view === 'update' && <FormView key={state.id} resource={resource} id={state.id} />}
    </Flex>
  );
}
