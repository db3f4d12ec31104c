import { type Field, resourcesByName } from '@rimba/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AutoComplete, Button, Flex, Input, List, Modal, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../api/client';
import type { ListResult, Row } from '../api/dataProvider';
import { useLang } from '../i18n';
import { filtersParam, useChosenLabels } from './lookups';
import { fieldRenderers } from './registry';
import type { FieldInputProps } from './types';
import '../modules/texts';

/** Admin spec §9: the picker lists 10 rows a page, the selected panel 8; typeahead 10 matches from 2 characters. */
export const lookupPageSize = 10;
export const selectedPageSize = 8;
export const typeaheadMin = 2;

interface Chosen {
  id: number;
  label: string;
}

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value])
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map(Number)
    .filter((n) => Number.isFinite(n));

/**
 * One page of the rows a lookup chooses from (admin spec §7): `GET /api/{resource}/dataset` with the
 * trimmed search, the page and limit 10. `active=1` is not sent: the dataset call serves resources
 * without an active flag too, and its query schema refuses unknown parameters.
 */
function useLookupPage(
  resource: string,
  search: string,
  page: number,
  enabled: boolean,
  filters: string | undefined,
) {
  return useQuery({
    queryKey: [resource, 'lookup', search, page, filters ?? null],
    enabled: enabled && resource !== '',
    placeholderData: keepPreviousData,
    queryFn: () =>
      request<ListResult>(`/${resource}/dataset`, {
        query: {
          search: search || undefined,
          page,
          limit: lookupPageSize,
          offset: (page - 1) * lookupPageSize,
          filters,
        },
      }),
  });
}

/**
 * The form input of a `lookup` field: the chosen row's label, read-only, and a button opening an extra
 * large dialog to search, page and pick rows of the target resource. The choice reaches the form when
 * the dialog hides, by OK or by closing (admin spec §4). `multiple` picks several rows (an id array).
 */
export function LookupPicker({
  field,
  value,
  onChange,
  onBlur,
  id,
  testId,
  rows,
  related,
  multiple = false,
}: FieldInputProps & { multiple?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const resource = field.lookup?.resource ?? '';
  const labelColumn = rows?.label ?? field.lookup?.label ?? 'id';
  const filters = filtersParam(rows);
  const target = resourcesByName.get(resource);
  const labelOf = (row: Row) => String(row[labelColumn] ?? `#${row.id}`);

  const ids = idsOf(value);
  /** Labels learnt from picking, so a chosen row needs no extra call. */
  const [known, setKnown] = useState<Chosen[]>([]);
  const labels = useChosenLabels(
    field,
    ids,
    related,
    rows,
    known.map((k) => ({ value: k.id, label: k.label })),
  );

  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Chosen[]>([]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selectedPage, setSelectedPage] = useState(1);
  const term = search.trim();
  const list = useLookupPage(resource, term, page, open, filters);
  // The typeahead shares the first page's call (limit 10): at most 10 matches.
  const suggestions = useLookupPage(resource, term, 1, open && term.length >= typeaheadMin, filters);

  const openPicker = () => {
    setDraft(labels.filter((l) => l.state === 'ok').map(({ id: rowId, label }) => ({ id: rowId, label })));
    setSearch('');
    setPage(1);
    setSelectedPage(1);
    setOpen(true);
  };

  /** Hiding the dialog, by OK or by closing, commits the choice. */
  const hide = () => {
    setOpen(false);
    setKnown((before) => [...draft, ...before.filter((k) => !draft.some((d) => d.id === k.id))]);
    const next = draft.map((d) => d.id);
    const same = next.length === ids.length && next.every((n, i) => n === ids[i]);
    if (!same) onChange?.(multiple ? next : (next[0] ?? null));
    onBlur?.();
  };

  const pick = (row: Chosen) =>
    setDraft((before) =>
      multiple ? (before.some((d) => d.id === row.id) ? before : [...before, row]) : [row],
    );
  const unpick = (rowId: number) => setDraft((before) => before.filter((d) => d.id !== rowId));
  const toggle = (row: Row) => {
    const rowId = Number(row.id);
    if (multiple && draft.some((d) => d.id === rowId)) unpick(rowId);
    else pick({ id: rowId, label: labelOf(row) });
  };

  const others = (target?.fields ?? []).filter((f) => f.list && f.name !== labelColumn);
  const column = (f: Field) => ({
    key: f.name,
    dataIndex: f.name,
    title: f.label[lang],
    render: (cell: unknown) => fieldRenderers[f.type].list(cell, lang, f),
  });
  const labelField = target?.fieldsByName.get(labelColumn);
  const columns: ColumnsType<Row> = [
    labelField
      ? column(labelField)
      : {
          key: labelColumn,
          dataIndex: labelColumn,
          title: field.label[lang],
          render: (cell) => String(cell ?? ''),
        },
    ...others.map(column),
  ];

  const display =
    ids.length === 0 ? (
      <Typography.Text type="secondary">{t('lookup.notChosen')}</Typography.Text>
    ) : labels.some((l) => l.state === 'missing') ? (
      <Typography.Text type="danger">{t('lookup.valueNotFound')}</Typography.Text>
    ) : labels.some((l) => l.state === 'loading') ? (
      <Typography.Text type="secondary">…</Typography.Text>
    ) : (
      <Typography.Text>{labels.map((l) => l.label).join(', ')}</Typography.Text>
    );

  return (
    <div data-testid={testId}>
      <Space.Compact style={{ width: '100%' }}>
        <div
          data-testid={`${testId}-value`}
          style={{
            flex: 1,
            minWidth: 0,
            padding: '4px 11px',
            border: '1px solid #d9d9d9',
            borderRadius: '6px 0 0 6px',
            background: '#fafafa',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
          }}
        >
          {display}
        </div>
        <Button id={id} data-testid={`${testId}-open`} onClick={openPicker}>
          {t('lookup.choose')}
        </Button>
        {ids.length > 0 && (
          <Button
            data-testid={`${testId}-clear`}
            onClick={() => {
              onChange?.(multiple ? [] : null);
              onBlur?.();
            }}
          >
            {t('lookup.clear')}
          </Button>
        )}
      </Space.Compact>
      <Modal
        open={open}
        title={t('lookup.title', { label: field.label[lang] })}
        width="min(1200px, 90vw)"
        onOk={hide}
        onCancel={hide}
        okText={t('lookup.ok')}
        cancelButtonProps={{ style: { display: 'none' } }}
        destroyOnHidden
      >
        <div data-testid={`${testId}-modal`}>
          <Flex gap={16} wrap>
            <div style={{ flex: '3 1 600px', minWidth: 0 }}>
              <AutoComplete
                style={{ width: '100%', marginBottom: 12 }}
                value={search}
                virtual={false}
                options={
                  term.length >= typeaheadMin
                    ? (suggestions.data?.data ?? []).slice(0, lookupPageSize).map((row) => ({
                        value: String(row.id),
                        row,
                        label: <span data-testid={`lookup-suggestion-${row.id}`}>{labelOf(row)}</span>,
                      }))
                    : []
                }
                onChange={(text, option) => {
                  // Choosing a suggestion keeps the typed text; only typing changes the search.
                  if (option && !Array.isArray(option) && 'row' in option) return;
                  setSearch(String(text ?? ''));
                  setPage(1);
                }}
                onSelect={(_, option) => toggle(option.row)}
              >
                <Input
                  data-testid={`${testId}-search`}
                  placeholder={t('list.search')}
                  allowClear
                  onBlur={() => setSearch((s) => s.trim())}
                />
              </AutoComplete>
              {list.isError ? (
                <Typography.Text type="danger" data-testid={`${testId}-error`}>
                  {t('lookup.listNotFound')}
                </Typography.Text>
              ) : (
                <Table<Row>
                  size="small"
                  rowKey={(row) => Number(row.id)}
                  loading={list.isFetching}
                  columns={columns}
                  dataSource={list.data?.data ?? []}
                  scroll={{ x: 'max-content' }}
                  pagination={{
                    current: page,
                    pageSize: lookupPageSize,
                    total: list.data?.total ?? 0,
                    showSizeChanger: false,
                    onChange: setPage,
                  }}
                  rowSelection={{
                    type: multiple ? 'checkbox' : 'radio',
                    selectedRowKeys: draft.map((d) => d.id),
                    hideSelectAll: true,
                    onSelect: (row) => toggle(row),
                  }}
                  onRow={(row) =>
                    ({
                      'data-testid': `lookup-row-${row.id}`,
                      onClick: () => toggle(row),
                      style: { cursor: 'pointer' },
                    }) as HTMLAttributes<HTMLElement>
                  }
                />
              )}
            </div>
            <div style={{ flex: '1 1 240px' }} data-testid={`${testId}-selected`}>
              <Typography.Title level={5}>{t('lookup.selected')}</Typography.Title>
              <List
                size="small"
                bordered
                dataSource={draft}
                // In the secondary text's grey: antd's own, for an empty list, is too light to read.
                locale={{
                  emptyText: <Typography.Text type="secondary">{t('lookup.notChosen')}</Typography.Text>,
                }}
                pagination={
                  draft.length > selectedPageSize
                    ? {
                        current: selectedPage,
                        pageSize: selectedPageSize,
                        size: 'small',
                        onChange: setSelectedPage,
                      }
                    : false
                }
                renderItem={(item) => (
                  <List.Item
                    key={item.id}
                    actions={[
                      <Button key="remove" size="small" type="link" danger onClick={() => unpick(item.id)}>
                        {t('lookup.remove')}
                      </Button>,
                    ]}
                  >
                    {item.label}
                  </List.Item>
                )}
              />
            </div>
          </Flex>
        </div>
      </Modal>
    </div>
  );
}
