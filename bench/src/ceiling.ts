import Fastify from 'fastify';
import type { SendSql } from './databases.js';

export interface Query {
  sql: string;
  params: unknown[];
}

const columns =
  '"id", "created_at", "updated_at", "company_name", "description", "description_en", "website", "link_blog", "file_logo"';
const search = '("company_name" ilike $1 or "description" ilike $2)';

/**
 * The SQL Rimba sends for the partners list, search and show, as Kysely compiles it. Each run checks that
 * Rimba still sends exactly this (see same-sql.ts).
 */
const partnersSql = {
  page: `select ${columns} from "partners" order by "created_at" desc, "id" desc limit $1 offset $2`,
  count: 'select "n" as "total" from "row_counts" where "table_name" = $1',
  searchPage: `with "matches" as materialized (select "id", "created_at" from "partners" where ${search}) select ${columns}, (select count(*) as "n" from "matches") as "__total" from "partners" where "id" in (select "id" from "matches" order by "created_at" desc, "id" desc limit $3 offset $4) order by "created_at" desc, "id" desc`,
  show: `select ${columns} from "partners" where "id" = $1`,
};

export interface ListParams {
  page?: string;
  limit?: string;
  search?: string;
}

/**
 * The queries of a list call: page and row count, or for a search one page query that also counts the
 * matches. Only the term's LIKE wildcards are escaped, as Rimba does.
 */
export function listQueries({ page = '1', limit = '10', search: term }: ListParams): Query[] {
  const size = Number(limit);
  const offset = (Number(page) - 1) * size;
  if (!term) {
    return [
      { sql: partnersSql.page, params: [size, offset] },
      { sql: partnersSql.count, params: ['partners'] },
    ];
  }
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return [{ sql: partnersSql.searchPage, params: [pattern, pattern, size, offset] }];
}

export function showQuery(id: string): Query {
  return { sql: partnersSql.show, params: [Number(id)] };
}

/**
 * The ceiling: a bare Fastify app on Rimba's paths that sends Rimba's SQL (page and count in parallel,
 * as Rimba does) and answers JSON, with no auth, validation, permission check or response schema.
 * `replayed` gives, by path and query string, the queries recorded from Rimba for a call whose SQL is
 * not written out here (a filtered list): the ceiling sends exactly those.
 */
export async function startCeiling(
  sendSql: SendSql,
  replayed: ReadonlyMap<string, Query[]> = new Map(),
): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  const send = (q: Query) => sendSql(q.sql, q.params);
  app.get<{ Querystring: ListParams }>('/api/partners/list', async (request) => {
    const [page, count] = (replayed.get(request.url) ?? listQueries(request.query)) as [
      Query,
      Query | undefined,
    ];
    if (count) {
      const [data, [counted]] = await Promise.all([send(page), send(count)]);
      return { data, total: Number(counted?.total) };
    }
    const rows = await send(page);
    return { data: rows.map(({ __total, ...row }) => row), total: Number(rows[0]?.__total ?? 0) };
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
  const counts = (q: Query) => /^select count\(\*\)|from "row_counts"/.test(q.sql);
  app.get('/*', async (request, reply) => {
    const queries = replayed.get(request.url);
    if (!queries) return reply.code(404).send({ message: 'Not recorded' });
    const [page, ...rest] = queries;
    const count = rest.find(counts);
    const [data] = await Promise.all([page, count].filter((q) => q !== undefined).map(send));
    for (const q of rest) if (q !== count) await send(q);
    return { data };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}
