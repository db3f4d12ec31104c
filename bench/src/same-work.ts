import { isDeepStrictEqual } from 'node:util';
import { buildApp } from '@rimba/server';
import type { Kysely, KyselyPlugin } from 'kysely';
import type { Config } from '../../packages/server/src/config.js';
import type { DbKind } from '../../packages/server/src/db/connection.js';
import type { Database } from '../../packages/server/src/db/schema.js';
import type { Query } from './ceiling.js';

/** One call of an endpoint and the queries the ceiling sends for it. */
export interface SampleCall {
  path: string;
  ceiling: Query[];
}

const key = (queries: Query[]) => queries.map((q) => JSON.stringify(q)).sort();

export type Setup = { config: Config; db: Kysely<Database>; dbKind: DbKind; authorization: string };

/**
 * The partners and row-count queries (all but the token look-up) a throwaway Rimba app on the same
 * database compiles while it answers each path, text and parameters.
 */
export async function recordSql(setup: Setup, paths: string[]): Promise<Query[][]> {
  const { db } = setup;
  const recorded: Query[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      const compiled = db.getExecutor().compileQuery(node, queryId);
      recorded.push({ sql: compiled.sql, params: [...compiled.parameters] });
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const app = await buildApp({ ...setup, db: db.withPlugin(recorder), logger: false });
  try {
    const answers: Query[][] = [];
    for (const path of paths) {
      recorded.length = 0;
      const res = await app.inject({ url: path, headers: { authorization: setup.authorization } });
      if (res.statusCode !== 200)
        throw new Error(`Rimba answered ${path} with ${res.statusCode}: ${res.body}`);
      answers.push(recorded.filter((q) => /from "(partners|row_counts)"/.test(q.sql)));
    }
    return answers;
  } finally {
    await app.close();
  }
}

/** Checks that the ceiling sends exactly Rimba's SQL for each sample call. */
export async function checkSameSql(setup: Setup, calls: SampleCall[]): Promise<void> {
  const recorded = await recordSql(
    setup,
    calls.map((c) => c.path),
  );
  calls.forEach((call, i) => {
    const rimba = recorded[i] ?? [];
    if (!isDeepStrictEqual(key(rimba), key(call.ceiling))) {
      throw new Error(
        `The ceiling's SQL for ${call.path} is not Rimba's any more; update ceiling.ts.\n` +
          `Rimba:   ${key(rimba).join('\n         ')}\nceiling: ${key(call.ceiling).join('\n         ')}`,
      );
    }
  });
}

/** Fetches a path from Rimba and from the ceiling and checks that both answer 200 with the same JSON. */
export async function checkSameAnswer(
  rimbaUrl: string,
  ceilingUrl: string,
  path: string,
  authorization: string,
): Promise<unknown> {
  const [rimba, ceiling] = await Promise.all(
    [rimbaUrl, ceilingUrl].map(async (base) => {
      const res = await fetch(base + path, { headers: { authorization } });
      if (res.status !== 200) throw new Error(`${base}${path} answered ${res.status}: ${await res.text()}`);
      return res.json();
    }),
  );
  if (!isDeepStrictEqual(rimba, ceiling)) throw new Error(`Rimba and the ceiling answer ${path} differently`);
  return rimba;
}
