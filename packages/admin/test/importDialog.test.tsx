import { faq } from '@rimba/core';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { AppProviders } from '../src/AppProviders';
import { setApiBase } from '../src/api/client';
import { ImportDialog } from '../src/modules/list/ImportDialog';
import { FetchXhr, logIn } from './support/realServer';

// Provided by the server's global setup for the jsdom suites (packages/server/test/support/global-server.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    adminPassword: string;
  }
}

async function apiTotal(search: string, token: string): Promise<number> {
  const response = await fetch(`${inject('apiUrl')}/api/faq/list?search=${encodeURIComponent(search)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { total: number }).total;
}

function renderDialog(onImported = vi.fn(), onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      {/* Inside a module, as the list shows it: the module engine brings antd's App context. */}
      <AntdApp>
        <ImportDialog resource={faq} open onClose={onClose} onImported={onImported} />
      </AntdApp>
    </AppProviders>,
  );
  return {
    onImported,
    onClose,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
    chooseFile: async (user: ReturnType<typeof userEvent.setup>, file: File) => {
      const input = (await screen.findByTestId('import-dialog')).querySelector<HTMLInputElement>(
        'input[type=file]',
      )!;
      await user.upload(input, file);
    },
  };
}

const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

describe('import dialog against the real server', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));
  beforeEach(async () => {
    await logIn();
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
  });

  it("shows a bad row's message under its cell and keeps the confirm button disabled", async () => {
    const dialog = renderDialog();
    const text = 'Pertanyaan;Jawaban;Catatan\nDialog baik?;Ya;x\nDialog buruk?;;y\n';
    await dialog.chooseFile(dialog.user, csvFile('faq-salah.csv', text));
    expect(await screen.findByTestId('import-error-3-answer')).toHaveProperty(
      'textContent',
      'Jawaban harus diisi',
    );
    expect(screen.getByTestId('import-invalid').textContent).toContain('1');
    expect(screen.getByTestId('import-unknown').textContent).toContain('Catatan');
    expect(screen.getByText('Perbaiki baris yang salah lalu pilih file lagi')).toBeTruthy();
    expect(screen.getByTestId('import-confirm').hasAttribute('disabled')).toBe(true);
    // The errors-only switch starts on: the good row shows once it is turned off.
    expect(screen.queryByTestId('import-row-2')).toBeNull();
    await dialog.user.click(screen.getByTestId('import-only-errors'));
    expect(await screen.findByTestId('import-row-2')).toBeTruthy();
    expect(await apiTotal('Dialog buruk', await logIn())).toBe(0);
  });

  it('imports a good file, shows the server message and calls onImported', async () => {
    const dialog = renderDialog();
    const stamp = Date.now();
    const text = `Question,Answer\nImpor dialog ${stamp} A?,Satu\nImpor dialog ${stamp} B?,Dua\n`;
    await dialog.chooseFile(dialog.user, csvFile('faq.csv', text));
    await waitFor(() => expect(screen.getByTestId('import-confirm').hasAttribute('disabled')).toBe(false));
    expect(screen.getByTestId('import-valid').textContent).toContain('2');
    await dialog.user.click(screen.getByTestId('import-confirm'));
    expect(await screen.findByText('2 data FAQ berhasil diimpor')).toBeTruthy();
    await waitFor(() => expect(dialog.onImported).toHaveBeenCalledTimes(1));
    expect(dialog.onClose).toHaveBeenCalled();
    expect(await apiTotal(`Impor dialog ${stamp}`, await logIn())).toBe(2);
  });

  it("shows the server's refusal of a file that is not a spreadsheet in the error alert", async () => {
    const dialog = renderDialog();
    const binary = new File([new Uint8Array([0, 1, 2, 3, 255])], 'faq.csv', { type: 'text/csv' });
    await dialog.chooseFile(dialog.user, binary);
    expect(await screen.findByText('Berkas harus berupa spreadsheet .xlsx atau .csv')).toBeTruthy();
    expect(screen.getByTestId('import-confirm').hasAttribute('disabled')).toBe(true);
  });
});
