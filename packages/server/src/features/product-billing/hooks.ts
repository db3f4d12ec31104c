import type { productBilling } from '@rimba/core';
import type { ResourceHooks } from '../../resources/parts.js';

/**
 * An invoice's total is its weight times its price per kilogram, in whole rupiah, computed here whatever
 * a client sent; on an update the row as stored stands in for the one not sent.
 */
export const productBillingHooks: ResourceHooks<typeof productBilling> = {
  beforeChange(_ctx, values, change) {
    if (!('weight_kg' in values) && !('price_per_kg' in values)) return undefined;
    const row = { ...change.previous, ...values };
    return { total: Math.round(Number(row.weight_kg) * Number(row.price_per_kg)) };
  },
};
