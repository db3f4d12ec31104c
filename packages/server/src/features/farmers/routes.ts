import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import { sendKept, TileCache } from '../trees/tile-cache.js';
import { type Bbox, type FarmerPoint, farmerPoints } from './map.js';

/** The most farmers one answer holds: a view of all Indonesia shows those with the most trees. */
export const maxFarmerPoints = 2000;

const FarmersMapQuery = Type.Object(
  {
    year: Type.Optional(
      Type.Integer({ minimum: 1900, maximum: 2100, description: 'Planting year; every year when left out' }),
    ),
    bbox: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'The view as west,south,east,north in degrees; the whole world when left out',
      }),
    ),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: maxFarmerPoints,
        description: `Most farmers answered (${maxFarmerPoints} when left out)`,
      }),
    ),
  },
  { additionalProperties: false },
);
type FarmersMapQuery = { year?: number; bbox?: string; limit?: number };

/** A view `west,south,east,north`, or nothing when it is no view of the Earth. */
function parseBbox(text: string): Bbox | undefined {
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((p) => !/^\s*-?\d+(\.\d+)?\s*$/.test(p))) return undefined;
  const [west, south, east, north] = parts.map(Number) as Bbox;
  const inRange = west >= -180 && east <= 180 && south >= -90 && north <= 90;
  return inRange && west < east && south < north ? [west, south, east, north] : undefined;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * A farmer as a GeoJSON feature, written straight as JSON text: an answer holds up to 2,000 of them, and
 * building an object for each only to stringify it made most of a cold answer's time and garbage.
 */
const farmerFeature = (p: FarmerPoint) =>
  `{"type":"Feature","id":${p.id},"geometry":{"type":"Point","coordinates":[${round6(p.lng)},${round6(p.lat)}]},` +
  `"properties":{"farmer":${JSON.stringify(p.farmer)},"total_trees":${p.total_trees},` +
  `"district":${JSON.stringify(p.district)},"village":${JSON.stringify(p.village)}}}`;

/**
 * The home page's map of farmers (site spec §2 Home, §3 "Map farmer point"): each farmer who planted in
 * a year at the centre of that year's trees, with their name, trees, district and village. An answer
 * holds at most 2,000 farmers of the view asked, those with the most trees, so no browser ever gets them
 * all; answers are kept until the trees (or a farmer or village) change.
 */
export async function farmersMapRoutes(app: FastifyInstance): Promise<void> {
  // An answer may be a few hundred kilobytes: a budget of its own beside the tiles'.
  const answers = new TileCache(app.db, 12 * 1024 * 1024);

  app.get<{ Querystring: FarmersMapQuery }>(
    '/api/public/farmers/map',
    {
      schema: {
        tags: ['Maps'],
        summary:
          'The farmers who planted trees in a year, within a view, as GeoJSON points at the centre of their trees: at most 2,000, those with the most trees first, `truncated` when there were more',
        querystring: FarmersMapQuery,
        response: { 200: Type.Unknown(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { year, limit = maxFarmerPoints } = request.query;
      let bbox: Bbox | undefined;
      if (request.query.bbox !== undefined) {
        bbox = parseBbox(request.query.bbox);
        if (!bbox) throw httpError(400, 'badBbox', request.lang, { value: request.query.bbox });
      }
      const key = `${year ?? ''}|${bbox?.join(',') ?? ''}|${limit}`;
      const body = await answers.get(key, async () => {
        const { points, truncated } = await farmerPoints(app.db, { year, bbox, limit });
        return `{"type":"FeatureCollection","truncated":${truncated},"features":[${points.map(farmerFeature).join(',')}]}`;
      });
      return sendKept(
        request,
        reply.header('cache-control', 'public, max-age=60'),
        body,
        'application/geo+json',
      );
    },
  );
}
