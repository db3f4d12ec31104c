import { InboxOutlined } from '@ant-design/icons';
import type { Resource } from '@rimba/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Flex,
  Modal,
  Progress,
  Space,
  Statistic,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/dataProvider';
import { sendFile } from '../../api/upload';
import { useFeedback } from '../../feedback/useFeedback';
import { useLang } from '../../i18n';
import '../texts';

/** A cell as the field reads it: a scalar, or a list, period, place or sub-records. */
type ImportValue = string | number | boolean | null | unknown[] | Record<string, unknown>;

/** The server's check of a spreadsheet (`POST /api/{resource}/import/preview`). */
export interface ImportPreview {
  columns: { header: string; field: string | null }[];
  missing: string[];
  /** Rows with errors first, up to the server's cap; the counts cover every row. */
  rows: { line: number; values: Record<string, ImportValue>; errors: Record<string, string[]> }[];
  total: number;
  valid: number;
  invalid: number;
}

type PreviewRow = ImportPreview['rows'][number];

const hasErrors = (row: PreviewRow) => Object.keys(row.errors).length > 0;

const shown = (value: ImportValue | undefined) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

export interface ImportDialogProps {
  resource: Resource;
  open: boolean;
  onClose: () => void;
  /** Called after a successful import (before the dialog closes), e.g. to reload the list. */
  onImported: () => void;
}

/**
 * Adds rows from a spreadsheet in two steps. The chosen file goes to the server's preview, which answers
 * every row's values and errors and writes nothing; the confirm button stays disabled while any row is
 * invalid. Confirming sends the same file to the import, which checks it again and adds all its rows in
 * one transaction or none. Then the server's message shows as a toast, the lists reload, `onImported`
 * runs and the dialog closes.
 */
export function ImportDialog({ resource, open, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [importing, setImporting] = useState(false);
  const busy = progress !== null || importing;
  const label = (field: string) => resource.fieldsByName.get(field)?.label[lang] ?? field;

  const reset = () => {
    setFile(null);
    setPreview(null);
    setProgress(null);
    setOnlyErrors(false);
  };

  const check = (chosen: File) => {
    reset();
    setFile(chosen);
    setProgress(0);
    sendFile<ImportPreview>(`/${resource.name}/import/preview`, chosen, setProgress)
      .then((result) => {
        setPreview(result);
        setOnlyErrors(result.invalid > 0);
      })
      .catch((error: unknown) => {
        setFile(null);
        feedback.error(error instanceof Error ? error.message : String(error));
      })
      .finally(() => setProgress(null));
  };

  const confirm = async () => {
    if (!file) return;
    setImporting(true);
    try {
      const { message } = await sendFile<{ message: string; inserted: number }>(
        `/${resource.name}/import`,
        file,
      );
      feedback.success(message);
      reset();
      await queryClient.invalidateQueries({ queryKey: queryKeys.lists(resource.name) });
      onImported();
      onClose();
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setImporting(false);
    }
  };

  const close = () => {
    if (importing) return;
    reset();
    onClose();
  };

  const matched = preview?.columns.filter((c) => c.field !== null) ?? [];
  const unknown = [...new Set(preview?.columns.filter((c) => c.field === null).map((c) => c.header))];
  const fields = [...new Set([...matched.map((c) => c.field!), ...(preview?.missing ?? [])])];
  const columns: TableColumnsType<PreviewRow> = [
    { key: 'line', dataIndex: 'line', title: t('import.line'), width: 1, fixed: 'left' },
    ...fields.map((field) => ({
      key: field,
      title: label(field),
      render: (_: unknown, row: PreviewRow) => (
        <Flex vertical>
          <span>{shown(row.values[field])}</span>
          {row.errors[field]?.map((message) => (
            <Typography.Text key={message} type="danger" data-testid={`import-error-${row.line}-${field}`}>
              {message}
            </Typography.Text>
          ))}
        </Flex>
      ),
    })),
  ];
  const rows = preview ? (onlyErrors ? preview.rows.filter(hasErrors) : preview.rows) : [];
  const canImport = !!preview && preview.total > 0 && preview.invalid === 0 && !busy;

  return (
    <Modal
      open={open}
      title={t('import.title', { title: resource.title[lang] })}
      width={960}
      mask={{ closable: !busy }}
      destroyOnHidden
      onCancel={close}
      footer={
        <Space>
          <Button onClick={close} disabled={importing} data-testid="import-close">
            {t('import.close')}
          </Button>
          <Button
            type="primary"
            disabled={!canImport}
            loading={importing}
            onClick={confirm}
            data-testid="import-confirm"
          >
            {t('import.confirm', { count: preview?.valid ?? 0 })}
          </Button>
        </Space>
      }
    >
      <Flex vertical gap="middle" data-testid="import-dialog">
        <Upload.Dragger
          accept=".xlsx,.csv"
          multiple={false}
          showUploadList={false}
          disabled={busy}
          beforeUpload={(chosen) => {
            check(chosen);
            return false;
          }}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{preview ? t('import.another') : t('import.pick')}</p>
          <p className="ant-upload-hint">
            {file ? t('import.file', { name: file.name }) : t('import.pickHint')}
          </p>
        </Upload.Dragger>
        {progress !== null && (
          <div data-testid="import-progress">
            <Typography.Text type="secondary">{t('import.checking')}</Typography.Text>
            <Progress percent={progress} />
          </div>
        )}
        {preview && (
          <>
            <Flex gap="large" wrap>
              <Statistic title={t('import.total')} value={preview.total} data-testid="import-total" />
              <Statistic title={t('import.valid')} value={preview.valid} data-testid="import-valid" />
              <Statistic
                title={t('import.invalid')}
                value={preview.invalid}
                styles={{ content: preview.invalid > 0 ? { color: '#cf1322' } : undefined }}
                data-testid="import-invalid"
              />
            </Flex>
            <div>
              <Typography.Text strong>{t('import.columns')}: </Typography.Text>
              {matched.map((c) => (
                <Tag key={c.field} color="green">
                  {c.header} → {label(c.field!)}
                </Tag>
              ))}
            </div>
            {unknown.length > 0 && (
              <div data-testid="import-unknown">
                <Typography.Text strong>{t('import.unknown')}: </Typography.Text>
                {unknown.map((header) => (
                  <Tag key={header}>{header}</Tag>
                ))}
              </div>
            )}
            {preview.missing.length > 0 && (
              <Alert
                type="error"
                showIcon
                title={t('import.missing', { fields: preview.missing.map(label).join(', ') })}
                data-testid="import-missing"
              />
            )}
            {preview.total === 0 && <Alert type="warning" showIcon title={t('import.empty')} />}
            {preview.invalid > 0 && (
              <Alert type="warning" showIcon title={t('import.fixHint')} data-testid="import-fix-hint" />
            )}
            <Flex gap="small" align="center" justify="space-between" wrap>
              <Space>
                <Switch
                  checked={onlyErrors}
                  onChange={setOnlyErrors}
                  disabled={preview.invalid === 0}
                  data-testid="import-only-errors"
                />
                <span>{t('import.onlyErrors')}</span>
              </Space>
              {preview.rows.length < preview.total && (
                <Typography.Text type="secondary">
                  {t('import.capped', { shown: preview.rows.length, total: preview.total })}
                </Typography.Text>
              )}
            </Flex>
            <Table<PreviewRow>
              rowKey="line"
              size="small"
              columns={columns}
              dataSource={rows}
              scroll={{ x: 'max-content' }}
              pagination={{ defaultPageSize: 10, showSizeChanger: true, hideOnSinglePage: true }}
              onRow={(row) =>
                ({
                  'data-testid': `import-row-${row.line}`,
                  'data-invalid': hasErrors(row) ? 'true' : undefined,
                }) as HTMLAttributes<HTMLElement>
              }
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
