import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errorResponses } from '../../http/schemas.js';
import type { Row } from '../../resources/operations.js';

type AnyDb = Kysely<Record<string, Row>>;

/** What the summary narrows the trees to: the spec's `province_id`, `mu_id`, `village_id`, and a year. */
export interface TreeSummaryQuery {
  year?: number;
  province_id?: number;
  mu_id?: number;
  village_id?: number;
}

export interface TreeSummary {
  /** Trees planted in the region (each planting counts its quantity), in the year when one is given. */
  trees: number;
  /** The region's trees by planting year, every year (the year asked for does not narrow it). */
  years: { year: number; trees: number }[];
  /** Where the region's trees lie, `[west, south, east, north]`; null when it has none. */
  bounds: [number, number, number, number] | null;
}

/** The cell level of the cells the bounds are read from: tiles of about 10 km. */
const boundsLevel = 12;
const cellLng = (x: number) => (x / 2 ** boundsLevel) * 360 - 180;
const cellLat = (y: number) =>
  (180 / Math.PI) * Math.atan(Math.sinh(Math.PI - (2 * Math.PI * y) / 2 ** boundsLevel));
const rounded = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * The trees of a region summed by planting year, and where they lie. A province or a unit is summed from
 * the kept map cells (a few thousand rows at most, however many trees); a village from its own trees,
 * which its index holds together.
 */
export async function treeSummary(db: Kysely<Database>, query: TreeSummaryQuery): Promise<TreeSummary> {
  const anyDb = db as unknown as AnyDb;
  const { province_id, mu_id, village_id } = query;
  let years: { year: number; trees: number }[];
  let box: Row | undefined;
  if (village_id !== undefined) {
    const rows = await anyDb
      .selectFrom('trees')
      .select([
        'planting_year as year',
        sql<number>`sum(qty_trees)`.as('trees'),
        sql<number>`min(longitude)`.as('west'),
        sql<number>`min(latitude)`.as('south'),
        sql<number>`max(longitude)`.as('east'),
        sql<number>`max(latitude)`.as('north'),
      ])
      .where('village_id', '=', village_id)
      .$if(province_id !== undefined, (q) => q.where('province_id', '=', province_id!))
      .$if(mu_id !== undefined, (q) => q.where('unit_id', '=', mu_id!))
      .groupBy('planting_year')
      .execute();
    years = rows.map((r) => ({ year: Number(r.year), trees: Number(r.trees) }));
    if (rows.length > 0) {
      box = {
        west: Math.min(...rows.map((r) => Number(r.west))),
        south: Math.min(...rows.map((r) => Number(r.south))),
        east: Math.max(...rows.map((r) => Number(r.east))),
        north: Math.max(...rows.map((r) => Number(r.north))),
      };
    }
  } else {
    const cells = (level: number) =>
      anyDb
        .selectFrom('tree_cells')
        .where('level', '=', level)
        .$if(province_id !== undefined, (q) => q.where('province_id', '=', province_id!))
        .$if(mu_id !== undefined, (q) => q.where('unit_id', '=', mu_id!));
    const rows = await cells(8)
      .select(['planting_year as year', sql<number>`sum(n)`.as('trees')])
      .groupBy('planting_year')
      .execute();
    years = rows.map((r) => ({ year: Number(r.year), trees: Number(r.trees) }));
    const tiles = await cells(boundsLevel)
      .select([
        sql<number>`min(cx)`.as('x0'),
        sql<number>`max(cx)`.as('x1'),
        sql<number>`min(cy)`.as('y0'),
        sql<number>`max(cy)`.as('y1'),
      ])
      .executeTakeFirst();
    if (tiles && tiles.x0 !== null) {
      box = {
        west: cellLng(Number(tiles.x0)),
        east: cellLng(Number(tiles.x1) + 1),
        north: cellLat(Number(tiles.y0)),
        south: cellLat(Number(tiles.y1) + 1),
      };
    }
  }
  years.sort((a, b) => a.year - b.year);
  const trees = years
    .filter((y) => query.year === undefined || y.year === query.year)
    .reduce((n, y) => n + y.trees, 0);
  const bounds = box
    ? ([
        rounded(Number(box.west)),
        rounded(Number(box.south)),
        rounded(Number(box.east)),
        rounded(Number(box.north)),
      ] as [number, number, number, number])
    : null;
  return { trees, years, bounds };
}

const id = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1, description }));

/**
 * `GET /api/public/trees` (site spec §7 "GET /public/trees"): never the trees themselves (there are
 * millions; maps draw them from `/api/public/trees/clusters/{z}/{x}/{y}`), but a bounded summary of a
 * region's trees: how many, by planting year, and where they lie.
 */
export async function treeSummaryRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: TreeSummaryQuery }>(
    '/api/public/trees',
    {
      schema: {
        tags: ['Maps'],
        summary:
          "A region's trees summed: how many (in a year, when one is given), how many by planting year, and the box they lie in. Never the trees themselves; maps draw them from the cluster tiles",
        querystring: Type.Object(
          {
            year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100, description: 'Planting year' })),
            province_id: id('Province id'),
            mu_id: id('Management unit id'),
            village_id: id('Village id'),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            data: Type.Object({
              trees: Type.Integer(),
              years: Type.Array(Type.Object({ year: Type.Integer(), trees: Type.Integer() })),
              bounds: Type.Union([Type.Array(Type.Number(), { minItems: 4, maxItems: 4 }), Type.Null()]),
            }),
          }),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const data = await treeSummary(app.db, request.query);
      reply.header('cache-control', 'public, max-age=60');
      return { data };
    },
  );
}
