import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { errorResponses } from '../../http/schemas.js';
import { etagged } from '../../public/etag.js';
import type { Row } from '../../resources/operations.js';

type AnyDb = Kysely<Record<string, Row>>;

/** A region's code as a query names it; empty is the same as not given. */
const code = (maxLength: number, description: string) =>
  Type.Optional(Type.String({ maxLength, pattern: '^[0-9A-Za-z.-]*$', description }));

const NurseriesQuery = Type.Object(
  {
    province_code: code(10, 'Province code (BPS), e.g. 33'),
    mu_no: code(20, 'Management unit number, e.g. MU-3307'),
  },
  { additionalProperties: false },
);
type NurseriesQuery = { province_code?: string; mu_no?: string };

const nullable = <T extends ReturnType<typeof Type.String | typeof Type.Number | typeof Type.Integer>>(
  t: T,
) => Type.Union([t, Type.Null()]);
const Nursery = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  unit: Type.String(),
  mu_no: Type.String(),
  village: nullable(Type.String()),
  lat: nullable(Type.Number()),
  lng: nullable(Type.Number()),
  capacity: Type.Integer({ description: 'Seedlings it raises a year' }),
  stock: Type.Integer({ description: 'Seedlings it holds now' }),
  distributed: Type.Integer({ description: 'Seedlings it handed out this year' }),
  established_year: nullable(Type.Integer()),
});
const Totals = Type.Object({
  nurseries: Type.Integer(),
  capacity: Type.Integer(),
  stock: Type.Integer(),
  distributed: Type.Integer(),
});

/** Most nurseries one answer lists; the totals always count them all. */
const maxListed = 1000;

/**
 * `GET /api/public/nurseries`: the active seedling nurseries of a province or a management unit (or all),
 * for the site's nursery map, and their totals, for its capacity cards. An unknown code finds none; a
 * malformed one is a 400.
 */
export async function nurseryRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: NurseriesQuery }>(
    '/api/public/nurseries',
    {
      schema: {
        tags: ['Maps'],
        summary:
          'The active seedling nurseries of a province or a management unit (or all), with where each lies and its capacity, and their totals',
        querystring: NurseriesQuery,
        response: {
          200: Type.Object({ data: Type.Array(Nursery), totals: Totals }),
          ...errorResponses(400),
        },
      },
      onSend: etagged,
    },
    async (request) => {
      const { province_code, mu_no } = request.query;
      const chosen = (db: AnyDb) =>
        db
          .selectFrom('nurseries as n')
          .innerJoin('management_units as u', 'u.id', 'n.unit_id')
          .innerJoin('provinces as p', 'p.id', 'u.province_id')
          .leftJoin('villages as v', 'v.id', 'n.village_id')
          .where('n.status', '=', 'active')
          .$if(!!province_code, (q) => q.where('p.province_code', '=', province_code!))
          .$if(!!mu_no, (q) => q.where('u.mu_no', '=', mu_no!));
      const db = app.db as unknown as AnyDb;
      const rows = await chosen(db)
        .select([
          'n.id',
          'n.nursery_name as name',
          'u.unit_management_name as unit',
          'u.mu_no',
          'v.village_name as village',
          'n.lat',
          'n.lng',
          'n.capacity',
          'n.seedlings_stock as stock',
          'n.seedlings_distributed as distributed',
          'n.established_year',
        ])
        .orderBy('n.nursery_name')
        .orderBy('n.id')
        .limit(maxListed)
        .execute();
      const totals = await chosen(db)
        .select([
          sql<number>`count(*)`.as('nurseries'),
          sql<number>`coalesce(sum(n.capacity), 0)`.as('capacity'),
          sql<number>`coalesce(sum(n.seedlings_stock), 0)`.as('stock'),
          sql<number>`coalesce(sum(n.seedlings_distributed), 0)`.as('distributed'),
        ])
        .executeTakeFirstOrThrow();
      const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      return {
        data: rows.map((r) => ({
          ...r,
          id: Number(r.id),
          lat: orNull(r.lat),
          lng: orNull(r.lng),
          capacity: Number(r.capacity),
          stock: Number(r.stock),
          distributed: Number(r.distributed),
          established_year: orNull(r.established_year),
        })),
        totals: {
          nurseries: Number(totals.nurseries),
          capacity: Number(totals.capacity),
          stock: Number(totals.stock),
          distributed: Number(totals.distributed),
        },
      };
    },
  );
}
