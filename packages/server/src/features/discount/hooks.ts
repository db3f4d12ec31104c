import type { discount, FieldErrors, Text } from '@rimba/core';
import { interpolate } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Row } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';

type AnyDb = Kysely<Record<string, Row>>;

const messages = {
  amountNeeded: {
    id: 'Potongan harus diisi untuk diskon jenis Potongan Rupiah',
    en: 'Amount off is required for an amount-off discount',
  },
  percentNeeded: {
    id: 'Persen harus diisi untuk diskon jenis Persen',
    en: 'Percent is required for a percentage discount',
  },
  untilBeforeFrom: {
    id: 'Berlaku Sampai tidak boleh sebelum Berlaku Mulai',
    en: 'Valid Until cannot be before Valid From',
  },
  limitBelowUsed: {
    id: 'Batas Pemakaian tidak boleh kurang dari {used}, jumlah pemakaian kode ini sejauh ini',
    en: 'Usage Limit cannot be less than {used}, the number of times the code has been used so far',
  },
  codeTaken: { id: 'Kode sudah dipakai diskon lain', en: 'Another discount already has this code' },
} satisfies Record<string, Text>;

/**
 * A discount's fields depend on each other: its kind says which of amount and percent it needs (the other
 * is cleared), its dates run forward, and its limit is not below what has been used. On an update the
 * row as stored stands in for the fields not sent. Codes are stored in capitals, so that HIJAU10 and
 * hijau10 are one code.
 */
export const discountHooks: ResourceHooks<typeof discount> = {
  async check(ctx, values, change) {
    const row = { ...change.previous, ...values };
    const t = (m: Text, params: Record<string, number> = {}) => [interpolate(m[ctx.lang], params)];
    const errors: FieldErrors = {};
    if (row.kind === 'amount' && (row.amount === null || row.amount === undefined)) {
      errors.amount = t(messages.amountNeeded);
    }
    if (row.kind === 'percent' && (row.percent === null || row.percent === undefined)) {
      errors.percent = t(messages.percentNeeded);
    }
    if (row.valid_from && row.valid_until && row.valid_until < row.valid_from) {
      errors.valid_until = t(messages.untilBeforeFrom);
    }
    const used = Number(change.previous?.used_count ?? 0);
    if (typeof row.usage_limit === 'number' && row.usage_limit < used) {
      errors.usage_limit = t(messages.limitBelowUsed, { used });
    }
    if (typeof values.code === 'string') {
      const taken = await (ctx.db as unknown as AnyDb)
        .selectFrom('discounts')
        .select('id')
        .where('code', '=', values.code.toUpperCase())
        .$if(change.mode === 'update', (q) => q.where('id', '<>', change.previous!.id))
        .executeTakeFirst();
      if (taken) errors.code = t(messages.codeTaken);
    }
    return errors;
  },
  beforeChange(_ctx, values, change) {
    const set: Row = {};
    if (typeof values.code === 'string') set.code = values.code.toUpperCase();
    const kind = values.kind ?? change.previous?.kind;
    if (kind === 'amount') set.percent = null;
    if (kind === 'percent') set.amount = null;
    return set;
  },
};
