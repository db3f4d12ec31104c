import { formatNumber, interpolate, type investor, type Text } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import { httpError } from '../../http/errors.js';
import type { Row } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';

type AnyDb = Kysely<Record<string, Row>>;

/** Sums of decimals are not exact: a total this close to 100% is 100%. */
const tolerance = 1e-6;

const overShared: Text = {
  id: 'Total persentase investor proyek ini menjadi {total}%, melebihi 100%; sisa yang dapat dibagi {left}%',
  en: "This project's investor shares would add up to {total}%, more than 100%; {left}% is left to share",
};

/**
 * The investors' shares of one project add up to 100% at most. Checked once the row is written, in the
 * write's transaction, with the project's row locked first: two writes to one project's shares take turns,
 * and the second counts the first's share once it has committed (each statement of a read-committed
 * transaction sees what committed before it). The lock is `for no key update`, which the key-share lock a
 * new share's reference takes on the project does not wait for, so two writers cannot deadlock on it.
 * Rows of an import are counted together, since they are all written before any is checked.
 */
export const investorHooks: ResourceHooks<typeof investor> = {
  async afterChange(ctx, row, values) {
    if (!('percentage' in values) && !('project_id' in values)) return;
    const db = ctx.db as unknown as AnyDb;
    await sql`select id from projects where id = ${row.project_id} for no key update`.execute(db);
    const { rows } = await sql<{ total: number | string }>`
      select coalesce(sum(percentage), 0) as total from investors where project_id = ${row.project_id}`.execute(
      db,
    );
    const total = Number(rows[0]?.total ?? 0);
    if (total <= 100 + tolerance) return;
    const left = Math.max(0, 100 - (total - Number(row.percentage)));
    const text = interpolate(overShared[ctx.lang], {
      total: formatNumber(total, ctx.lang) ?? String(total),
      left: formatNumber(left, ctx.lang) ?? String(left),
    });
    throw httpError(422, 'validationFailed', ctx.lang, {}, { percentage: [text] });
  },
};
