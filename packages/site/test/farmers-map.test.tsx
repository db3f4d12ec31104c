import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { FarmersMapAnswer } from '../src/api/public';
import { mapYears } from '../src/pages/home/FarmersMapSection';
import { pointAtTestServer, renderApp } from './support';

/** The ten farmers with the most trees of a year, as the test server answers them. */
async function topFarmers(year: number) {
  const response = await fetch(`${inject('apiUrl')}/api/public/farmers/map?year=${year}&limit=10`);
  return ((await response.json()) as FarmersMapAnswer).features;
}

const lines = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("the home page's farmers map", () => {
  beforeAll(pointAtTestServer);

  it('offers the last ten years, this one first, and lists the farmers with the most trees of the year chosen', async () => {
    const years = mapYears();
    renderApp('/');
    const section = within(screen.getByRole('region', { name: 'Peta petani' }));
    const select = section.getByRole('combobox', { name: 'Tahun tanam' }) as HTMLSelectElement;
    expect([...select.options].map((o) => Number(o.value))).toEqual(years);
    expect(years).toHaveLength(10);
    expect(years[0]).toBe(new Date().getFullYear());
    expect(select.value).toBe(String(years[0]));
    // Without script the year is a plain GET form of the home page.
    const form = select.closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/');
    expect(select.name).toBe('year');
    expect(section.getByTestId('farmers-map')).toBeTruthy();
    // With script a year chosen applies at once: there is no button to press after choosing it.
    expect(section.queryByRole('button', { name: 'Tampilkan' })).toBeNull();

    const current = await topFarmers(years[0]!);
    expect(current.length).toBeGreaterThan(0);
    const list = await section.findByTestId('top-farmers');
    expect(
      section.getByRole('heading', { name: `Petani dengan pohon terbanyak pada ${years[0]}` }),
    ).toBeTruthy();
    expect(lines(list)).toEqual(
      current.map(
        ({ properties: p }) =>
          `${p.farmer}${p.total_trees.toLocaleString('id-ID')} pohonDesa ${p.village}` +
          (p.district ? `, Kecamatan ${p.district}` : ''),
      ),
    );

    const earlier = years[3]!;
    const expected = await topFarmers(earlier);
    expect(expected.map((f) => f.id)).not.toEqual(current.map((f) => f.id));
    fireEvent.change(select, { target: { value: String(earlier) } });
    await section.findByRole('heading', { name: `Petani dengan pohon terbanyak pada ${earlier}` });
    await waitFor(() =>
      expect(within(section.getByTestId('top-farmers')).getAllByRole('listitem')[0]!.textContent).toContain(
        expected[0]!.properties.farmer,
      ),
    );
    expect(lines(section.getByTestId('top-farmers'))).toHaveLength(expected.length);
  });

  it('speaks English under /en, and says so when nobody planted in the year', async () => {
    let empty: number | undefined;
    for (const y of mapYears()) if (!empty && (await topFarmers(y)).length === 0) empty = y;
    expect(empty, 'a year of the ten without plantings in the demo').toBeDefined();
    renderApp('/en');
    const section = within(screen.getByRole('region', { name: "Farmers' map" }));
    const select = section.getByRole('combobox', { name: 'Planting year' }) as HTMLSelectElement;
    expect(select.closest('form')!.getAttribute('action')).toBe('/en');
    const list = await section.findByTestId('top-farmers');
    expect(lines(list)[0]).toMatch(/^.+[\d,]+ treesVillage .+/);
    fireEvent.change(select, { target: { value: String(empty) } });
    expect(await section.findByText(`No farmer has planted in ${empty} yet.`)).toBeTruthy();
    expect(section.queryByTestId('top-farmers')).toBeNull();
  });
});
