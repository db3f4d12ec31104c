// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../src/api/client';
import { renderPage } from '../src/entry-server';
import { pointAtTestServer } from './support';

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
    expect(english.html).toContain('Planting date');
  });

  it('shows to whom the code was issued, its message and its growth reports, in both languages', async () => {
    type Story = { sponsor_name: string; message: string; reports: { note: string; report_date: string }[] };
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
    const english = await renderPage(`/en/tree/${code}`, getJson);
    expect(english.html).toContain(`Planted for ${story.sponsor_name}`);
    expect(english.html).toContain('Growth reports');
  });

  it('answers 404 for a code that does not exist or cannot be one', async () => {
    expect((await renderPage('/tree/WNOSUCH01', getJson)).status).toBe(404);
    expect((await renderPage('/tree/%3Cscript%3E', getJson)).status).toBe(404);
  });
});
