import { CloseOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { checkField, type Field } from '@rimba/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Pagination, Space, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { dataProvider, type ListQuery, queryKeys, type Row } from '../../api/dataProvider';
import { useFeedback } from '../../feedback/useFeedback';
import { fieldRenderers } from '../../fields/registry';
import { useLang } from '../../i18n';
import type { AdminModule } from '../config';
import { displayValue, labelOf, useShownFields } from '../display';
import { totalText } from './totalText';
import type { ListController } from './useListController';

/** Rows per page of the editable table (admin spec §9). */
export const editablePageSize = 50;

interface Props {
  module: AdminModule;
  /** The list's controller: its search, filters and sort are this table's; its page size is not. */
  list: ListController;
  /** Whether the user may update rows. */
  canUpdate: boolean;
  emptyText: string;
}

/** The row being edited: its values as typed, and the messages under its cells. */
interface Editing {
  id: number;
  values: Record<string, unknown>;
  errors: Record<string, string>;
}

/**
 * The editable table (admin spec §2, §7): the list's search, filters and order (DESC by default) in
 * pages of 50 with their own page state. A row's edit button turns its form-enabled cells into the
 * fields' inputs; Save checks them with the core rules and sends the row with the edits merged over it,
 * Cancel reverts. A 422 answer's messages show under their cells.
 */
export function EditableTable({ module, list, canUpdate, emptyText }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const { resource } = module;

  // The page goes back to 1 when the search, the filters or the order change.
  const { page: _page, limit: _limit, ...rest } = list.request;
  const scope = JSON.stringify(rest);
  const [paging, setPaging] = useState({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;
  const request: ListQuery = {
    ...rest,
    order: rest.order || 'id',
    sort: rest.order ? rest.sort : 'DESC',
    page,
    limit: editablePageSize,
  };
  const result = useQuery({
    queryKey: queryKeys.list(resource.name, request),
    queryFn: () => dataProvider.getList(module.api, request),
    placeholderData: keepPreviousData,
  });
  const rows = result.data?.data ?? [];

  const [editing, setEditing] = useState<Editing | null>(null);
  const fields = useShownFields(module, 'list');
  const editable = (field: Field) => field.form && field.type !== 'hidden';

  const save = useMutation({
    mutationFn: (data: Row) => dataProvider.update(module.api, { data }),
    onSuccess: async () => {
      setEditing(null);
      feedback.success(t('feedback.updated', { title: module.title[lang] }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.lists(resource.name) });
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        const errors = Object.fromEntries(
          Object.entries(error.errors).map(([key, messages]) => [
            key.split('.')[0] ?? key,
            messages[0] ?? '',
          ]),
        );
        setEditing((current) => current && { ...current, errors });
        return;
      }
      feedback.error(error.message);
    },
  });

  const start = (row: Row) =>
    setEditing({
      id: row.id,
      values: Object.fromEntries(fields.filter(editable).map((field) => [field.name, row[field.name]])),
      errors: {},
    });

  const submit = (row: Row) => {
    if (!editing) return;
    const merged = { ...row, ...editing.values };
    const checked: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    for (const field of fields.filter(editable)) {
      const outcome = checkField(field, editing.values[field.name], lang, {
        values: merged,
        labelOf: (name) => resource.fieldsByName.get(name)?.label[lang] ?? name,
      });
      if ('error' in outcome) errors[field.name] = outcome.error;
      else checked[field.name] = outcome.value;
    }
    if (Object.keys(errors).length > 0) setEditing({ ...editing, errors });
    else save.mutate({ id: row.id, ...checked });
  };

  const columns: TableColumnsType<Row> = fields.map((field) => ({
    key: field.name,
    dataIndex: field.name,
    title: labelOf(module, field, 'list', lang),
    className: module.fields[field.name]?.list?.class,
    render: (_value: unknown, row: Row) => {
      if (editing?.id !== row.id || !editable(field)) return displayValue(module, field, 'list', row, lang);
      const Input = fieldRenderers[field.type].form;
      const error = editing.errors[field.name];
      return (
        <Flex vertical gap={2} style={{ minWidth: 160 }}>
          <Input
            field={field}
            value={editing.values[field.name]}
            related={row[`rel_${field.name}`]}
            testId={`edit-${field.name}`}
            uploadTarget={{ resource: resource.name, field: field.name }}
            onChange={(value) =>
              setEditing(
                (current) => current && { ...current, values: { ...current.values, [field.name]: value } },
              )
            }
          />
          {error && (
            <Typography.Text type="danger" data-testid={`edit-error-${field.name}`}>
              {error}
            </Typography.Text>
          )}
        </Flex>
      );
    },
  }));
  if (canUpdate) {
    columns.push({
      key: 'actions',
      title: t('list.actions'),
      fixed: 'right',
      width: 1,
      render: (_v, row) =>
        editing?.id === row.id ? (
          <Space size={4}>
            <Tooltip title={t('action.save')}>
              <Button
                size="small"
                type="primary"
                icon={<SaveOutlined />}
                aria-label={t('action.save')}
                loading={save.isPending}
                data-testid={`edit-save-${row.id}`}
                onClick={() => submit(row)}
              />
            </Tooltip>
            <Tooltip title={t('feedback.cancel')}>
              <Button
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('feedback.cancel')}
                data-testid={`edit-cancel-${row.id}`}
                onClick={() => setEditing(null)}
              />
            </Tooltip>
          </Space>
        ) : (
          <Tooltip title={t('action.update')}>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('action.update')}
              disabled={editing !== null}
              data-testid={`edit-row-${row.id}`}
              onClick={() => start(row)}
            />
          </Tooltip>
        ),
    });
  }

  return (
    <>
      <Table<Row>
        rowKey={module.pk}
        columns={columns}
        dataSource={rows}
        loading={result.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="editable-table"
        locale={{
          emptyText: result.isFetching ? null : (
            <Typography.Text type={result.error ? 'danger' : 'secondary'} data-testid="list-empty">
              {result.error ? t('list.loadFailed', { message: result.error.message }) : emptyText}
            </Typography.Text>
          ),
        }}
        onRow={(row) => ({ 'data-testid': `row-${row.id}` }) as HTMLAttributes<HTMLElement>}
      />
      <Flex justify="end">
        <Pagination
          current={page}
          pageSize={editablePageSize}
          total={result.data?.total ?? 0}
          showSizeChanger={false}
          showTotal={() => totalText(t, lang, result.data)}
          onChange={(next) => {
            setEditing(null);
            setPaging({ scope, page: next });
          }}
        />
      </Flex>
    </>
  );
}
