// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../src/api/client';
import type { ManagementUnit, Nursery, NurseryTotals, TreeSummary, Village } from '../src/api/public';
import { renderPage } from '../src/entry-server';
import { pointAtTestServer } from './support';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** The options of the select named `name`, and the one chosen. */
function optionsOf(html: string, name: string) {
  const select = html.match(new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, 's'));
  expect(select, name).toBeTruthy();
  const options = [...select![1]!.matchAll(/<option([^>]*)value="([^"]*)"[^>]*>([^<]*)<\/option>/g)];
  return {
    tag: select![0].slice(0, select![0].indexOf('>') + 1),
    values: options.map((o) => o[2]),
    labels: options.map((o) => o[3]),
    chosen: options.find((o) => /selected/.test(o[0]))?.[2],
  };
}

describe('the location and capacity page as the server renders it', () => {
  beforeAll(pointAtTestServer);

  it('is whole without script: the filter form, the trees summed, the capacity cards, the nurseries and the team', async () => {
    const { html, status, head } = await renderPage('/about-location-capacity', getJson);
    expect(status).toBe(200);
    expect(head.title).toBe('Lokasi & Kapasitas · Rimba');
    expect(html).toMatch(
      /<form[^>]*action="\/about-location-capacity"[^>]*method="get"|<form[^>]*method="get"[^>]*action="\/about-location-capacity"/,
    );
    for (const [name, label] of [
      ['year', 'Tahun tanam'],
      ['province', 'Provinsi'],
      ['unit', 'Unit manajemen'],
      ['village', 'Desa'],
    ]) {
      expect(html).toMatch(
        new RegExp(
          `<label for="([^"]+)"[^>]*>${label}</label>.*?<select[^>]*id="\\1"[^>]*name="${name}"`,
          's',
        ),
      );
    }
    const years = optionsOf(html, 'year');
    expect(years.values).toEqual(['', ...Array.from({ length: 10 }, (_, i) => String(2019 + i))]);
    expect(optionsOf(html, 'province').labels).toContain('Jawa Tengah');
    // A unit is chosen once a province is.
    expect(optionsOf(html, 'unit').tag).toContain('disabled');
    expect(optionsOf(html, 'unit').values).toEqual(['']);

    const all = await getJson<{ data: TreeSummary }>('/public/trees', 'id');
    expect(text(html)).toContain(
      `${all.data.trees.toLocaleString('id-ID')} pohon ditanam di seluruh Indonesia`,
    );
    const nurseries = await getJson<{ data: Nursery[]; totals: NurseryTotals }>('/public/nurseries', 'id');
    for (const key of ['nurseries', 'capacity', 'stock', 'distributed'] as const) {
      expect(html).toContain(
        `data-testid="capacity-${key}">${nurseries.totals[key].toLocaleString('id-ID')}</dd>`,
      );
    }
    for (const n of nurseries.data) expect(html).toContain(n.name);
    expect(html).toContain('Kapasitas bibit per tahun');
    expect(html).toContain('Tim Kami');
    expect(html).toContain('data-testid="location-map"');
    expect(html).toContain('data-testid="nursery-map"');
  });

  it('answers a chosen province, unit, village and year with their lists, trees and nurseries', async () => {
    const units = await getJson<{ data: ManagementUnit[] }>('/public/unit-management?province_code=33', 'id');
    const unit = units.data.find((u) => u.mu_no === 'MU-3307')!;
    const villages = await getJson<{ data: Village[] }>(
      `/public/village?unit_management_id=${unit.id}`,
      'id',
    );
    const village = villages.data[0]!;
    const path = `/en/about-location-capacity?year=2021&province=33&unit=MU-3307&village=${village.village_code}`;
    const { html, status } = await renderPage(path, getJson);
    expect(status).toBe(200);
    expect(optionsOf(html, 'year').chosen).toBe('2021');
    expect(optionsOf(html, 'province').chosen).toBe('33');
    expect(optionsOf(html, 'unit').labels).toEqual([
      'All units',
      ...units.data.map((u) => u.unit_management_name),
    ]);
    expect(optionsOf(html, 'unit').chosen).toBe('MU-3307');
    expect(optionsOf(html, 'village').labels).toEqual([
      'All villages',
      ...villages.data.map((v) => v.village_name),
    ]);
    expect(optionsOf(html, 'village').chosen).toBe(village.village_code);
    const summary = await getJson<{ data: TreeSummary }>(
      `/public/trees?year=2021&province_id=${(await getJson<{ data: { id: number; province_code: string }[] }>('/public/province?limit=100', 'en')).data.find((p) => p.province_code === '33')!.id}&mu_id=${unit.id}&village_id=${village.id}`,
      'en',
    );
    expect(text(html)).toContain(
      `${summary.data.trees.toLocaleString('en-GB')} trees planted in ${village.village_name} in 2021`,
    );
    const nurseries = await getJson<{ totals: NurseryTotals }>(
      '/public/nurseries?province_code=33&mu_no=MU-3307',
      'en',
    );
    expect(nurseries.totals.nurseries).toBe(1);
    expect(html).toContain(
      `data-testid="capacity-capacity">${nurseries.totals.capacity.toLocaleString('en-GB')}</dd>`,
    );
    expect(text(html)).toContain('The active nurseries in MU Wonosobo');

    // A unit of another province, or an unknown code, is no choice.
    const stray = await renderPage('/about-location-capacity?province=32&unit=MU-3307', getJson);
    expect(optionsOf(stray.html, 'unit').chosen).toBe('');
    expect(optionsOf(stray.html, 'village').tag).toContain('disabled');
  });
});
