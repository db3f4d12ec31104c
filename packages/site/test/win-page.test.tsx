// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../src/api/client';
import { renderPage } from '../src/entry-server';
import { dashboardFigures, placeholderFigures, pointAtTestServer } from './support';

type Place = {
  win_code: string;
  farmer: string;
  village: string;
  district: string | null;
  qty_trees: number;
};

describe('the tree tracker as the server renders it', () => {
  beforeAll(pointAtTestServer);

  it('shows the tree code search as a form that works without script, and a sample tree', async () => {
    const sample = await getJson<{ data: { wincheck: Place[] } }>('/public/sot', 'id');
    const code = sample.data.wincheck[0]!.win_code;
    const { html, status, head } = await renderPage('/win', getJson);
    expect(status).toBe(200);
    expect(head.title).toBe('Lacak Pohon · Rimba');
    expect(html).toMatch(/<form action="\/win" method="get">/);
    expect(html).toMatch(
      /<label for="([^"]+)"[^>]*>Kode pohon \(WIN\)<\/label>.*<input[^>]*id="\1"[^>]*name="win_id"/s,
    );
    expect(html).toContain(`href="/win?win_id=${code}"`);
    expect(html).not.toContain('WIN not found');

    const english = await renderPage('/en/win', getJson);
    expect(english.head.title).toBe('Track Trees · Rimba');
    expect(english.html).toMatch(/<form action="\/en\/win" method="get">/);
    expect(english.html).toContain('Tree code (WIN)');
  });

  it('shows beside the search every tree planted and the CO₂ range, as the dashboard counts them', async () => {
    const figures = await dashboardFigures('id');
    const { html } = await renderPage('/win', getJson);
    expect(html).toMatch(
      new RegExp(`Pohon ditanam</dt><dd[^>]*>${figures.trees_planted.replaceAll('.', '\\.')}</dd>`),
    );
    expect(html).toContain(`>${figures.co2}\u00a0t\u00a0CO₂</dd>`);
    expect(html).toContain('Perkiraan, bukan kredit karbon bersertifikat.');
    expect(html).toContain('href="/about-impact#co2-method"');
    expect(html).not.toMatch(placeholderFigures);

    const english = await dashboardFigures('en');
    const { html: englishHtml } = await renderPage('/en/win', getJson);
    expect(englishHtml).toContain(`>${english.co2}\u00a0t\u00a0CO₂</dd>`);
    expect(englishHtml).toMatch(/Trees planted<\/dt>/);
  });

  it("answers ?win_id= with the code's places: farmer, village, district and number of trees", async () => {
    const sample = await getJson<{ data: { wincheck: Place[] } }>('/public/sot', 'id');
    const places = sample.data.wincheck;
    const code = places[0]!.win_code;
    const { html, status } = await renderPage(`/win?win_id=${code.toLowerCase()}`, getJson);
    expect(status).toBe(200);
    const from = html.indexOf('data-testid="win-places"');
    const list = html.slice(from, html.indexOf('</ul>', from));
    expect(from).toBeGreaterThan(0);
    expect(list.match(/<li/g)).toHaveLength(places.length);
    for (const place of places) {
      expect(list).toContain(place.farmer);
      expect(list).toContain(place.village);
      if (place.district) expect(list).toContain(place.district);
      expect(list).toContain(`<dd>${place.qty_trees.toLocaleString('id-ID')}</dd>`);
    }
    expect(html).toContain(`href="/tree/${code}"`);
    // The search card gives way to the panels, with a way back to it.
    expect(html).not.toContain('name="win_id"');
    expect(html).toContain('Cari kode lain');
  });

  it("says 'WIN not found' for a code without places, in the search card", async () => {
    const { html, status } = await renderPage('/win?win_id=WNOSUCH01', getJson);
    expect(status).toBe(200);
    expect(html).toContain('role="alert"');
    expect(html).toContain('WIN not found');
    expect(html).toContain('WNOSUCH01');
    expect(html).toContain('name="win_id"');
    const english = await renderPage('/en/win?win_id=WNOSUCH01', getJson);
    expect(english.html).toContain('There is no tree with the code WNOSUCH01');
  });
});
