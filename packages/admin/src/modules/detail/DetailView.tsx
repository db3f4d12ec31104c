import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { type Resource, systemFields } from '@rimba/core';
import { Button, Card, Descriptions, type DescriptionsProps, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/session';
import { fieldRenderers } from '../../fields/registry';
import { useLang } from '../../i18n';
import { useDeleteAction } from '../useDeleteAction';
import { useRecord } from '../useRecord';
import { useViewNavigation } from '../viewQuery';

/** A record as label/value rows in a card, with back, edit and delete actions. */
export function DetailView({ resource, id }: { resource: Resource; id: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const go = useViewNavigation();
  const record = useRecord(resource, id);
  const canUpdate = useCan(resource.permissions.update);
  const canDelete = useCan(resource.permissions.delete);
  const deleteRow = useDeleteAction(resource, () => go('list'));
  const back = (
    <Button icon={<ArrowLeftOutlined />} data-testid="back-button" onClick={() => go('list')}>
      {t('action.back')}
    </Button>
  );

  if (record.error) return <Result status="warning" title={record.error.message} extra={back} />;
  const row = record.data;
  const items: DescriptionsProps['items'] = row && [
    ...resource.fields
      .filter((field) => field.detail)
      .map((field) => ({
        key: field.name,
        label: field.label[lang],
        children: fieldRenderers[field.type].detail(row[field.name], lang),
      })),
    ...systemFields
      .filter((field) => field.name !== 'id')
      .map((field) => ({
        key: field.name,
        label: field.label[lang],
        children: fieldRenderers[field.type].detail(row[field.name], lang),
      })),
  ];

  return (
    <Card
      title={t('detail.title', { title: resource.title[lang] })}
      extra={
        row && (
          <Flex gap="small">
            {canUpdate && (
              <Button icon={<EditOutlined />} data-testid="detail-update" onClick={() => go('update', id)}>
                {t('action.update')}
              </Button>
            )}
            {canDelete && (
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
  );
}
