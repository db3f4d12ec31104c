import { type FieldErrors, interpolate, type products, type Text } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Row } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';

type AnyDb = Kysely<Record<string, Row>>;

const stockBelowReserved: Text = {
  id: 'Stok tidak boleh kurang dari {reserved}, jumlah yang sedang tertahan checkout yang belum dibayar',
  en: 'Stock cannot be less than {reserved}, the number held by checkouts not paid yet',
};

/** Staff may lower a gift's stock, but never below what unpaid checkouts hold of it. */
export const productHooks: ResourceHooks<typeof products> = {
  async check(ctx, values, change): Promise<FieldErrors> {
    if (change.mode !== 'update' || typeof values.stock !== 'number') return {};
    // The row is locked until the write commits: a checkout reserving at the same moment waits, so the
    // stock is compared with what is held when it is written, and the table's check never has to refuse.
    const row = await (ctx.db as unknown as AnyDb)
      .selectFrom('products')
      .select('reserved')
      .where('id', '=', change.previous.id)
      .forUpdate()
      .executeTakeFirst();
    const reserved = Number(row?.reserved ?? 0);
    if (values.stock >= reserved) return {};
    return { stock: [interpolate(stockBelowReserved[ctx.lang], { reserved })] };
  },
};
