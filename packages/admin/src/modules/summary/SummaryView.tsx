import type { Summary } from '@rimba/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Pagination, Table, type TableColumnsType, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { request } from '../../api/client';
import type { ListResult } from '../../api/dataProvider';
import { rangeInput } from '../../fields/pickers';
import { useLang } from '../../i18n';
import type { AdminModule } from '../config';
import { displayValue, labelOf } from '../display';
import { defaultPageSize, pageSizes } from '../list/listParams';
import '../texts';

type Group = Record<string, unknown>;

/** The state of a summary tab, kept in the query string as a list's is. */
interface SummaryParams {
  from?: string;
  to?: string;
  page: number;
  limit: number;
  sort: 'ASC' | 'DESC';
}

const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

function readSummaryParams(query: URLSearchParams): SummaryParams {
  const page = Number(query.get('page'));
  const limit = Number(query.get('limit'));
  return {
    from: day(query.get('from')),
    to: day(query.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: pageSizes.find((size) => size === limit) ?? defaultPageSize,
    sort: query.get('sort') === 'ASC' ? 'ASC' : 'DESC',
  };
}

const DateRange = rangeInput('date');

/**
 * A summary of the module's resource (its declared `summaries`): a table of the groups with their sums,
 * the largest first, the sum's column sorting the other way on a click; a period of days when the summary
 * has one; pages as a list's. The server checks the period and the permission; its refusal shows here.
 */
export function SummaryView({ module, summary }: { module: AdminModule; summary: Summary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [query, setQuery] = useSearchParams();
  const params = readSummaryParams(query);
  const set = (change: Partial<SummaryParams>) =>
    setQuery((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries({ page: 1, ...change })) {
        if (value === undefined) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });
  const { resource } = module;
  const result = useQuery({
    queryKey: [resource.name, 'summary', summary.name, params],
    placeholderData: keepPreviousData,
    queryFn: () =>
      request<ListResult>(`/${resource.name}/summary/${summary.name}`, {
        query: { ...params },
      }),
  });
  const groups = summary.groupBy.map((name) => resource.fieldsByName.get(name)!);
  const sum = resource.fieldsByName.get(summary.sum)!;
  const period = summary.period ? resource.fieldsByName.get(summary.period) : undefined;

  const columns: TableColumnsType<Group> = [
    ...groups.map((field) => ({
      key: field.name,
      title: labelOf(module, field, 'list', lang),
      render: (_value: unknown, row: Group) => displayValue(module, field, 'list', row, lang),
    })),
    {
      key: sum.name,
      title: labelOf(module, sum, 'list', lang),
      align: 'right',
      sorter: true,
      // Each click turns the order round; the largest sums come first until then.
      sortDirections: ['ascend', 'descend', 'ascend'],
      sortOrder: params.sort === 'ASC' ? 'ascend' : 'descend',
      render: (_value: unknown, row: Group) => displayValue(module, sum, 'list', row, lang),
    },
  ];

  return (
    <Flex vertical gap="middle" data-testid={`summary-${summary.name}`}>
      {period && (
        <Flex gap="small" align="center" wrap>
          <Typography.Text>{labelOf(module, period, 'list', lang)}</Typography.Text>
          <DateRange
            field={period}
            testId="summary-period"
            value={params.from && params.to ? [params.from, params.to] : null}
            onChange={(value) => {
              const [from, to] = Array.isArray(value) ? value.map(String) : [];
              set({ from, to });
            }}
          />
        </Flex>
      )}
      <Table<Group>
        rowKey={(row) => summary.groupBy.map((name) => String(row[name])).join('|')}
        columns={columns}
        dataSource={result.data?.data ?? []}
        loading={result.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Typography.Text type={result.error ? 'danger' : 'secondary'} data-testid="summary-empty">
              {result.error
                ? t('list.loadFailed', { message: result.error.message })
                : params.from
                  ? t('summary.emptyPeriod')
                  : t('list.empty')}
            </Typography.Text>
          ),
        }}
        onRow={(_row, i) => ({ 'data-testid': `summary-row-${i}` }) as HTMLAttributes<HTMLElement>}
        onChange={(_pagination, _filters, _sorter, { action }) => {
          if (action === 'sort') set({ sort: params.sort === 'ASC' ? 'DESC' : 'ASC' });
        }}
      />
      <Flex justify="end">
        <Pagination
          current={params.page}
          pageSize={params.limit}
          total={result.data?.total ?? 0}
          showSizeChanger
          pageSizeOptions={[...pageSizes]}
          showTotal={(total) => t('list.total', { total })}
          onChange={(page, limit) => (limit === params.limit ? set({ page }) : set({ limit }))}
        />
      </Flex>
    </Flex>
  );
}
