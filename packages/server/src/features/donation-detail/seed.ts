import type { donationDetail } from '@rimba/core';
import { invoiceNumber, usdCentsOf } from '@rimba/core';
import { sql } from 'kysely';
import { publicCode } from '../../payments/ledger.js';
import type { SeedContext } from '../../resources/parts.js';

const day = 86_400_000;
const perTree = 15_000;
const rate = 16_000;

/**
 * A few donations as the sandbox provider took them: paid by card and by PayPal, one failed and one
 * expired, each with its payment, so staff see every state in the lists.
 */
export async function seedDonations(seed: SeedContext<typeof donationDetail>): Promise<void> {
  const sponsors = seed.ids('sponsors');
  const [card, paypal] = seed.ids('payment-method') as [number, number];
  const [general] = seed.ids('donation-categories');
  const demo = [
    { sponsor: 0, trees: 10, method: card, status: 'paid', comment: 'Untuk hutan yang lebih hijau.' },
    { sponsor: 1, trees: 100, method: card, status: 'paid', comment: 'Donasi karyawan PT Hijau Lestari.' },
    { sponsor: 2, trees: 10, method: paypal, status: 'paid', comment: 'Happy to help the forest.' },
    { sponsor: 3, trees: 1, method: card, status: 'failed', comment: 'Semoga tumbuh subur.' },
    { sponsor: 4, trees: 10, method: paypal, status: 'expired', comment: 'For my daughter’s birthday.' },
    { sponsor: 0, trees: 1, method: card, status: 'paid', comment: 'Satu pohon lagi.' },
  ];
  for (const [i, d] of demo.entries()) {
    const at = new Date(seed.base + (20 + i * 6) * day);
    const usd = d.method === paypal;
    const amount = d.trees * perTree;
    const charged = usd ? usdCentsOf(amount, rate) : amount;
    const reference = invoiceNumber('DON', 2026, i + 1);
    const { rows } = await sql<{ id: string }>`
      insert into donations (reference, sponsor_id, qty_tree, amount, currency, amount_usd, usd_rate, category_id,
        payment_method_id, provider, comment, status, paid_at, lang, public_code, created_at, updated_at)
      values (${reference}, ${sponsors[d.sponsor]}, ${d.trees}, ${amount}, ${usd ? 'USD' : 'IDR'},
        ${usd ? charged : null}, ${usd ? rate : null}, ${general ?? null}, ${d.method}, 'sandbox', ${d.comment},
        ${d.status}, ${d.status === 'paid' ? at : null}, ${usd ? 'en' : 'id'}, ${publicCode()}, ${at}, ${at})
      returning id`.execute(seed.db);
    await sql`
      insert into payments (reference, donation_id, provider, provider_ref, currency, amount, status, detail,
        confirmed_at, created_at, updated_at)
      values (${reference}, ${Number(rows[0]!.id)}, 'sandbox', ${`demo-${reference}`}, ${usd ? 'USD' : 'IDR'},
        ${charged}, ${d.status}, ${`sandbox: ${d.status}`}, ${at}, ${at}, ${at})`.execute(seed.db);
  }
  await sql`insert into number_sequences (name, year, last) values ('DON', 2026, ${demo.length})`.execute(
    seed.db,
  );
}
