import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { Resource } from '@rimba/core';
import { Button, Flex, Pagination, Space, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../api/dataProvider';
import { useCan } from '../../auth/session';
import { fieldRenderers } from '../../fields/registry';
import { useLang } from '../../i18n';
import { useDeleteAction } from '../useDeleteAction';
import { useViewNavigation } from '../viewQuery';
import { pageSizes } from './listParams';
import { SearchBox } from './SearchBox';
import { useListController } from './useListController';

/**
 * antd cycles a sorted column through these directions; repeating 'descend' keeps it from ever
 * clearing the sort, so each header click reaches the controller, which decides the direction.
 */
const sortCycle: ('descend' | 'ascend')[] = ['descend', 'ascend', 'descend'];

/** The table list of a module: search, add, sortable columns, row actions and pagination. */
export function ListView({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useListController(resource);
  const go = useViewNavigation();
  const deleteRow = useDeleteAction(resource);
  const can = {
    create: useCan(resource.permissions.create),
    read: useCan(resource.permissions.read),
    update: useCan(resource.permissions.update),
    delete: useCan(resource.permissions.delete),
  };
  const { params } = list;

  const columns: TableColumnsType<Row> = resource.fields
    .filter((field) => field.list)
    .map((field) => ({
      key: field.name,
      dataIndex: field.name,
      title: field.label[lang],
      sorter: field.sortable,
      sortDirections: sortCycle,
      sortOrder: params.order === field.name ? (params.sort === 'DESC' ? 'descend' : 'ascend') : null,
      render: (value: unknown) => fieldRenderers[field.type].list(value, lang),
    }));
  columns.push({
    key: 'actions',
    title: t('list.actions'),
    fixed: 'right',
    width: 1,
    render: (_value, row) => (
      <Space size={4}>
        {can.read && (
          <Tooltip title={t('action.detail')}>
            <Button
              size="small"
              icon={<EyeOutlined />}
              aria-label={t('action.detail')}
              data-testid={`action-detail-${row.id}`}
              onClick={() => go('detail', row.id)}
            />
          </Tooltip>
        )}
        {can.update && (
          <Tooltip title={t('action.update')}>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('action.update')}
              data-testid={`action-update-${row.id}`}
              onClick={() => go('update', row.id)}
            />
          </Tooltip>
        )}
        {can.delete && (
          <Tooltip title={t('action.delete')}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('action.delete')}
              data-testid={`action-delete-${row.id}`}
              onClick={() => deleteRow(row)}
            />
          </Tooltip>
        )}
      </Space>
    ),
  });

  const emptyText = list.error
    ? t('list.loadFailed', { message: list.error.message })
    : params.search
      ? t('list.notFound', { search: params.search })
      : t('list.empty');

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap justify="space-between">
        <SearchBox key={params.search} value={params.search} onSearch={list.setSearch} />
        {can.create && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="add-button"
            onClick={() => go('create')}
          >
            {t('list.add')}
          </Button>
        )}
      </Flex>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Typography.Text type={list.error ? 'danger' : 'secondary'}>{emptyText}</Typography.Text>
          ),
        }}
        onRow={(row) => ({ 'data-testid': `row-${row.id}` }) as HTMLAttributes<HTMLElement>}
        onChange={(_pagination, _filters, sorter, { action }) => {
          const key = Array.isArray(sorter) ? undefined : sorter.columnKey;
          if (action === 'sort' && key !== undefined) list.toggleSort(String(key));
        }}
      />
      <Pagination
        align="end"
        current={params.page}
        pageSize={params.limit}
        total={list.total}
        showSizeChanger
        pageSizeOptions={[...pageSizes]}
        showTotal={(total) => t('list.total', { total })}
        onChange={(page, limit) => (limit === params.limit ? list.setPage(page) : list.setLimit(limit))}
      />
    </Flex>
  );
}
