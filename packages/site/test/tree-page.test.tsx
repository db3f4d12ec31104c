// @vitest-environment node

import type { Lang } from '@rimba/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../src/api/client';
import type { FetchJson, TreeEvidence } from '../src/api/public';
import { renderPage } from '../src/entry-server';
import { pointAtTestServer } from './support';

/** The first tree the demo's plantings made: its WIN number is the first the server gives, 2³¹. */
const plantedTree = 'W80000000';

type Place = { win_code: string; farmer: string; village: string; tree_name: string; qty_trees: number };

describe('a tree code page as the server renders it', () => {
  beforeAll(pointAtTestServer);

  it('names the species, farmer, village and date of each place, with a map and a QR code', async () => {
    const sample = await getJson<{ data: { wincheck: Place[] } }>('/public/sot', 'id');
    const first = sample.data.wincheck[0]!;
    const { html, status, head } = await renderPage(`/tree/${first.win_code.toLowerCase()}`, getJson);
    expect(status).toBe(200);
    expect(head.title).toBe(`Pohon ${first.win_code} · Rimba`);
    expect(html).toContain(first.farmer);
    expect(html).toContain(first.village);
    expect(html).toContain(first.tree_name);
    expect(html).toContain(`src="/api/public/trees/${first.win_code}/map.svg"`);
    expect(html).toContain(`src="/api/public/trees/${first.win_code}/qr.svg"`);
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} [A-Z][a-z]+ \d{4}<\/time>/);

    const english = await renderPage(`/en/tree/${first.win_code}`, getJson);
    expect(english.head.title).toBe(`Tree ${first.win_code} · Rimba`);
    // The sample is one tree, told as one.
    expect(first.qty_trees).toBe(1);
    expect(english.html).toContain(`One ${first.tree_name} tree planted by ${first.farmer}`);
    expect(english.html).toContain('Planting date');
  });

  it('shows to whom the code was issued, its message and its chosen verified growth reports, in both languages', async () => {
    type Story = {
      sponsor_name: string;
      message: string;
      reports: { note: string; report_date: string; photo: string; verified_on: string }[];
    };
    const sample = await getJson<{ data: { wincheck: Place[] } }>('/public/sot', 'id');
    const code = sample.data.wincheck[0]!.win_code;
    const story = (await getJson<{ data: Story }>(`/public/trees/${code}/story`, 'id')).data;
    expect(story.reports.length).toBeGreaterThan(0);
    const { html } = await renderPage(`/tree/${code}`, getJson);
    expect(html).toContain(`Ditanam untuk ${story.sponsor_name}`);
    expect(html).toContain(story.message);
    expect(html).toContain('Laporan pertumbuhan');
    expect(html).toContain(story.reports[0]!.note);
    expect(html).toContain(`<time dateTime="${story.reports[0]!.report_date}">`);
    // Each chosen report carries its verified mark and its public photo.
    const list = /<ol[^>]*data-testid="tree-reports"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
    expect(list).toMatch(/Diverifikasi pengawas pada \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(list).toContain(story.reports[0]!.photo.replace(/\.jpg$/, ''));
    const english = await renderPage(`/en/tree/${code}`, getJson);
    expect(english.html).toContain(`Planted for ${story.sponsor_name}`);
    expect(english.html).toContain('Growth reports');
  });

  it('shows the planting the tree came from and its latest measurement, in both languages', async () => {
    const evidence = (await getJson<{ data: TreeEvidence }>(`/public/trees/${plantedTree}/planting`, 'id'))
      .data;
    const planting = evidence.planting!;
    const { html, status } = await renderPage(`/tree/${plantedTree}`, getJson);
    expect(status).toBe(200);
    expect(html).toContain('>Penanaman</h2>');
    expect(html).toContain(planting.species);
    expect(html).toContain(planting.garden_code);
    expect(html).toContain(`<time dateTime="${planting.planting_date}">`);
    expect(html).toContain(`Pohon dari penanaman ini</dt><dd>${planting.trees}</dd>`);
    expect(evidence.measured_on).not.toBeNull();
    expect(html).toContain('Pengukuran terakhir');
    expect(html).toContain(`Tanggal pengukuran</dt><dd><time dateTime="${evidence.measured_on}">`);
    expect(html).toContain(`${evidence.latest_height_cm!.toLocaleString('id-ID')} cm`);
    // Its planting report and its one growth report were approved; the growth report had no photo.
    expect(html).toMatch(/Diverifikasi pengawas pada \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(evidence.measurements).toHaveLength(1);
    expect(html).toContain('data-testid="tree-measurements"');
    expect(html).not.toContain('data-testid="tree-photos"');
    const english = await renderPage(`/en/tree/${plantedTree}`, getJson);
    expect(english.html).toContain('>Planting</h2>');
    expect(english.html).toContain('Latest measurement');
    expect(english.html).toContain('Trees of this planting');
  });

  it("shows the approved reports' measurements as a table and their photos, each named by its date", async () => {
    // The growth reports fill these lists; here they are added to the server's answer.
    const withReports: FetchJson = async <T,>(path: string, lang: Lang, signal?: AbortSignal) => {
      const answer = await getJson<T>(path, lang, signal);
      if (!path.endsWith('/planting')) return answer;
      const { data } = answer as { data: TreeEvidence };
      return {
        data: {
          ...data,
          measurements: [
            { report_date: '2025-06-28', height_cm: 120.5, diameter_mm: 14, verified_on: '2025-07-02' },
            { report_date: '2025-12-28', height_cm: 310, diameter_mm: null, verified_on: '2026-01-05' },
          ],
          photos: [{ url: '/uploads/pohon-desember.jpg', report_date: '2025-12-28' }],
        },
      } as T;
    };
    const { html } = await renderPage(`/tree/${plantedTree}`, withReports);
    const table = /<table[^>]*data-testid="tree-measurements"[^>]*>([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
    expect(table).toContain('<caption');
    expect(table).toContain('Pengukuran dari waktu ke waktu');
    expect(table).toMatch(/<th scope="col"[^>]*>Tanggal<\/th>/);
    expect(table).toContain('<time dateTime="2025-06-28">28 Juni 2025</time>');
    expect(table).toContain('120,5 cm');
    expect(table).toContain('14 mm');
    expect(table).toContain('310 cm');
    // Each measurement carries the day a supervisor approved it.
    expect(table).toMatch(/<th scope="col"[^>]*>Terverifikasi<\/th>/);
    expect(table).toContain('<time dateTime="2025-07-02">2 Juli 2025</time>');
    expect(html).toContain('Foto terverifikasi');
    expect(html).toContain('alt="Foto pohon pada 28 Desember 2025"');
    const english = await renderPage(`/en/tree/${plantedTree}`, withReports);
    expect(english.html).toContain('Measurements over time');
    expect(english.html).toContain('alt="Photo of the trees on 28 December 2025"');
  });

  it('answers 404 for a code that does not exist or cannot be one', async () => {
    expect((await renderPage('/tree/WNOSUCH01', getJson)).status).toBe(404);
    expect((await renderPage('/tree/%3Cscript%3E', getJson)).status).toBe(404);
  });
});
