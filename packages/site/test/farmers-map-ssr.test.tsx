// @vitest-environment node
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getJson } from '../src/api/client';
import type { FarmersMapAnswer } from '../src/api/public';
import { renderPage } from '../src/entry-server';
import { mapYears } from '../src/pages/home/FarmersMapSection';
import { pointAtTestServer } from './support';

describe("the home page's farmers map without JavaScript", () => {
  beforeAll(pointAtTestServer);

  it('answers the year form with that year chosen and its farmers listed, and no map code', async () => {
    const year = mapYears()[2]!;
    const response = await fetch(`${inject('apiUrl')}/api/public/farmers/map?year=${year}&limit=10`);
    const { features } = (await response.json()) as FarmersMapAnswer;
    expect(features.length).toBeGreaterThan(0);
    const { html } = await renderPage(`/?year=${year}`, getJson);
    expect(html).toContain('<h2 id="farmers-map-title"');
    expect(html).toMatch(new RegExp(`<option value="${year}" selected="">${year}</option>`));
    expect(html).toContain(`Petani dengan pohon terbanyak pada ${year}`);
    const asHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#x27;');
    for (const { properties } of features) expect(html).toContain(asHtml(properties.farmer));
    expect(html).not.toContain('maplibre');
    // Without script the form is sent with its button.
    expect(html).toMatch(/<button type="submit"[^>]*>Tampilkan<\/button>/);

    // A year outside the ten shows this year's farmers.
    const { html: other } = await renderPage('/?year=1999', getJson);
    expect(other).toContain(`Petani dengan pohon terbanyak pada ${mapYears()[0]}`);
  });
});
