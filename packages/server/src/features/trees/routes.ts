import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { httpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import type { Row } from '../../resources/operations.js';
import { type TreeFilter, tileClusters } from './clusters.js';
import { placeMapSvg, qrSvg } from './place-map.js';
import { sendKept, TileCache } from './tile-cache.js';

type AnyDb = Kysely<Record<string, Row>>;
const tags = ['Maps'];

const id = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1, description }));
const TreeFilterQuery = Type.Object(
  {
    year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100, description: 'Planting year' })),
    province_id: id('Province id'),
    unit_id: id('Management unit id'),
    village_id: id('Village id'),
  },
  { additionalProperties: false },
);

/** One place of a WIN code, as the tree tracker shows it (site spec §5 "Tree-check result"). */
const WinPlace = Type.Object({
  win_code: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  qty_trees: Type.Integer(),
  farmer: Type.String(),
  village: Type.String(),
  district: Type.Union([Type.String(), Type.Null()]),
  regency: Type.Union([Type.String(), Type.Null()]),
  province: Type.String(),
  tree_name: Type.String(),
  planting_date: Type.String(),
  status: Type.String(),
});
const WinCheck = Type.Object({ data: Type.Object({ wincheck: Type.Array(WinPlace) }) });

/** Every place of one WIN code, in the order they were planted. */
export async function winPlaces(db: Kysely<Database>, code: string): Promise<Row[]> {
  const rows = await (db as unknown as AnyDb)
    .selectFrom('trees as t')
    .innerJoin('farmers as f', 'f.id', 't.farmer_id')
    .innerJoin('villages as v', 'v.id', 't.village_id')
    .innerJoin('provinces as p', 'p.id', 't.province_id')
    .innerJoin('tree_species as s', 's.id', 't.tree_species_id')
    .select([
      't.win_code',
      't.latitude',
      't.longitude',
      't.qty_trees',
      'f.farmer_name as farmer',
      'v.village_name as village',
      'f.district',
      'v.regency',
      'p.province_name as province',
      's.tree_name',
      't.planting_date',
      't.status',
    ])
    .where('t.win_code', '=', code)
    .orderBy('t.id')
    .limit(1000)
    .execute();
  return rows.map((r) => ({
    ...r,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    planting_date:
      r.planting_date instanceof Date ? r.planting_date.toISOString().slice(0, 10) : String(r.planting_date),
  }));
}

/**
 * The trees' public map routes: the tree tracker's lookup by WIN code (`/public/syt/?wins=`) and its
 * sample (`/public/sot`), and the clusters of a map tile, which every map of the trees draws.
 */
export async function treeMapRoutes(app: FastifyInstance): Promise<void> {
  const tiles = new TileCache(app.db);
  const lookups = new TileCache(app.db, 4 * 1024 * 1024);

  app.get<{ Params: { z: number; x: number; y: number }; Querystring: TreeFilter }>(
    '/api/public/trees/clusters/:z/:x/:y',
    {
      schema: {
        tags,
        summary:
          'The trees of one Web Mercator tile in clusters (at most 16 × 16 up to zoom 14, the cluster max zoom; 64 × 64 beyond), each at the mean place of its trees, as GeoJSON points with the number of trees and, beyond zoom 14, the code of a single planting',
        params: Type.Object({
          z: Type.Integer({ minimum: 0, maximum: 22 }),
          x: Type.Integer({ minimum: 0, maximum: 2 ** 22 - 1 }),
          y: Type.Integer({ minimum: 0, maximum: 2 ** 22 - 1 }),
        }),
        querystring: TreeFilterQuery,
        response: { 200: Type.Unknown(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { z, x, y } = request.params;
      const last = 2 ** z - 1;
      if (x > last) throw httpError(400, 'paramMax', request.lang, { param: 'x', limit: last });
      if (y > last) throw httpError(400, 'paramMax', request.lang, { param: 'y', limit: last });
      const filter = request.query;
      const key = `${z}/${x}/${y}?${filter.year ?? ''}/${filter.province_id ?? ''}/${filter.unit_id ?? ''}/${filter.village_id ?? ''}`;
      const body = await tiles.get(key, async () => {
        const clusters = await tileClusters(app.db, { z, x, y }, filter);
        return JSON.stringify({
          type: 'FeatureCollection',
          features: clusters.map((c) => ({
            type: 'Feature',
            geometry: {
              type: 'Point',
              coordinates: [Math.round(c.lng * 1e6) / 1e6, Math.round(c.lat * 1e6) / 1e6],
            },
            properties: { count: c.count, ...(c.win_code && { win_code: c.win_code }) },
          })),
        });
      });
      return sendKept(
        request,
        reply.header('cache-control', 'public, max-age=60'),
        body,
        'application/geo+json',
      );
    },
  );

  app.get<{ Querystring: { wins?: string } }>(
    '/api/public/syt/',
    {
      schema: {
        tags,
        summary: 'The places of a tree code (WIN): empty when the code is unknown',
        querystring: Type.Object({ wins: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: { 200: WinCheck, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const code = (request.query.wins ?? '').trim().toUpperCase();
      if (!code) throw httpError(400, 'paramRequired', request.lang, { param: 'wins' });
      // Kept, like the tiles, until the trees change: a code's page and its tracker ask for it again.
      const body = await lookups.get(code, async () =>
        JSON.stringify({ data: { wincheck: await winPlaces(app.db, code) } }),
      );
      return sendKept(request, reply, body, 'application/json; charset=utf-8');
    },
  );

  const WinParams = Type.Object({ win: Type.String({ pattern: '^[A-Za-z0-9-]{1,32}$' }) });
  const svg = (summary: string) => ({
    tags,
    summary,
    params: WinParams,
    response: { 200: Type.String(), ...errorResponses(400, 404) },
  });
  app.get<{ Params: { win: string } }>(
    '/api/public/trees/:win/map.svg',
    { schema: svg("A small map of where a tree code's first planting stands, as an SVG image") },
    async (request, reply) => {
      const [place] = await winPlaces(app.db, request.params.win.toUpperCase());
      if (!place) throw httpError(404, 'notFound', request.lang);
      const title = [place.village, place.regency, place.province].filter(Boolean).join(', ');
      const body = placeMapSvg({ lat: Number(place.latitude), lng: Number(place.longitude) }, title);
      return reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(body);
    },
  );
  app.get<{ Params: { win: string } }>(
    '/api/public/trees/:win/qr.svg',
    { schema: svg("A QR code of a tree code's page on the site, as an SVG image") },
    async (request, reply) => {
      const code = request.params.win.toUpperCase();
      const [place] = await winPlaces(app.db, code);
      if (!place) throw httpError(404, 'notFound', request.lang);
      const body = await qrSvg(`${app.config.accounts.publicUrl.replace(/\/$/, '')}/tree/${code}`);
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(body);
    },
  );

  app.get(
    '/api/public/sot',
    {
      schema: {
        tags,
        summary:
          "A sample tree code and its places, for visitors without a code of their own: the CMS's sample code, or the first tree's",
        response: { 200: WinCheck },
      },
    },
    async () => {
      // The code the CMS made the sample, while it has trees; else the first tree's code.
      const db = app.db as unknown as AnyDb;
      const sample = await db
        .selectFrom('wins')
        .select('win_code')
        .where('is_sample', '=', true)
        .executeTakeFirst();
      const places = sample ? await winPlaces(app.db, String(sample.win_code)) : [];
      if (places.length > 0) return { data: { wincheck: places } };
      const first = await db.selectFrom('trees').select('win_code').orderBy('id').limit(1).executeTakeFirst();
      return { data: { wincheck: first ? await winPlaces(app.db, String(first.win_code)) : [] } };
    },
  );
}
