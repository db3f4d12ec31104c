import type { MapConfig } from '@rimba/core/map-style';
import { Type } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { GeocoderConfig } from '../config.js';
import { httpError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';
import { registerBasemapRoutes } from './basemap.js';
import { registerGlyphRoutes } from './glyphs.js';
import { NominatimGeocoder } from './nominatim.js';
import { OfflineGeocoder } from './offline.js';
import { PlaceTiles } from './places.js';
import { type Geocoder, mapResult } from './provider.js';
import { villageFinder } from './villages.js';

const ReverseQuery = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90, description: 'Latitude in degrees' }),
  lng: Type.Number({ minimum: -180, maximum: 180, description: 'Longitude in degrees' }),
});

const part = (description: string) => Type.String({ description });

const MapResult = Type.Object({
  formatted_address: part(
    'The whole address; offline: the point, then its nearest village (within 15 km) with its kecamatan, kabupaten and province, and its country',
  ),
  lat: Type.Number(),
  lng: Type.Number(),
  route: part('Street name'),
  streetNumber: part('House number'),
  village: part('Desa / kelurahan'),
  subdistrict: part('Kecamatan'),
  district: part('Kabupaten / kota'),
  province: part('Provinsi'),
  country: part('Country, in the language of the request'),
  postal_code: part('Postal code'),
  pinLink: part('Google Maps link to the point'),
  directionLink: part('Google Maps directions to the point'),
});

/**
 * The configured geocoder; the offline one (country shapes and the nearest village of the database) also
 * answers for a failing service.
 */
export function createGeocoder(
  config: GeocoderConfig,
  log: FastifyBaseLogger,
  db: Kysely<unknown>,
): Geocoder {
  const offline = new OfflineGeocoder(villageFinder(db));
  if (config.kind === 'offline') return offline;
  return new NominatimGeocoder({ ...config, fallback: offline, log });
}

export async function registerGeocodeRoutes(app: FastifyInstance): Promise<void> {
  const mapConfig: MapConfig = { styleUrl: app.config.mapStyleUrl ?? null };
  app.get(
    '/api/public/map/config',
    {
      schema: {
        tags: ['Maps'],
        summary:
          'The style every map of the admin and the site loads (MAP_STYLE_URL); null for the bundled offline basemap',
        response: {
          200: Type.Object({ data: Type.Object({ styleUrl: Type.Union([Type.String(), Type.Null()]) }) }),
        },
      },
    },
    async () => ({ data: mapConfig }),
  );
  await registerGlyphRoutes(app);
  await registerBasemapRoutes(app);

  const places = new PlaceTiles(app.db as unknown as Kysely<unknown>);
  app.get<{ Params: { z: number; x: number; y: string } }>(
    '/api/public/map/places/:z/:x/:y',
    {
      schema: {
        tags: ['Maps'],
        summary:
          "The offline basemap's place names of one tile, from the region data: regencies from zoom 7, villages from zoom 11 (a Mapbox vector tile, layer places)",
        params: Type.Object({
          z: Type.Integer({ minimum: 0, maximum: 14 }),
          x: Type.Integer({ minimum: 0, maximum: 2 ** 14 - 1 }),
          y: Type.String({ pattern: '^\\d{1,5}\\.pbf$', description: 'The row, then .pbf' }),
        }),
        response: {
          200: Type.Any({ description: 'application/vnd.mapbox-vector-tile' }),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { z, x } = request.params;
      const y = Number.parseInt(request.params.y, 10);
      const last = 2 ** z - 1;
      if (x > last) throw httpError(400, 'paramMax', request.lang, { param: 'x', limit: last });
      if (y > last) throw httpError(400, 'paramMax', request.lang, { param: 'y', limit: last });
      const body = await places.tile(z, x, y);
      return reply
        .header('cache-control', 'public, max-age=300')
        .type('application/vnd.mapbox-vector-tile')
        .send(Buffer.from(body));
    },
  );

  const geocoder = createGeocoder(app.config.geocoder, app.log, app.db as unknown as Kysely<unknown>);
  app.get<{ Querystring: { lat: number; lng: number } }>(
    '/api/geocode/reverse',
    {
      schema: {
        tags: ['Maps'],
        summary: 'The address of a point (admin spec §3 "Map result"); parts not known are empty strings',
        querystring: ReverseQuery,
        response: { 200: Type.Object({ data: MapResult }), ...errorResponses(400, 401) },
      },
      // A bad or missing coordinate answers the spec's own message, not the generic one.
      attachValidation: true,
    },
    async (request) => {
      await request.requireCaller();
      const { lat, lng } = request.query;
      if (request.validationError || !Number.isFinite(lat) || !Number.isFinite(lng)) {
        throw httpError(400, 'coordinatesRequired', request.lang);
      }
      const point = { lat, lng };
      return { data: mapResult(point, await geocoder.reverse(point, request.lang)) };
    },
  );
}
