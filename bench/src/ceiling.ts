import Fastify from 'fastify';
import type { SendSql } from './databases.js';

export interface Query {
  sql: string;
  params: unknown[];
}

const columns =
  '"id", "created_at", "updated_at", "company_name", "description", "description_en", "website", "link_blog", "file_logo"';

/**
 * The SQL Rimba sends for the partners list and show, as Kysely compiles it (a search's is recorded from
 * Rimba and replayed, see startCeiling). Each run checks that Rimba still sends exactly this.
 */
const partnersSql = {
  page: `select ${columns} from "partners" order by "created_at" desc, "id" desc limit $1 offset $2`,
  count: 'select "n" as "total" from "row_counts" where "table_name" = $1',
  show: `select ${columns} from "partners" where "id" = $1`,
};

export interface ListParams {
  page?: string;
  limit?: string;
}

/** The queries of an unsearched list call: page and row count. */
export function listQueries({ page = '1', limit = '10' }: ListParams): Query[] {
  const size = Number(limit);
  const offset = (Number(page) - 1) * size;
  return [
    { sql: partnersSql.page, params: [size, offset] },
    { sql: partnersSql.count, params: ['partners'] },
  ];
}

export function showQuery(id: string): Query {
  return { sql: partnersSql.show, params: [Number(id)] };
}

/**
 * A call whose SQL is recorded from Rimba: its queries, and, when Rimba answered an estimated total, that
 * answer (the estimate is the planner's, asked by an EXPLAIN that Rimba keeps a while and that is no query
 * of the page).
 */
export interface Replayed {
  queries: Query[];
  estimated?: { total: number; totalEstimated: true };
}

const isCount = (q: Query | undefined) =>
  q !== undefined && /^select count\(\*\)|from "row_counts"/.test(q.sql);

/**
 * The ceiling: a bare Fastify app on Rimba's paths that sends Rimba's SQL (page and count in parallel,
 * as Rimba does) and answers JSON, with no auth, validation, permission check or response schema.
 * `replayed` gives, by path and query string, the queries recorded from Rimba for a call whose SQL is
 * not written out here (a filtered list, a search): the ceiling sends exactly those, a page and its count
 * together, else one after the other (a search's matches found up to the bound, then its page read in
 * order), and answers the rows of the last.
 */
export async function startCeiling(
  sendSql: SendSql,
  replayed: ReadonlyMap<string, Replayed> = new Map(),
): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  const send = (q: Query) => sendSql(q.sql, q.params);
  app.get<{ Querystring: ListParams }>('/api/partners/list', async (request) => {
    const replay = replayed.get(request.url);
    const [page, count, ...rest] = replay?.queries ?? listQueries(request.query);
    if (page && isCount(count) && rest.length === 0) {
      const [data, [counted]] = await Promise.all([send(page), send(count!)]);
      return { data, total: Number(counted?.total) };
    }
    let rows: Record<string, unknown>[] = [];
    for (const q of [page, count, ...rest]) if (q) rows = await send(q);
    const data = rows.map(({ __total, ...row }) => row);
    return { data, ...(replay?.estimated ?? { total: Number(rows[0]?.__total ?? 0) }) };
  });
  app.get<{ Params: { id: string } }>('/api/partners/:id/show', async (request, reply) => {
    const [row] = await send(showQuery(request.params.id));
    if (!row) return reply.code(404).send({ message: 'Not found' });
    return { data: row };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

/**
 * A bare Fastify app that answers each path (with its query string) of `replayed` by sending the queries
 * recorded from Rimba for it, with no auth, validation or permission work: a page and its count together,
 * as Rimba sends them, then the others (an estimate, the labels) in turn. It answers the page's rows.
 */
export async function startReplay(
  sendSql: SendSql,
  replayed: ReadonlyMap<string, Query[]>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  const send = (q: Query) => sendSql(q.sql, q.params);
  app.get('/*', async (request, reply) => {
    const queries = replayed.get(request.url);
    if (!queries) return reply.code(404).send({ message: 'Not recorded' });
    const [page, ...rest] = queries;
    const count = rest.find(isCount);
    const [data] = await Promise.all([page, count].filter((q) => q !== undefined).map(send));
    for (const q of rest) if (q !== count) await send(q);
    return { data };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}
