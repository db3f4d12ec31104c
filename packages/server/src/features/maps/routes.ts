import { mapLayerTypes, maps } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { errorResponses } from '../../http/schemas.js';
import { etagged } from '../../public/etag.js';
import { answerFiles } from '../../public/files.js';
import type { Row } from '../../resources/operations.js';

type AnyDb = Kysely<Record<string, Row>>;

/** A region's code as a query names it; empty is the same as not given. */
const code = (maxLength: number, description: string) =>
  Type.Optional(Type.String({ maxLength, pattern: '^[0-9A-Za-z.-]*$', description }));

const MapsQuery = Type.Object({
  province_code: code(10, 'Province code (BPS), e.g. 33'),
  mu_no: code(20, 'Management unit number, e.g. MU-3307'),
  village_code: code(20, 'Village code (BPS)'),
});
type MapsQuery = { province_code?: string; mu_no?: string; village_code?: string };

const nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const MapLayer = Type.Object({
  id: Type.Integer(),
  map_name: Type.String(),
  description: nullable(Type.String()),
  layer_type: Type.String(),
  color: Type.String({ description: 'The layer’s colour, else its layer type’s' }),
  province_code: nullable(Type.String()),
  mu_no: nullable(Type.String()),
  village_code: nullable(Type.String()),
  file_maps: Type.Object({
    url: Type.String({ description: 'The GeoJSON FeatureCollection (application/geo+json), cached a year' }),
    filename: Type.String(),
  }),
});

/** The region a query chose, as ids: a village's unit and province, a unit's province. */
interface Chosen {
  province: number;
  unit: number | null;
  village: number | null;
}

/**
 * The region the codes name: the most specific of them, with the regions above it; null when a code is
 * unknown or the codes name regions that do not lie in one another (a unit of another province).
 */
async function chosenRegion(db: AnyDb, query: MapsQuery): Promise<Chosen | null> {
  const { province_code, mu_no, village_code } = query;
  let found: Row | undefined;
  if (village_code) {
    found = await db
      .selectFrom('villages as v')
      .innerJoin('management_units as u', 'u.id', 'v.unit_id')
      .innerJoin('provinces as p', 'p.id', 'u.province_id')
      .select(['v.id as village', 'u.id as unit', 'p.id as province', 'u.mu_no', 'p.province_code'])
      .where('v.village_code', '=', village_code)
      .executeTakeFirst();
  } else if (mu_no) {
    found = await db
      .selectFrom('management_units as u')
      .innerJoin('provinces as p', 'p.id', 'u.province_id')
      .select(['u.id as unit', 'p.id as province', 'u.mu_no', 'p.province_code'])
      .where('u.mu_no', '=', mu_no)
      .executeTakeFirst();
  } else {
    found = await db
      .selectFrom('provinces as p')
      .select(['p.id as province', 'p.province_code'])
      .where('p.province_code', '=', province_code!)
      .executeTakeFirst();
  }
  if (
    !found ||
    (mu_no && found.mu_no !== mu_no) ||
    (province_code && found.province_code !== province_code)
  ) {
    return null;
  }
  const id = (v: unknown) => (v === undefined || v === null ? null : Number(v));
  return { province: Number(found.province), unit: id(found.unit), village: id(found.village) };
}

const defaultColors = new Map<string, string>(mapLayerTypes.map((t) => [t.value, t.color]));

/**
 * `GET /api/public/maps`: the published map layers the site's location map draws over the chosen region
 * (site spec §7 "GET /public/maps"). A layer applies to a region when its own region is that region, lies
 * inside it, or holds it: for a province, the province's layers, those of its units and villages and the
 * layers of the whole country; for a unit, its own and its villages' layers and the layers of its
 * province and of the country, but not those of the province's other units. Without a code every
 * published layer. An unknown code, or codes of regions that do not lie in one another, find none; a
 * malformed code is a 400. Each layer answers the URL of its GeoJSON file rather than the file, so a
 * browser fetches a layer when it draws it and keeps it cached.
 */
export async function mapsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: MapsQuery }>(
    '/api/public/maps',
    {
      schema: {
        tags: ['Maps'],
        summary:
          'The published map layers that apply to a province, a management unit or a village (or all), broadest first, each with its GeoJSON file’s URL',
        querystring: MapsQuery,
        response: { 200: Type.Object({ data: Type.Array(MapLayer) }), ...errorResponses(400) },
      },
      onSend: etagged,
    },
    async (request) => {
      const db = app.db as unknown as AnyDb;
      const query = request.query;
      const filtered = !!(query.province_code || query.mu_no || query.village_code);
      const chosen = filtered ? await chosenRegion(db, query) : null;
      if (filtered && !chosen) return { data: [] };
      const rows = await db
        .selectFrom(`${maps.table} as m`)
        .leftJoin('provinces as p', 'p.id', 'm.province_id')
        .leftJoin('management_units as u', 'u.id', 'm.unit_id')
        .leftJoin('villages as v', 'v.id', 'm.village_id')
        .select([
          'm.id',
          'm.map_name',
          'm.map_name_en',
          'm.description',
          'm.description_en',
          'm.layer_type',
          'm.color',
          'p.province_code',
          'u.mu_no',
          'v.village_code',
          'm.file_maps',
        ])
        .where('m.published', '=', true)
        .$if(chosen !== null, (q) =>
          q.where((eb) =>
            eb.or([
              eb('m.province_id', 'is', null),
              eb.and([
                eb('m.province_id', '=', chosen!.province),
                ...(chosen!.unit === null
                  ? []
                  : [eb.or([eb('m.unit_id', 'is', null), eb('m.unit_id', '=', chosen!.unit)])]),
                ...(chosen!.village === null
                  ? []
                  : [eb.or([eb('m.village_id', 'is', null), eb('m.village_id', '=', chosen!.village)])]),
              ]),
            ]),
          ),
        )
        .orderBy(sql`m.province_id is not null`)
        .orderBy(sql`m.unit_id is not null`)
        .orderBy(sql`m.village_id is not null`)
        .orderBy('m.map_name')
        .orderBy('m.id')
        .execute();
      const english = request.lang === 'en';
      const data: Row[] = rows.map((r) => ({
        id: Number(r.id),
        map_name: (english && r.map_name_en) || r.map_name,
        description: (english && r.description_en) || r.description,
        layer_type: r.layer_type,
        color: r.color ?? defaultColors.get(String(r.layer_type)) ?? '#6b7280',
        province_code: r.province_code,
        mu_no: r.mu_no,
        village_code: r.village_code,
        file_maps: r.file_maps,
      }));
      await answerFiles(app.db, [{ rows: data, fields: [maps.fieldsByName.get('file_maps')!] }]);
      return { data };
    },
  );
}
