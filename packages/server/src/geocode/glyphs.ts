import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';

/**
 * The glyph ranges of the offline basemap's labels: Noto Sans as signed-distance-field PBFs, prebuilt by
 * the `tileserver-gl-styles` package (one folder per font stack, one file per 256 code points).
 */
const fontsDir = join(
  dirname(createRequire(import.meta.url).resolve('tileserver-gl-styles/package.json')),
  'fonts',
);

/** The font stacks there are, read once: a requested stack is looked up here, never put in a path. */
const fontStacks = new Set(
  readdirSync(fontsDir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? [e.name] : [])),
);

const rangePattern = /^(\d{1,5})-(\d{1,5})\.pbf$/;

/** `GET /api/public/map/glyphs/{fontstack}/{start}-{end}.pbf`, as a MapLibre style's `glyphs` asks. */
export async function registerGlyphRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { fontstack: string; range: string } }>(
    '/api/public/map/glyphs/:fontstack/:range',
    {
      schema: {
        tags: ['Maps'],
        summary:
          "Glyphs of the offline basemap's labels: 256 code points of a font stack (e.g. Noto Sans Regular/0-255.pbf)",
        params: Type.Object({
          fontstack: Type.String({ description: 'A font stack, e.g. "Noto Sans Regular"' }),
          range: Type.String({ description: 'start-end.pbf, start a multiple of 256 and end = start + 255' }),
        }),
        response: { 200: Type.Any({ description: 'application/x-protobuf' }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { fontstack, range } = request.params;
      // MapLibre joins a layer's fonts with commas; the first one served answers.
      const font = fontstack
        .split(',')
        .find((name) => fontStacks.has(name.trim()))
        ?.trim();
      if (!font) throw httpError(404, 'unknownMapFont', request.lang, { font: fontstack });
      const match = rangePattern.exec(range);
      const start = Number(match?.[1]);
      const end = Number(match?.[2]);
      if (!match || start % 256 !== 0 || end !== start + 255 || end > 0xffff) {
        throw httpError(400, 'badGlyphRange', request.lang, { range });
      }
      let body: Buffer;
      try {
        body = await readFile(join(fontsDir, font, `${start}-${end}.pbf`));
      } catch {
        // A range the font has no glyphs for: an empty glyph set, which MapLibre takes as "none".
        body = Buffer.alloc(0);
      }
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('application/x-protobuf')
        .send(body);
    },
  );
}
