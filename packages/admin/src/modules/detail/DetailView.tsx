import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { rowLock, systemFields } from '@rimba/core';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  type DescriptionsProps,
  Flex,
  Grid,
  Result,
  Skeleton,
  Tabs,
} from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan, useCanCheck } from '../../auth/session';
import { fieldRenderers } from '../../fields/registry';
import { useLang } from '../../i18n';
import { childTabKey } from '../childCreate';
import type { AdminModule } from '../config';
import { displayValue, labelOf, useShownFields, wrapping } from '../display';
import { ListView, rowActions, useModuleActions } from '../list/ListView';
import { moduleOf } from '../registry';
import { useDeleteAction } from '../useDeleteAction';
import { useRecord } from '../useRecord';
import { useViewNavigation } from '../viewQuery';
import { MappingList } from './MappingList';
import { RowActions } from './RowActions';
import { TransitionTrail } from './TransitionTrail';
import '../texts';

function withTab(query: URLSearchParams, tab: string): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set('tab', tab);
  return next;
}

/**
 * The detail card's title, "Detail {title}", or the module's title alone where it names itself a detail
 * already ("Detail Donasi", "WIN Details"), so the word is not doubled.
 */
function detailTitle(title: string, prefixed: (title: string) => string): string {
  return /(^|\s)details?(\s|$)/i.test(title) ? title : prefixed(title);
}

/**
 * A record as label/value rows in a card, with back, edit and delete actions; under it the tabs of
 * its child modules (each only with read permission on the child) and its mapping toggle lists.
 */
export function DetailView({ module, id, onDone }: { module: AdminModule; id: number; onDone?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const go = useViewNavigation();
  const [query, setQuery] = useSearchParams();
  const can = useCanCheck();
  const narrow = Grid.useBreakpoint().md === false;
  const record = useRecord(module, id);
  // Coming back to a tab (after adding a child there), the tabs are brought into view once shown, and
  // again once the rows above take their layout for the screen's width.
  const tabsCard = useRef<HTMLDivElement>(null);
  const [returnedTab] = useState(() => (onDone ? null : query.get('tab')));
  const loaded = record.data !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `narrow` changes the height of the rows above
  useEffect(() => {
    const card = tabsCard.current;
    if (!loaded || !returnedTab || !card) return;
    card.scrollIntoView?.({ block: 'start' });
  }, [loaded, returnedTab, narrow]);
  const allowedOnAny = useModuleActions(module);
  const canUpdate = useCan(module.permissions.update);
  const deleteRow = useDeleteAction(module, () => (onDone ? onDone() : go('list')));
  const fields = useShownFields(module, 'detail');
  const back = (
    <Button
      icon={<ArrowLeftOutlined />}
      data-testid="back-button"
      onClick={() => (onDone ? onDone() : go('list'))}
    >
      {t('action.back')}
    </Button>
  );

  if (record.error) return <Result status="warning" title={record.error.message} extra={back} />;
  const row = record.data;
  const allowed = row ? rowActions(module, allowedOnAny, row) : allowedOnAny;
  // Why the row can no longer be changed, told to those who could change it otherwise.
  const locked = row && rowLock(module.resource, row);
  const items: DescriptionsProps['items'] = row && [
    ...fields.map((field) => ({
      key: field.name,
      label: labelOf(module, field, 'detail', lang),
      className: module.fields[field.name]?.detail?.class,
      children: (
        <span data-testid={`detail-${field.name}`}>{displayValue(module, field, 'detail', row, lang)}</span>
      ),
    })),
    ...systemFields
      .filter((field) => field.name !== 'id')
      .map((field) => ({
        key: field.name,
        label: field.label[lang],
        children: fieldRenderers[field.type].detail(row[field.name], lang),
      })),
  ];
  const children = module.resource.children.flatMap((child) => {
    const childModule = moduleOf(child.resource);
    if (!childModule || !can(childModule.permissions.read)) return [];
    const embedded: AdminModule = {
      ...childModule,
      slave: true,
      filterApi: { ...childModule.filterApi, [child.key]: id },
    };
    const key = childTabKey(child.resource);
    const returnTo = `${module.route}?${new URLSearchParams({ view: 'detail', id: String(id), tab: key })}`;
    return [
      {
        key,
        label: childModule.title[lang],
        children: <ListView module={embedded} embedded parent={{ key: child.key, id, returnTo }} />,
      },
    ];
  });
  const mappings = module.resource.mappings.map((mapping) => {
    const View = module.mappingViews[mapping.name] ?? MappingList;
    return {
      key: `mapping-${mapping.name}`,
      label: mapping.title[lang],
      children: (
        <Suspense fallback={<Skeleton active />}>
          <View module={module} mapping={mapping} id={id} canSwitch={canUpdate} />
        </Suspense>
      ),
    };
  });
  const workflow = module.resource.workflow;
  const trail = workflow
    ? [
        {
          key: 'transitions',
          label: t('detail.trail'),
          children: <TransitionTrail resource={module.resource.name} workflow={workflow} id={id} />,
        },
      ]
    : [];
  const tabs = [...children, ...mappings, ...trail];

  // The row's actions: beside the title, or on a phone, where they would leave the title no room, above
  // the rows.
  const actions = row && (
    <Flex gap="small" wrap>
      <RowActions module={module} row={row} />
      {allowed.update && !onDone && (
        <Button icon={<EditOutlined />} data-testid="detail-update" onClick={() => go('update', id)}>
          {t('action.update')}
        </Button>
      )}
      {allowed.delete && (
        <Button danger icon={<DeleteOutlined />} data-testid="detail-delete" onClick={() => deleteRow(row)}>
          {t('action.delete')}
        </Button>
      )}
    </Flex>
  );

  return (
    <Flex vertical gap="middle">
      <Card
        title={detailTitle(module.title[lang], (title) => t('detail.title', { title }))}
        // A long title wraps beside the actions rather than being cut off.
        styles={{ title: { whiteSpace: 'normal' } }}
        extra={!narrow && actions}
      >
        <Flex vertical gap="middle">
          {narrow && actions}
          {locked && (allowedOnAny.update || allowedOnAny.delete) && (
            <Alert type="info" showIcon message={locked[lang]} data-testid="row-locked" />
          )}
          {row ? (
            <Descriptions
              bordered
              column={1}
              // On a phone a label beside its value leaves the value too narrow: it goes above instead.
              layout={narrow ? 'vertical' : 'horizontal'}
              styles={{ content: wrapping }}
              items={items}
            />
          ) : (
            <Skeleton active />
          )}
          <div>{back}</div>
        </Flex>
      </Card>
      {row && tabs.length > 0 && (
        <Card ref={tabsCard}>
          <Tabs
            items={tabs}
            data-testid="detail-tabs"
            destroyOnHidden
            // On its own page the open tab is in the query string, for coming back to it.
            defaultActiveKey={returnedTab ?? undefined}
            onChange={(tab) => {
              if (!onDone) setQuery((previous) => withTab(previous, tab), { replace: true });
            }}
          />
        </Card>
      )}
    </Flex>
  );
}
