import type { Lang } from '@rimba/core';
import { escapeHtml } from '../resources/export-formats/html.js';
import type { ProviderState } from './provider.js';

const texts = {
  id: {
    title: 'Pembayaran Demo',
    banner: 'DEMO — ini bukan pembayaran sungguhan. Tidak ada uang yang berpindah.',
    intro: 'Penyedia pembayaran sandbox bawaan Rimba. Pilih apa yang terjadi dengan pembayaran ini:',
    amount: 'Jumlah',
    reference: 'Referensi',
    pay: 'Setujui Pembayaran',
    decline: 'Tolak Pembayaran',
    pending: 'Biarkan Tertunda',
    done: 'Pembayaran ini sudah diproses',
    back: 'Kembali ke situs',
  },
  en: {
    title: 'Demo Payment',
    banner: 'DEMO — this is not a real payment. No money moves.',
    intro: 'Rimba’s built-in sandbox payment provider. Choose what happens to this payment:',
    amount: 'Amount',
    reference: 'Reference',
    pay: 'Approve Payment',
    decline: 'Decline Payment',
    pending: 'Leave Pending',
    done: 'This payment has been processed already',
    back: 'Back to the site',
  },
};

/** Whole rupiah or US cents as the pay page shows them. */
export function shownAmount(currency: string, amount: number): string {
  if (currency === 'USD') {
    const cents = String(amount).padStart(3, '0');
    return `US$${cents.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.slice(-2)}`;
  }
  return `Rp ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** The sandbox provider's pay page: plain HTML with no script, marked as a demo everywhere. */
export function sandboxPage(
  lang: Lang,
  row: {
    token: string;
    reference: string;
    currency: string;
    amount: number;
    description: string;
    return_url: string;
  },
  state: ProviderState,
): string {
  const t = texts[lang];
  const open = state === 'pending';
  const button = (choice: string, label: string, colour: string) =>
    `<button name="choice" value="${choice}" style="background:${colour};color:#fff;border:0;border-radius:8px;padding:12px 18px;font-size:16px;margin:4px">${escapeHtml(label)}</button>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t.title)} — Rimba</title></head>
<body style="font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a">
<p role="alert" style="margin:0;padding:12px;background:#b45309;color:#fff;text-align:center;font-weight:700">${escapeHtml(t.banner)}</p>
<main style="max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px">
<h1 style="margin-top:0">${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<dl><dt>${escapeHtml(t.reference)}</dt><dd data-testid="sandbox-reference">${escapeHtml(row.reference)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd data-testid="sandbox-amount">${escapeHtml(shownAmount(row.currency, Number(row.amount)))}</dd>
<dd>${escapeHtml(row.description)}</dd></dl>
${
  open
    ? `<form method="post" action="/api/public/payments/sandbox/${escapeHtml(row.token)}">
${button('pay', t.pay, '#047857')}${button('decline', t.decline, '#b91c1c')}${button('pending', t.pending, '#475569')}
</form>`
    : `<p>${escapeHtml(t.done)}</p><p><a href="${escapeHtml(row.return_url)}">${escapeHtml(t.back)}</a></p>`
}
</main></body></html>`;
}
