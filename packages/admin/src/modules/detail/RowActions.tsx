import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl, request } from '../../api/client';
import { queryKeys } from '../../api/dataProvider';
import { useCanCheck } from '../../auth/session';
import { useFeedback } from '../../feedback/useFeedback';
import { useLang } from '../../i18n';
import type { AdminModule, RowAction } from '../config';
import { downloadFromApi } from '../list/ExportButton';

type Row = Record<string, unknown>;

/**
 * The module's further actions on a row (config `actions`), as buttons: those the user may do and the
 * row offers. Each asks for a reason or a confirmation when it says so, calls the API, shows the
 * server's message, and reloads the row and the lists.
 */
export function RowActions({ module, row }: { module: AdminModule; row: Row }) {
  const { t } = useTranslation();
  const lang = useLang();
  const can = useCanCheck();
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (action: RowAction, reason?: string) => {
    setBusy(action.name);
    try {
      if (action.download) {
        await downloadFromApi(apiUrl(action.path(row)), action.download(row));
        return;
      }
      const { message } = await request<{ message: string }>(action.path(row), {
        method: 'POST',
        body: reason === undefined ? {} : { reason },
      });
      feedback.success(message);
      // The row, and its audit trail under the same key.
      await queryClient.invalidateQueries({ queryKey: queryKeys.one(module.resource.name, Number(row.id)) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.lists(module.resource.name) });
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  const start = (action: RowAction) => {
    if (action.reason) {
      let reason = '';
      modal.confirm({
        title: action.label[lang],
        content: (
          <Input.TextArea
            rows={3}
            maxLength={1000}
            placeholder={action.reason[lang]}
            onChange={(e) => {
              reason = e.target.value;
            }}
            data-testid={`action-${action.name}-reason`}
          />
        ),
        centered: true,
        okText: t('feedback.confirm'),
        cancelText: t('feedback.cancel'),
        okButtonProps: { danger: action.danger, 'data-testid': 'confirm-ok' },
        cancelButtonProps: { 'data-testid': 'confirm-cancel' },
        onOk: () => {
          if (!reason.trim()) {
            feedback.error(t('detail.reasonRequired', { label: action.reason?.[lang] ?? '' }));
            return Promise.reject(new Error('reason'));
          }
          return run(action, reason.trim());
        },
      });
      return;
    }
    if (action.confirm) {
      feedback.confirm(action.label[lang], action.confirm[lang], () => run(action));
      return;
    }
    void run(action);
  };

  const offered = module.actions.filter((a) => can(a.permission) && (a.when?.(row) ?? true));
  return offered.map((action) => (
    <Button
      key={action.name}
      danger={action.danger}
      loading={busy === action.name}
      icon={action.download && <DownloadOutlined />}
      onClick={() => start(action)}
      data-testid={`action-${action.name}`}
    >
      {action.label[lang]}
    </Button>
  ));
}
