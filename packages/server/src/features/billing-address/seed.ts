import type { billingAddress } from '@rimba/core';
import { invoiceNumber } from '@rimba/core';
import { sql } from 'kysely';
import { publicCode } from '../../payments/ledger.js';
import type { SeedContext } from '../../resources/parts.js';

const day = 86_400_000;

/** Gift orders as the sandbox provider took them: one paid, one expired, one refunded. */
export async function seedOrders(seed: SeedContext<typeof billingAddress>): Promise<void> {
  const products = seed.ids('products');
  const [card] = seed.ids('payment-method') as [number];
  const { rows: prices } = await sql<{ id: string; product_name: string; price: string }>`
    select id, product_name, price from products where id in (${sql.join(products.slice(0, 3))}) order by id`.execute(
    seed.db,
  );
  const demo = [
    {
      status: 'paid',
      stock: 'sold',
      lines: [
        [0, 1],
        [1, 2],
      ],
      buyer: ['Ayu', 'Pratiwi', 'Yogyakarta', 'DI Yogyakarta', '55281'],
    },
    {
      status: 'expired',
      stock: 'released',
      lines: [[2, 1]],
      buyer: ['Hendra', 'Wijaya', 'Surabaya', 'Jawa Timur', '60241'],
    },
    {
      status: 'refunded',
      stock: 'sold',
      lines: [[0, 3]],
      buyer: ['Sarah', 'Lim', 'Medan', 'Sumatera Utara', '20112'],
    },
  ] as const;
  for (const [i, o] of demo.entries()) {
    const at = new Date(seed.base + (30 + i * 9) * day);
    const items = o.lines.map(([p, qty]) => {
      const row = prices[p]!;
      return { product_id: Number(row.id), name: row.product_name, qty, price: Number(row.price) };
    });
    const total = items.reduce((sum, item) => sum + item.price * item.qty, 0);
    const invoice = invoiceNumber('INV', 2026, i + 1);
    const [firstname, lastname, city, state, zipcode] = o.buyer;
    const { rows } = await sql<{ id: string }>`
      insert into orders (invoice_no, firstname, lastname, email, phone, address1, city, state, country, zipcode,
        subtotal, discount_amount, total, payment_method_id, provider, status, stock_state, expires_at, paid_at, lang,
        public_code, created_at, updated_at)
      values (${invoice}, ${firstname}, ${lastname}, ${`${firstname.toLowerCase()}@example.id`}, '081234560000',
        'Jl. Kenanga 12', ${city}, ${state}, 'Indonesia', ${zipcode}, ${total}, 0, ${total}, ${card}, 'sandbox',
        ${o.status}, ${o.stock}, ${new Date(at.getTime() + 30 * 60_000)}, ${o.status === 'expired' ? null : at}, 'id',
        ${publicCode()}, ${at}, ${at})
      returning id`.execute(seed.db);
    const orderId = Number(rows[0]!.id);
    for (const item of items) {
      await sql`
        insert into order_items (order_id, product_id, product_name, qty, price, amount, created_at, updated_at)
        values (${orderId}, ${item.product_id}, ${item.name}, ${item.qty}, ${item.price}, ${item.price * item.qty},
          ${at}, ${at})`.execute(seed.db);
    }
    await sql`
      insert into payments (reference, order_id, provider, provider_ref, currency, amount, status, detail,
        confirmed_at, created_at, updated_at)
      values (${invoice}, ${orderId}, 'sandbox', ${`demo-${invoice}`}, 'IDR', ${total}, ${o.status},
        ${`sandbox: ${o.status}`}, ${at}, ${at}, ${at})`.execute(seed.db);
  }
  await sql`insert into number_sequences (name, year, last) values ('INV', 2026, ${demo.length})`.execute(
    seed.db,
  );
}
