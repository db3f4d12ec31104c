import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dataProvider, queryKeys, type Row } from '../../api/dataProvider';
import { useLang } from '../../i18n';
import type { AdminModule } from '../config';
import { displayValue, labelOf, useShownFields, wrapping } from '../display';
import { cardColumns, uniqueRows, useCardColumnCount } from './cardColumns';
import type { ListController } from './useListController';

/** Cards per page of a card list (admin spec §9). */
export const cardPageSize = 9;

/**
 * The card list (admin spec §2): rows as cards in columns, nine at a time; 'Lihat Selanjutnya' loads the
 * next nine under them until 'Semua data sudah ditampilkan', the cards already shown keeping their places.
 * Search, filters and sort are the list's own.
 */
export function CardList({
  module,
  list,
  actions,
  emptyText,
}: {
  module: AdminModule;
  list: ListController;
  actions: (row: Row) => ReactNode;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const fields = useShownFields(module, 'list');
  const [title, ...rest] = fields;
  const base = { ...list.request, limit: cardPageSize };
  const pages = useInfiniteQuery({
    queryKey: [...queryKeys.lists(module.resource.name), 'cards', base],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => dataProvider.getList(module.api, { ...base, page: pageParam }),
    // A short page is the last, whatever the total says: an estimated one ("about N") may say more.
    getNextPageParam: (last, all) =>
      last.data.length === cardPageSize && all.length * cardPageSize < last.total
        ? all.length + 1
        : undefined,
  });
  const rows = uniqueRows(pages.data?.pages.map((p) => p.data) ?? []);
  const columns = cardColumns(rows, useCardColumnCount());

  if (pages.isPending) return <Spin />;
  if (rows.length === 0) return <Empty description={emptyText} data-testid="list-empty" />;
  return (
    <Flex vertical gap="middle" align="center">
      <Flex gap={16} align="start" style={{ width: '100%', minWidth: 0 }} data-testid="card-list">
        {columns.map((column, c) => (
          <Flex
            // Columns are positions: the c-th is always the c-th.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={c}
            vertical
            gap={16}
            style={{ flex: '1 1 0', minWidth: 0 }}
            data-testid={`card-column-${c}`}
          >
            {column.map((row) => (
              <Card
                key={row.id}
                size="small"
                data-testid={`card-${row.id}`}
                style={wrapping}
                styles={{ header: wrapping, body: wrapping }}
                title={
                  title && (
                    <div style={{ whiteSpace: 'normal', ...wrapping }}>
                      {displayValue(module, title, 'list', row, lang)}
                    </div>
                  )
                }
                actions={[
                  <Flex key="actions" justify="center">
                    {actions(row)}
                  </Flex>,
                ]}
              >
                <Descriptions
                  size="small"
                  column={1}
                  styles={{ content: wrapping, label: { whiteSpace: 'nowrap' } }}
                  items={rest.map((field) => ({
                    key: field.name,
                    label: labelOf(module, field, 'list', lang),
                    children: displayValue(module, field, 'list', row, lang),
                  }))}
                />
              </Card>
            ))}
          </Flex>
        ))}
      </Flex>
      {pages.hasNextPage ? (
        <Button
          data-testid="load-more"
          loading={pages.isFetchingNextPage}
          onClick={() => pages.fetchNextPage()}
        >
          {t('list.loadMore')}
        </Button>
      ) : (
        <Typography.Text type="secondary" data-testid="all-loaded">
          {t('list.allLoaded')}
        </Typography.Text>
      )}
    </Flex>
  );
}
