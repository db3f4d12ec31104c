import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from './support/fixtures.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { uploaded, uploadFor, userWithTasks } from './support/uploads.js';

type Row = Record<string, unknown>;
type Layer = {
  id: number;
  map_name: string;
  description: string | null;
  layer_type: string;
  color: string;
  province_code: string | null;
  mu_no: string | null;
  village_code: string | null;
  file_maps: { url: string; filename: string };
};

const layerFile = (lng: number, lat: number) =>
  Buffer.from(
    JSON.stringify({
      type: 'Feature',
      properties: { nama: 'Petak uji' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [lng, lat],
            [lng + 0.01, lat],
            [lng + 0.01, lat + 0.01],
            [lng, lat],
          ],
        ],
      },
    }),
  );

describe.each(testDatabases)('GIS map layers on %s', (kind) => {
  let t: TestApp;
  let db: Kysely<Record<string, Row>>;
  let admin: Record<string, string>;
  let viewer: Record<string, string>;
  let mapper: Record<string, string>;
  /** The first village of MU Wonosobo, which has a planting area, and a Wonosobo village without one. */
  let village: { id: number; village_code: string; village_name: string; unit_id: number };
  let otherVillage: { id: number; village_code: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.db as unknown as Kysely<Record<string, Row>>;
    admin = await login(t.app, 'admin');
    viewer = await login(t.app, 'viewer');
    mapper = await userWithTasks(t, admin, 'pemeta', ['maps.read', 'maps.create', 'maps.update']);
    const wonosobo = await db
      .selectFrom('villages as v')
      .innerJoin('management_units as u', 'u.id', 'v.unit_id')
      .select(['v.id', 'v.village_code', 'v.village_name', 'v.unit_id'])
      .where('u.mu_no', '=', 'MU-3307')
      .orderBy('v.id')
      .execute();
    village = {
      id: Number(wonosobo[0]!.id),
      village_code: String(wonosobo[0]!.village_code),
      village_name: String(wonosobo[0]!.village_name),
      unit_id: Number(wonosobo[0]!.unit_id),
    };
    otherVillage = { id: Number(wonosobo[5]!.id), village_code: String(wonosobo[5]!.village_code) };
  });
  afterAll(() => t.close());

  const get = (url: string, lang = 'id') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  const layers = async (query = '', lang = 'id') => {
    const res = await get(`/api/public/maps${query}`, lang);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Layer[] }).data;
  };
  const names = async (query = '') => (await layers(query)).map((l) => l.map_name);
  const call = (
    method: 'POST' | 'PUT' | 'GET',
    url: string,
    headers: Record<string, string>,
    payload?: Row,
  ) => t.app.inject({ method, url, headers, ...(payload && { payload }) });

  describe('GET /api/public/maps', () => {
    it('answers every published layer, broadest first, each with its GeoJSON file’s URL', async () => {
      const all = await layers();
      expect(all).toHaveLength(18);
      expect(all.map((l) => l.map_name).slice(0, 3)).toEqual([
        'Persemaian Yayasan',
        'Wilayah Kerja Jawa Tengah',
        'Batas MU Blora',
      ]);
      expect(all.map((l) => l.map_name)).not.toContain('Rencana Perluasan Pati');
      const unit = all.find((l) => l.map_name === 'Batas MU Wonosobo')!;
      expect(unit).toEqual({
        id: expect.any(Number),
        map_name: 'Batas MU Wonosobo',
        description: 'Batas unit manajemen Wonosobo.',
        layer_type: 'boundary',
        color: '#1d4ed8',
        province_code: '33',
        mu_no: 'MU-3307',
        village_code: null,
        file_maps: { url: '/uploads/demo-map-mu-wonosobo.geojson', filename: 'demo-map-mu-wonosobo.geojson' },
      });
      expect(all[0]).toMatchObject({ color: '#a16207', province_code: null, layer_type: 'nursery' });

      const file = await get(unit.file_maps.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/geo+json');
      expect(file.headers['cache-control']).toContain('immutable');
      const geojson = file.json();
      expect(geojson).toMatchObject({
        type: 'FeatureCollection',
        features: [{ geometry: { type: 'Polygon' } }],
      });
      const [west, south, east, north] = geojson.bbox as number[];
      // Drawn around the unit's centre (Wonosobo, -7.36, 109.9).
      expect(west).toBeLessThan(109.9);
      expect(east).toBeGreaterThan(109.9);
      expect(south).toBeLessThan(-7.36);
      expect(north).toBeGreaterThan(-7.36);
    });

    it('answers names and descriptions in English when asked, and tags answers for revalidation', async () => {
      const [first] = await layers('', 'en');
      expect(first).toMatchObject({
        map_name: "The Foundation's Nurseries",
        description: "The foundation's main nurseries across Indonesia.",
      });
      const res = await get('/api/public/maps?mu_no=MU-3307');
      const again = await t.app.inject({
        url: '/api/public/maps?mu_no=MU-3307',
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('answers for a province its own layers, those inside it and the whole country’s', async () => {
      const java = await names('?province_code=33');
      expect(java).toHaveLength(18);
      expect(await names('?province_code=32')).toEqual(['Persemaian Yayasan']);
    });

    it('answers for a unit its own and its villages’ layers and those around it, not its neighbours’', async () => {
      const wonosobo = await names('?mu_no=MU-3307');
      expect(wonosobo.slice(0, 4)).toEqual([
        'Persemaian Yayasan',
        'Wilayah Kerja Jawa Tengah',
        'Batas MU Wonosobo',
        'Persemaian Wonosobo',
      ]);
      expect(wonosobo).toHaveLength(6);
      expect(wonosobo.filter((n) => n.startsWith('Area Tanam'))).toHaveLength(2);
      expect(wonosobo.join()).not.toContain('Temanggung');
      expect(await names('?province_code=33&mu_no=MU-3307')).toEqual(wonosobo);
      // Empty codes are no filter, as a form with nothing chosen sends them.
      expect(await names('?province_code=&mu_no=MU-3307&village_code=')).toEqual(wonosobo);
    });

    it('answers for a village its own layers and those of its unit, province and country', async () => {
      const own = await layers(`?village_code=${village.village_code}`);
      expect(own.map((l) => l.map_name)).toEqual([
        'Persemaian Yayasan',
        'Wilayah Kerja Jawa Tengah',
        'Batas MU Wonosobo',
        'Persemaian Wonosobo',
        `Area Tanam ${village.village_name}`,
      ]);
      expect(own[4]).toMatchObject({
        layer_type: 'planting_area',
        color: '#15803d',
        village_code: village.village_code,
      });
      expect(await names(`?village_code=${otherVillage.village_code}`)).toHaveLength(4);
    });

    it('finds nothing for unknown codes or codes of regions that do not lie in one another', async () => {
      expect(await layers('?province_code=99')).toEqual([]);
      expect(await layers('?mu_no=MU-0000')).toEqual([]);
      expect(await layers('?village_code=3307999999')).toEqual([]);
      expect(await layers('?province_code=32&mu_no=MU-3307')).toEqual([]);
      expect(await layers(`?mu_no=MU-3323&village_code=${village.village_code}`)).toEqual([]);
    });

    it('refuses malformed codes with a 400 in the caller’s language', async () => {
      const bad = await get("/api/public/maps?province_code=33'%20or%201=1");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Nilai province_code tidak valid');
      const long = await get(`/api/public/maps?mu_no=${'M'.repeat(21)}`, 'en');
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toContain('mu_no may not be more than 20 characters');
    });
  });

  describe('writing layers', () => {
    it('lets only users with the module’s tasks upload and create a layer; the site shows it once published', async () => {
      const refused = await uploadFor(t.app, viewer, 'maps.file_maps', layerFile(110, -7.3), 'a.geojson');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Anda tidak memiliki izin untuk tindakan ini (maps.create, maps.update)',
      );

      const url = await uploaded(t.app, mapper, 'maps.file_maps', layerFile(110, -7.3), 'petak.geojson');
      expect(url).toMatch(/\.geojson$/);
      const byViewer = await call('POST', '/api/maps/create', viewer, {
        map_name: 'Petak Uji',
        layer_type: 'planting_area',
        file_maps: url,
      });
      expect(byViewer.statusCode).toBe(403);

      const created = await call('POST', '/api/maps/create', mapper, {
        map_name: 'Petak Uji',
        layer_type: 'planting_area',
        village_id: village.id,
        file_maps: url,
        published: false,
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.id as number;
      expect(await names(`?village_code=${village.village_code}`)).not.toContain('Petak Uji');

      const published = await call('PUT', '/api/maps/update', mapper, { id, published: true });
      expect(published.statusCode, published.body).toBe(200);
      const shown = await layers(`?village_code=${village.village_code}`);
      expect(shown.find((l) => l.map_name === 'Petak Uji')).toMatchObject({
        mu_no: 'MU-3307',
        province_code: '33',
        village_code: village.village_code,
        file_maps: { url, filename: 'petak.geojson' },
      });
      expect(await names('?mu_no=MU-3323')).not.toContain('Petak Uji');
    });

    it('fills the unit and province of a village, and refuses a unit that does not hold it', async () => {
      const url = await uploaded(t.app, admin, 'maps.file_maps', layerFile(109.9, -7.4), 'desa.geojson');
      const created = await call('POST', '/api/maps/create', admin, {
        map_name: 'Lapisan Desa',
        layer_type: 'other',
        village_id: village.id,
        file_maps: url,
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.id as number;
      const row = (await call('GET', `/api/maps/${id}/show`, admin)).json().data;
      expect(row).toMatchObject({ village_id: village.id, unit_id: village.unit_id });
      expect(row.province_id).toEqual(expect.any(Number));

      const temanggung = await db
        .selectFrom('management_units')
        .select('id')
        .where('mu_no', '=', 'MU-3323')
        .executeTakeFirstOrThrow();
      const conflict = await call(
        'PUT',
        '/api/maps/update',
        { ...admin, 'accept-language': 'en' },
        {
          id,
          unit_id: Number(temanggung.id),
        },
      );
      expect(conflict.statusCode).toBe(422);
      expect(conflict.json().errors).toEqual({
        unit_id: ['The chosen village is not in this management unit'],
      });

      // Choosing a unit alone drops the village and takes the unit's province.
      const moved = await call('PUT', '/api/maps/update', admin, {
        id,
        village_id: null,
        unit_id: Number(temanggung.id),
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const after = (await call('GET', `/api/maps/${id}/show`, admin)).json().data;
      expect(after).toMatchObject({
        village_id: null,
        unit_id: Number(temanggung.id),
        province_id: row.province_id,
      });
    });

    it('takes only GeoJSON for the map file: a PNG named .geojson or a broken file is refused', async () => {
      const png = await uploadFor(
        t.app,
        { ...admin, 'accept-language': 'en' },
        'maps.file_maps',
        solidPng(2, 2, [0, 0, 0]),
        'peta.geojson',
      );
      expect(png.statusCode).toBe(415);
      expect(png.json().message).toBe('File type not allowed for Map File (GeoJSON). Accepted: geojson');
      const broken = await uploadFor(
        t.app,
        admin,
        'maps.file_maps',
        Buffer.from('{"type":"Point","coordinates":[200,0]}'),
        'peta.geojson',
      );
      expect(broken.statusCode).toBe(422);
      expect(broken.json().message).toBe(
        'Berkas Peta (GeoJSON) bukan GeoJSON yang benar: titik di Point.coordinates di luar rentang bujur -180..180 dan lintang -90..90',
      );
      const text = await uploadFor(t.app, admin, 'maps.file_maps', Buffer.from('bukan peta'), 'peta.geojson');
      expect(text.statusCode).toBe(415);
      const created = await call('POST', '/api/maps/create', admin, {
        map_name: 'Tanpa Berkas',
        layer_type: 'other',
        file_maps: '/uploads/demo-banner-1.svg',
      });
      expect(created.statusCode).toBe(422);
    });
  });
});
