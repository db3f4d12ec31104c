import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { setApiBase } from '../src/api/client';
import { logIn } from './support/realServer';
import { renderApp } from './support/renderApp';

const ring = [
  [110.4, -0.5],
  [110.41, -0.5],
  [110.41, -0.49],
  [110.4, -0.49],
];

describe('polygon field against the real server', () => {
  let token: string;
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  beforeEach(async () => {
    token = await logIn();
  });
  afterAll(() => setApiBase('/api'));

  it('takes a boundary pasted as GeoJSON in the create form, and says what is wrong with an open one', async () => {
    const app = renderApp('/master/garden?view=create');
    const field = await screen.findByTestId('field-boundary');
    // jsdom has no WebGL: the map says so, the GeoJSON box stays.
    expect(within(field).getByTestId('field-boundary-unsupported')).toBeTruthy();
    const box = within(field).getByTestId('field-boundary-geojson');
    await app.user.click(box);
    await app.user.paste(JSON.stringify({ type: 'Polygon', coordinates: [ring] }));
    await app.user.click(screen.getByText('Batas Kebun'));
    expect(
      await screen.findByText(
        'Batas Kebun harus berupa poligon GeoJSON: cincin tertutup dengan sedikitnya 4 titik yang koordinatnya benar',
      ),
    ).toBeTruthy();
    await app.user.clear(box);
    await app.user.paste(JSON.stringify({ type: 'Polygon', coordinates: [[...ring, ring[0]]] }));
    await app.user.click(screen.getByText('Batas Kebun'));
    await waitFor(() => expect(screen.queryByText(/harus berupa poligon GeoJSON/)).toBeNull());
    // The computed area is the server's: no input for it.
    expect(screen.queryByTestId('field-boundary_area_ha')).toBeNull();
  });

  it("shows a garden's boundary in its detail, beside the area the server computed", async () => {
    const answer = await fetch(`${inject('apiUrl')}/api/garden/list?limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [garden] = ((await answer.json()) as { data: { id: number; boundary_area_ha: number }[] }).data;
    renderApp(`/master/garden?view=detail&id=${garden!.id}`);
    const detail = await screen.findByTestId('polygon-detail');
    expect(within(detail).getByText('4 titik sudut')).toBeTruthy();
    expect(screen.getByText('Luas Menurut Batas (ha)')).toBeTruthy();
    expect(screen.getByText(String(garden!.boundary_area_ha))).toBeTruthy();
  });
});
