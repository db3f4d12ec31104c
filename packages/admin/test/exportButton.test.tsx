import { partners } from '@rimba/core';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { AppProviders } from '../src/AppProviders';
import { setApiBase } from '../src/api/client';
import { ExportButton, type ExportButtonProps, filenameOf } from '../src/modules/list/ExportButton';
import { logIn } from './support/realServer';

// Provided by the server's global setup for the jsdom suites (packages/server/test/support/global-server.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    adminPassword: string;
    viewerPassword: string;
  }
}

function renderButton(props: ExportButtonProps) {
  render(
    <AppProviders queryClient={new QueryClient()}>
      {/* Inside a module, as the list shows it: the module engine brings antd's App context. */}
      <AntdApp>
        <ExportButton {...props} />
      </AntdApp>
    </AppProviders>,
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** The files the browser was handed: their names and contents. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs; these stand-ins keep the blob each one names.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return files;
}

const today = () => {
  const [year, month, day] = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
};

const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

describe('ExportButton against the real server', () => {
  let token: string;
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));
  beforeEach(async () => {
    token = await logIn('admin');
  });

  const params = { search: 'hijau', filters: {}, order: 'company_name', sort: 'ASC' as const };

  it('downloads the list as filtered, in the format chosen, named as the server names it', async () => {
    const files = captureDownloads();
    const user = renderButton({ resource: partners, params, total: 2 });
    await user.click(screen.getByTestId('export-button'));
    await user.click(await screen.findByText('CSV (.csv)'));
    expect(await screen.findByText('Mengunduh File ...')).toBeTruthy();
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe(`Mitra ${today()}.csv`);

    const expected = await fetch(
      `${inject('apiUrl')}/api/partners/dataset?search=hijau&order=company_name&sort=ASC&limit=1000`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const { data } = (await expected.json()) as { data: { id: number; company_name: string }[] };
    const lines = (await files[0]!.blob.text())
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Nama Perusahaan,Deskripsi,Deskripsi (Inggris),Situs Web,Tautan Blog,Logo');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(data.map((row) => row.id));
    expect(data.length).toBeGreaterThan(0);
  });

  it('offers xlsx and html too; an xlsx download is a zip file', async () => {
    const files = captureDownloads();
    const user = renderButton({ resource: partners, params: { ...params, search: '' }, total: 12 });
    await user.click(screen.getByTestId('export-button'));
    expect(await screen.findByText('HTML (.html)')).toBeTruthy();
    await user.click(screen.getByText('Excel (.xlsx)'));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe(`Mitra ${today()}.xlsx`);
    const bytes = new Uint8Array(await files[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it("shows 'Data Kosong' and asks nothing of the server when the list is empty", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = renderButton({ resource: partners, params, total: 0 });
    await user.click(screen.getByTestId('export-button'));
    await user.click(await screen.findByText('Excel (.xlsx)'));
    // antd draws a confirm dialog's title twice (dialog header and body).
    expect((await screen.findAllByText('Data Kosong')).length).toBeGreaterThan(0);
    expect(screen.getByText('Tidak dapat mengeksport data kosong')).toBeTruthy();
    expect(screen.queryByText('Mengunduh File ...')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the server's message when the export is refused", async () => {
    captureDownloads();
    const user = renderButton({
      resource: partners,
      params: { ...params, filters: { password: 'x' } },
      total: 5,
    });
    await user.click(screen.getByTestId('export-button'));
    await user.click(await screen.findByText('HTML (.html)'));
    expect(await screen.findByText('Kolom tidak dikenal: password')).toBeTruthy();
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  });
});

describe('filenameOf', () => {
  it('prefers the UTF-8 name and falls back to the plain one', () => {
    expect(filenameOf('attachment; filename="Mitra 01-02-2026.csv"')).toBe('Mitra 01-02-2026.csv');
    expect(filenameOf(`attachment; filename="Pohon _.xlsx"; filename*=UTF-8''Pohon%20%E2%84%A2.xlsx`)).toBe(
      'Pohon ™.xlsx',
    );
    expect(filenameOf('attachment; filename=plain.html')).toBe('plain.html');
    expect(filenameOf(null)).toBeUndefined();
  });
});
