import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setApiBase } from '../src/api/client';
import { logIn } from './support/realServer';
import { renderApp } from './support/renderApp';

describe('field reports against the real server', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));

  it("asks a growth report's shared and measured values, with their units, never what the server computes", async () => {
    await logIn('admin');
    renderApp('/master/report-growth?view=create');
    expect(await screen.findByLabelText('Tinggi Rata-rata (cm)')).toBeTruthy();
    for (const label of [
      'Kebun',
      'Penanaman',
      'Tanggal Laporan',
      'Akurasi GPS (m)',
      'Diameter Batang Rata-rata (mm)',
      'Pohon Hidup (batang)',
      'Pohon Mati (batang)',
      'Pohon Disulam (batang)',
    ]) {
      expect(screen.getByLabelText(label), label).toBeTruthy();
    }
    for (const computed of ['Periode', 'Status', 'Pelapor', 'Kekurangan Tinggi (%)', 'Di Bawah Standar']) {
      expect(screen.queryByLabelText(computed), computed).toBeNull();
    }
  });
});
