import type { win } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Row } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';

type AnyDb = Kysely<Record<string, Row>>;

/** A code made the sample takes the place of the one that was: there is one sample at most. */
export const winHooks: ResourceHooks<typeof win> = {
  async beforeChange(ctx, values, change) {
    if (values.is_sample !== true) return undefined;
    let others = (ctx.db as unknown as AnyDb)
      .updateTable('wins')
      .set({ is_sample: false, updated_at: new Date() })
      .where('is_sample', '=', true);
    if (change.mode === 'update') others = others.where('id', '<>', Number(change.previous.id));
    await others.execute();
    return undefined;
  },
};
