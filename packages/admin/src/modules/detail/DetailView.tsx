import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { systemFields } from '@rimba/core';
import { Button, Card, Descriptions, type DescriptionsProps, Flex, Result, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan, useCanCheck } from '../../auth/session';
import { fieldRenderers } from '../../fields/registry';
import { useLang } from '../../i18n';
import type { AdminModule } from '../config';
import { displayValue, labelOf, useShownFields } from '../display';
import { ListView, useModuleActions } from '../list/ListView';
import { moduleOf } from '../registry';
import { useDeleteAction } from '../useDeleteAction';
import { useRecord } from '../useRecord';
import { useViewNavigation } from '../viewQuery';
import { MappingList } from './MappingList';
import { RowActions } from './RowActions';
import { TransitionTrail } from './TransitionTrail';
import '../texts';

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
  const can = useCanCheck();
  const record = useRecord(module, id);
  const allowed = useModuleActions(module);
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
    return [
      {
        key: `child-${child.resource}`,
        label: childModule.title[lang],
        children: <ListView module={embedded} embedded />,
      },
    ];
  });
  const mappings = module.resource.mappings.map((mapping) => ({
    key: `mapping-${mapping.name}`,
    label: mapping.title[lang],
    children: <MappingList module={module} mapping={mapping} id={id} canSwitch={canUpdate} />,
  }));
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

  return (
    <Flex vertical gap="middle">
      <Card
        title={detailTitle(module.title[lang], (title) => t('detail.title', { title }))}
        extra={
          row && (
            <Flex gap="small" wrap>
              <RowActions module={module} row={row} />
              {allowed.update && !onDone && (
                <Button icon={<EditOutlined />} data-testid="detail-update" onClick={() => go('update', id)}>
                  {t('action.update')}
                </Button>
              )}
              {allowed.delete && (
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  data-testid="detail-delete"
                  onClick={() => deleteRow(row)}
                >
                  {t('action.delete')}
                </Button>
              )}
            </Flex>
          )
        }
      >
        <Flex vertical gap="middle">
          {row ? <Descriptions bordered column={1} items={items} /> : <Skeleton active />}
          <div>{back}</div>
        </Flex>
      </Card>
      {row && tabs.length > 0 && (
        <Card>
          <Tabs items={tabs} data-testid="detail-tabs" destroyOnHidden />
        </Card>
      )}
    </Flex>
  );
}
