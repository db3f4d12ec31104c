import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, List, Radio, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { useFeedback } from '../../feedback/useFeedback';
import { useLang } from '../../i18n';
import type { MappingViewProps } from '../config';
import { SearchBox } from '../list/SearchBox';

interface MappingRow {
  id: number;
  label: string;
  value_mapping: boolean;
}

/** Which rows the list shows (admin spec §4): all (2), switched on (1), switched off (0). */
type ValueFilter = 0 | 1 | 2;

/**
 * The mapping toggle list of a row (admin spec §2, §4): every row of the mapped resource with a switch.
 * Switching off asks first when the mapping says so; declining leaves the switch as it was. A switch
 * spins while its change is saved; a failure shows 'Gagal Mengaktifkan data' and keeps the old state.
 */
export function MappingList({ module, mapping, id, canSwitch }: MappingViewProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ValueFilter>(2);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const path = `/${module.resource.name}/${id}/mapping/${mapping.name}`;
  const key = [module.resource.name, 'mapping', id, mapping.name] as const;
  const rows = useQuery({
    queryKey: [...key, filter, search, page],
    queryFn: () =>
      request<{ data: MappingRow[]; total: number }>(path, {
        query: {
          value_mapping: filter === 2 ? undefined : filter,
          search: search || undefined,
          page,
          limit: 10,
        },
      }),
  });

  const save = async (row: MappingRow, on: boolean) => {
    setSaving((s) => new Set(s).add(row.id));
    try {
      const { message } = await request<{ message: string }>(path, {
        method: 'PUT',
        body: { id: row.id, value_mapping: on },
      });
      await queryClient.invalidateQueries({ queryKey: key });
      feedback.success(message);
    } catch {
      feedback.error(t('detail.toggleFailed'));
    } finally {
      setSaving((s) => {
        const next = new Set(s);
        next.delete(row.id);
        return next;
      });
    }
  };
  const toggle = (row: MappingRow, on: boolean) => {
    if (!on && mapping.confirmOff) {
      feedback.confirm(
        t('detail.unlinkTitle', { label: row.label }),
        t('detail.unlinkText', { label: row.label }),
        () => save(row, false),
      );
    } else {
      void save(row, on);
    }
  };

  return (
    <Flex vertical gap="small" data-testid={`mapping-${mapping.name}`}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {mapping.title[lang]}
      </Typography.Title>
      <Flex gap="small" wrap justify="space-between">
        <SearchBox
          value={search}
          onSearch={(text) => {
            setSearch(text.trim());
            setPage(1);
          }}
        />
        <Radio.Group
          optionType="button"
          value={filter}
          data-testid="mapping-filter"
          onChange={(e) => {
            setFilter(e.target.value as ValueFilter);
            setPage(1);
          }}
          options={[
            { value: 2, label: t('detail.mappingAll') },
            { value: 1, label: t('detail.mappingOn') },
            { value: 0, label: t('detail.mappingOff') },
          ]}
        />
      </Flex>
      {rows.error ? (
        <Typography.Text type="danger">{t('detail.mappingListFailed')}</Typography.Text>
      ) : (
        <List<MappingRow>
          size="small"
          bordered
          loading={rows.isFetching}
          dataSource={rows.data?.data ?? []}
          pagination={{
            current: page,
            pageSize: 10,
            total: rows.data?.total ?? 0,
            size: 'small',
            onChange: setPage,
          }}
          renderItem={(row) => (
            <List.Item
              data-testid={`mapping-row-${row.id}`}
              extra={
                <Switch
                  checked={row.value_mapping}
                  loading={saving.has(row.id)}
                  disabled={!canSwitch}
                  data-testid={`mapping-switch-${row.id}`}
                  onChange={(on) => toggle(row, on)}
                />
              }
            >
              {row.label}
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
