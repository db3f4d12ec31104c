import { DownloadOutlined } from '@ant-design/icons';
import type { Resource } from '@rimba/core';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl, baseHeaders, failure } from '../../api/client';
import { useFeedback } from '../../feedback/useFeedback';
import { displayTimeZone } from '../../time/zone';
import type { ListParams } from './listParams';
import '../texts';

/** The formats of an export (admin spec §7 "Export"); the first is the default. */
export const exportFormats = ['xlsx', 'csv', 'html'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** How long alerts and toasts stay (admin spec §9), as useFeedback does. */
const alertMs = 3000;

/** The file name a Content-Disposition header gives: its UTF-8 `filename*` first, else `filename`. */
export function filenameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
}

/** Hands a downloaded file to the browser as a download, through a short-lived object URL. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its URL.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file from the API with the session's token, which a plain link cannot carry, and saves it
 * under the name the server gives it; a refusal rejects with the server's message.
 */
export async function downloadFromApi(url: string, fallbackName: string): Promise<void> {
  const headers = { ...baseHeaders(), Accept: '*/*' };
  const response = await fetch(url, { headers });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw failure(response.status, body, 'Authorization' in headers);
  }
  const blob = await response.blob();
  saveFile(blob, filenameOf(response.headers.get('content-disposition')) ?? fallbackName);
}

export interface ExportButtonProps {
  resource: Resource;
  /** The list's current query: the export holds every row it finds, not only the page shown. */
  params: Pick<ListParams, 'search' | 'filters' | 'order' | 'sort'>;
  /** The list's total: nothing is asked of the server when it is 0. */
  total: number;
}

/**
 * The list's 'Export' button (admin spec §7, §8): a menu of formats; an empty list gets the alert
 * 'Data Kosong', otherwise the toast 'Mengunduh File ...' and the file, downloaded with the session's
 * token and named as the server names it.
 */
export function ExportButton({ resource, params, total }: ExportButtonProps) {
  const { t } = useTranslation();
  const { modal, notification } = App.useApp();
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);

  const download = async (format: ExportFormat) => {
    if (total === 0) {
      const alert = modal.warning({
        title: t('export.emptyTitle'),
        content: t('export.emptyText'),
        centered: true,
      });
      setTimeout(() => alert.destroy(), alertMs);
      return;
    }
    notification.info({ title: t('export.downloading'), placement: 'topRight', duration: alertMs / 1000 });
    setBusy(true);
    try {
      const filters = Object.keys(params.filters).length ? JSON.stringify(params.filters) : undefined;
      const url = apiUrl(`/${resource.name}/export`, {
        format,
        search: params.search.trim() || undefined,
        filters,
        order: params.order,
        sort: params.order ? params.sort : undefined,
        // Times are written as the list shows them: in the user's zone, which the header names.
        time_zone: displayTimeZone(),
      });
      await downloadFromApi(url, `${resource.name}.${format}`);
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      disabled={busy}
      menu={{
        items: exportFormats.map((format) => ({
          key: format,
          label: t(`export.${format}`),
          'data-testid': `export-${format}`,
        })),
        onClick: ({ key }) => void download(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} data-testid="export-button">
        {t('export.button')}
      </Button>
    </Dropdown>
  );
}
