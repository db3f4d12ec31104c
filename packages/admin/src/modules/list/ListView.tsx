import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  TableOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { rowLock } from '@rimba/core';
import {
  Button,
  Checkbox,
  Flex,
  Grid,
  InputNumber,
  Modal,
  Pagination,
  Space,
  Table,
  type TableColumnsType,
  Tooltip,
  Typography,
} from 'antd';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Row } from '../../api/dataProvider';
import { useCan } from '../../auth/session';
import { useLang } from '../../i18n';
import { childCreateQuery, type ParentLink } from '../childCreate';
import type { AdminModule } from '../config';
import { DetailView } from '../detail/DetailView';
import { displayValue, labelOf } from '../display';
import { FormView } from '../form/FormView';
import { useDeleteAction } from '../useDeleteAction';
import { useViewNavigation } from '../viewQuery';
import { CardList } from './CardList';
import { EditableTable } from './EditableTable';
import { ExportButton } from './ExportButton';
import { emptyStateOf } from './emptyState';
import { FilterPanel } from './FilterPanel';
import { ImportDialog } from './ImportDialog';
import { clampPage, pageSizes } from './listParams';
import { SearchBox } from './SearchBox';
import { totalText } from './totalText';
import { type ColumnChoice, useColumnChoice } from './useColumnChoice';
import { type ListController, useListController } from './useListController';
import '../texts';

/**
 * antd cycles a sorted column through these directions; repeating 'descend' keeps it from ever
 * clearing the sort, so each header click reaches the controller, which decides the direction.
 */
const sortCycle: ('descend' | 'ascend')[] = ['descend', 'ascend', 'descend'];

interface Props {
  module: AdminModule;
  /** A child tab or another embedding: list state kept locally, rows open in their own module. */
  embedded?: boolean;
  /** For a child tab: its parent, whose key a row added here gets, locked. */
  parent?: ParentLink;
}

type Dialog = { view: 'create' } | { view: 'detail' | 'update'; id: number } | null;

/** What the current user may do in a module, after its hide flags (admin spec §6). */
export function useModuleActions(module: AdminModule) {
  const can = {
    create: useCan(module.permissions.create),
    read: useCan(module.permissions.read),
    update: useCan(module.permissions.update),
    delete: useCan(module.permissions.delete),
  };
  return {
    create: can.create && !module.hide.create,
    detail: can.read && !module.hide.detail,
    update: can.update && !module.hide.update,
    delete: can.delete && !module.hide.delete,
  };
}

/**
 * The actions allowed on one row: a row its workflow state or its closed period makes read-only (see
 * `rowLock`) offers neither update nor delete, as the server would refuse them.
 */
export function rowActions(module: AdminModule, allowed: ReturnType<typeof useModuleActions>, row: Row) {
  const locked = rowLock(module.resource, row) !== undefined;
  return { ...allowed, update: allowed.update && !locked, delete: allowed.delete && !locked };
}

/**
 * A module's list (admin spec §2): search, add, filter, column visibility, rows as a table or as cards
 * by the module's layout, row actions, pagination with a page jump. Views the module opens in a dialog
 * (mode modal) open over the list.
 */
export function ListView({ module, embedded = false, parent }: Props) {
  const { t } = useTranslation();
  const list = useListController(module, { embedded });
  const columns = useColumnChoice(module);
  const go = useViewNavigation();
  const navigate = useNavigate();
  const allowed = useModuleActions(module);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [importing, setImporting] = useState(false);
  const { params } = list;
  // Deleting the last row of a page past the first goes to the page before: the list keeps its search,
  // sort and page size, and shows rows.
  const deleteRow = useDeleteAction(module, () => {
    if (list.rows.length === 1 && params.page > 1) list.setPage(params.page - 1);
  });

  const open = (view: 'create' | 'detail' | 'update', id?: number) => {
    if (module.mode[view] === 'modal') setDialog(view === 'create' ? { view } : { view, id: id! });
    else if (view === 'create' && parent) {
      navigate(`${module.route}?${childCreateQuery(parent.key, parent.id, parent.returnTo)}`);
    } else if (embedded) navigate(`${module.route}?view=${view}${id === undefined ? '' : `&id=${id}`}`);
    else go(view, id);
  };
  const actions = (row: Row) => (
    <RowActions
      row={row}
      allowed={rowActions(module, allowed, row)}
      onDetail={() => open('detail', row.id)}
      onUpdate={() => open('update', row.id)}
      onDelete={() => deleteRow(row)}
    />
  );
  const empty = emptyStateOf({
    loading: list.loading,
    failed: !!list.error,
    search: params.search,
    total: list.total,
    page: params.page,
    limit: params.limit,
  });
  const emptyText =
    empty.kind === 'failed'
      ? t('list.loadFailed', { message: list.error?.message })
      : empty.kind === 'notFound'
        ? t('list.notFound', { search: params.search })
        : empty.kind === 'beyondLast'
          ? t('list.beyondLast', { page: params.page, last: empty.last })
          : t('list.empty');
  // A page past the last (after a delete, or from an old link) offers the way back to the rows.
  const emptyNode =
    empty.kind === 'loading' ? null : empty.kind === 'beyondLast' ? (
      <Flex vertical align="center" gap="small">
        <Typography.Text type="secondary" data-testid="list-empty">
          {emptyText}
        </Typography.Text>
        <Button size="small" data-testid="list-last-page" onClick={() => list.setPage(empty.last)}>
          {t('list.toLastPage')}
        </Button>
      </Flex>
    ) : (
      <Typography.Text type={list.error ? 'danger' : 'secondary'} data-testid="list-empty">
        {emptyText}
      </Typography.Text>
    );

  return (
    <Flex vertical gap="middle" className={module.classes}>
      <Flex gap="small" wrap justify="space-between">
        <SearchBox key={params.search} value={params.search} onSearch={list.setSearch} />
        <Space wrap>
          {module.mode.filter !== 'inline' && (
            <FilterPanel module={module} filters={params.filters} onFilter={list.setFilters} />
          )}
          {module.layout === 'table' && <ColumnsButton module={module} columns={columns} />}
          {module.export && !embedded && (
            <ExportButton
              resource={module.resource}
              params={{ ...list.request, search: params.search }}
              total={list.total}
            />
          )}
          {module.import && allowed.create && !embedded && (
            <Button icon={<UploadOutlined />} data-testid="import-button" onClick={() => setImporting(true)}>
              {t('list.import')}
            </Button>
          )}
          {allowed.create && (!embedded || parent) && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="add-button"
              onClick={() => open('create')}
            >
              {t('list.add')}
            </Button>
          )}
        </Space>
      </Flex>
      {module.mode.filter === 'inline' && (
        <FilterPanel module={module} filters={params.filters} onFilter={list.setFilters} />
      )}
      {module.layout === 'card' ? (
        <CardList module={module} list={list} actions={actions} emptyText={emptyText} />
      ) : module.layout === 'editable' ? (
        <EditableTable module={module} list={list} canUpdate={allowed.update} emptyText={emptyText} />
      ) : (
        <TableList module={module} list={list} columns={columns} actions={actions} empty={emptyNode} />
      )}
      {importing && (
        <ImportDialog
          resource={module.resource}
          open
          onClose={() => setImporting(false)}
          onImported={() => {}}
        />
      )}
      <Modal
        open={dialog !== null}
        width={dialog?.view === 'detail' ? 900 : 760}
        footer={null}
        destroyOnHidden
        onCancel={() => setDialog(null)}
      >
        {dialog?.view === 'detail' && (
          <DetailView module={module} id={dialog.id} onDone={() => setDialog(null)} />
        )}
        {dialog && dialog.view !== 'detail' && (
          <FormView
            module={module}
            id={dialog.view === 'update' ? dialog.id : undefined}
            onDone={() => setDialog(null)}
            child={parent && { locked: { [parent.key]: parent.id } }}
          />
        )}
      </Modal>
    </Flex>
  );
}

function RowActions({
  row,
  allowed,
  onDetail,
  onUpdate,
  onDelete,
}: {
  row: Row;
  allowed: ReturnType<typeof useModuleActions>;
  onDetail: () => void;
  onUpdate: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      {allowed.detail && (
        <Tooltip title={t('action.detail')}>
          <Button
            size="small"
            icon={<EyeOutlined />}
            aria-label={t('action.detail')}
            data-testid={`action-detail-${row.id}`}
            onClick={onDetail}
          />
        </Tooltip>
      )}
      {allowed.update && (
        <Tooltip title={t('action.update')}>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('action.update')}
            data-testid={`action-update-${row.id}`}
            onClick={onUpdate}
          />
        </Tooltip>
      )}
      {allowed.delete && (
        <Tooltip title={t('action.delete')}>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('action.delete')}
            data-testid={`action-delete-${row.id}`}
            onClick={onDelete}
          />
        </Tooltip>
      )}
    </Space>
  );
}

interface ViewProps {
  module: AdminModule;
  list: ListController;
  columns: ColumnChoice;
  actions: (row: Row) => ReactNode;
  empty: ReactNode;
}

function TableList({ module, list, columns: choice, actions, empty }: ViewProps) {
  const { t } = useTranslation();
  const lang = useLang();
  // On a phone two fixed columns would leave little room to scroll between them: only the actions stay.
  const wide = Grid.useBreakpoint().md !== false;
  const { params } = list;
  const columns: TableColumnsType<Row> = choice.shown.map((field, index) => {
    const sortable = module.fields[field.name]?.list?.order ?? field.sortable;
    return {
      key: field.name,
      dataIndex: field.name,
      title: labelOf(module, field, 'list', lang),
      className: module.fields[field.name]?.list?.class,
      // The first column names the row: it stays in view while the others scroll.
      fixed: index === 0 && wide ? 'start' : undefined,
      sorter: sortable,
      sortDirections: sortCycle,
      sortOrder: params.order === field.name ? (params.sort === 'DESC' ? 'descend' : 'ascend') : null,
      render: (_value: unknown, row: Row) => displayValue(module, field, 'list', row, lang),
    };
  });
  columns.push({
    key: 'actions',
    title: t('list.actions'),
    fixed: 'end',
    width: 1,
    render: (_v, row) => actions(row),
  });

  return (
    <>
      <Table<Row>
        rowKey={module.pk}
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        // The table scrolls inside itself; the page never scrolls sideways.
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: empty }}
        onRow={(row) => ({ 'data-testid': `row-${row.id}` }) as HTMLAttributes<HTMLElement>}
        onChange={(_pagination, _filters, sorter, { action }) => {
          const key = Array.isArray(sorter) ? undefined : sorter.columnKey;
          if (action === 'sort' && key !== undefined) list.toggleSort(String(key));
        }}
      />
      <ListPagination list={list} />
    </>
  );
}

/** Pages of 10/20/50/100 and a page jump clamped to the pages there are (admin spec §5, §9). */
function ListPagination({ list }: { list: ListController }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { params } = list;
  const [jump, setJump] = useState<number | null>(null);
  const go = () => {
    if (jump === null) return;
    list.setPage(clampPage(jump, list.total, params.limit, params.page));
    setJump(null);
  };
  return (
    <Flex gap="middle" wrap justify="end" align="center">
      <Pagination
        current={params.page}
        pageSize={params.limit}
        total={list.total}
        showSizeChanger
        pageSizeOptions={[...pageSizes]}
        showTotal={(total) =>
          totalText(t, lang, list.answered ? { total, totalEstimated: list.totalEstimated } : undefined)
        }
        onChange={(page, limit) => (limit === params.limit ? list.setPage(page) : list.setLimit(limit))}
      />
      <Space.Compact>
        <InputNumber
          size="small"
          precision={0}
          value={jump}
          placeholder={t('list.jump')}
          aria-label={t('list.jump')}
          data-testid="page-jump"
          style={{ width: 110 }}
          onChange={(value) => setJump(typeof value === 'number' ? value : null)}
          onPressEnter={go}
        />
        <Button size="small" data-testid="page-jump-go" onClick={go}>
          {t('list.jump')}
        </Button>
      </Space.Compact>
    </Flex>
  );
}

/** The column-visibility dialog, with the way back to the module's default columns. */
function ColumnsButton({ module, columns }: { module: AdminModule; columns: ColumnChoice }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<TableOutlined />} data-testid="columns-button" onClick={() => setOpen(true)}>
        {t('list.columns')}
      </Button>
      <Modal
        open={open}
        title={t('list.columnsTitle')}
        footer={
          <Button data-testid="columns-reset" disabled={!columns.chosen} onClick={columns.reset}>
            {t('list.columnsReset')}
          </Button>
        }
        onCancel={() => setOpen(false)}
      >
        <Flex vertical gap="small" data-testid="columns-dialog">
          {columns.fields.map((field) => (
            <Checkbox
              key={field.name}
              checked={columns.isShown(field.name)}
              data-testid={`column-${field.name}`}
              onChange={(e) => columns.show(field.name, e.target.checked)}
            >
              {labelOf(module, field, 'list', lang)}
            </Checkbox>
          ))}
        </Flex>
      </Modal>
    </>
  );
}
