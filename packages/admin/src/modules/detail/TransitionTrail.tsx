import type { Workflow } from '@rimba/core';
import { useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { queryKeys } from '../../api/dataProvider';
import { fieldRenderers } from '../../fields/registry';
import { useLang } from '../../i18n';

interface TrailEntry {
  id: number;
  transition: string;
  from_state: string | null;
  to_state: string;
  reason: string | null;
  created_at: string;
  rel_user_id: { id: number; label: string | null } | null;
}

/** The audit trail of a row's workflow: who moved it from which state to which, when and why. */
export function TransitionTrail({
  resource,
  workflow,
  id,
}: {
  resource: string;
  workflow: Workflow;
  id: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const trail = useQuery({
    queryKey: [...queryKeys.one(resource, id), 'transitions'],
    queryFn: () => request<{ data: TrailEntry[] }>(`/${resource}/${id}/transitions`).then((r) => r.data),
  });
  const state = (value: string | null) =>
    value === null ? '-' : (workflow.states.find((s) => s.value === value)?.label[lang] ?? value);
  if (trail.isError) return <Typography.Text type="danger">{trail.error.message}</Typography.Text>;
  return (
    <Table<TrailEntry>
      data-testid="transition-trail"
      rowKey="id"
      size="small"
      loading={trail.isPending}
      dataSource={trail.data ?? []}
      pagination={false}
      locale={{ emptyText: t('detail.trailEmpty') }}
      columns={[
        {
          key: 'at',
          title: t('detail.trailAt'),
          render: (_, entry) => fieldRenderers.datetime.detail(entry.created_at, lang),
        },
        { key: 'by', title: t('detail.trailBy'), render: (_, entry) => entry.rel_user_id?.label ?? '-' },
        { key: 'from', title: t('detail.trailFrom'), render: (_, entry) => state(entry.from_state) },
        { key: 'to', title: t('detail.trailTo'), render: (_, entry) => state(entry.to_state) },
        { key: 'reason', title: t('detail.trailReason'), render: (_, entry) => entry.reason ?? '-' },
      ]}
    />
  );
}
