import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { type BasemapShapes, basemapShapeNames } from '@rimba/core/map-style';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendKept } from '../features/trees/tile-cache.js';
import { httpError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';
import { entityTag, matches } from '../public/etag.js';
import { basemapShapes } from './basemap-shapes.js';
import { stillGlobeSvg } from './still-globe.js';

/** Coordinates to four decimals (about 11 m), finer than the shapes' own detail (about 100 m). */
const coordinate = (_key: string, value: unknown) =>
  typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1e4) / 1e4 : value;

const compress = promisify(brotliCompress);

/** One shape file as sent: Brotli-compressed at its strongest once (off the main thread), and its entity tag. */
interface Made {
  body: Buffer;
  tag: string;
}

/**
 * `GET /api/public/map/basemap/{name}.geojson`: the offline basemap's shapes as GeoJSON, which MapLibre
 * fetches and parses in its worker, so no app carries them in its script. Each is made once, when first
 * asked for. The shapes change only with the product, so browsers keep them a week and then ask again
 * with the entity tag, answered 304 while they are the same.
 */
export async function registerBasemapRoutes(app: FastifyInstance): Promise<void> {
  const made = new Map<string, Promise<Made>>();
  /** A file made once from its text when first asked for. */
  const keep = (name: string, text: () => string): Promise<Made> => {
    let file = made.get(name);
    if (!file) {
      const whole = text();
      const body = compress(whole, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      file = body.then((packed) => ({ body: packed, tag: entityTag(whole) }));
      made.set(name, file);
    }
    return file;
  };
  /** Sends a kept file, kept by browsers a week and then asked for again with its entity tag. */
  const send = async (request: FastifyRequest, reply: FastifyReply, file: Made, type: string) => {
    reply.header('etag', file.tag).header('cache-control', 'public, max-age=604800');
    if (matches(request.headers['if-none-match'], file.tag)) return reply.code(304).send();
    return sendKept(request, reply, file.body, type);
  };

  app.get<{ Params: { file: string } }>(
    '/api/public/map/basemap/:file',
    {
      schema: {
        tags: ['Maps'],
        summary: `The offline basemap's shapes as GeoJSON (Natural Earth): ${basemapShapeNames.map((n) => `${n}.geojson`).join(', ')}`,
        params: Type.Object({ file: Type.String({ description: 'A name, then .geojson' }) }),
        response: { 200: Type.Any({ description: 'application/geo+json' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const name = request.params.file.replace(/\.geojson$/, '') as BasemapShapes;
      if (!request.params.file.endsWith('.geojson') || !basemapShapeNames.includes(name)) {
        throw httpError(404, 'notFound', request.lang);
      }
      const file = await keep(name, () => JSON.stringify(basemapShapes[name](), coordinate));
      return send(request, reply, file, 'application/geo+json');
    },
  );

  app.get(
    '/api/public/map/globe.svg',
    {
      schema: {
        tags: ['Maps'],
        summary:
          "The tree tracker's globe as it first shows (the land of Natural Earth 1:110m, seen from over Indonesia at zoom 1.5), as an SVG picture the page shows until the live globe starts",
        response: { 200: Type.Any({ description: 'image/svg+xml' }) },
      },
    },
    async (request, reply) => send(request, reply, await keep('globe.svg', stillGlobeSvg), 'image/svg+xml'),
  );
}
