import { formatDateTime, formatNumber, formatRupiah, formatUsdCents, type Lang } from '@rimba/core';
import { composeMail, type MailContent } from '../../mail/templates.js';

export interface DonationReceipt {
  donor: string;
  trees: number;
  /** Integer minor units: whole rupiah, or US cents. */
  amount: number;
  currency: 'IDR' | 'USD';
  paidAt: Date;
  reference: string;
  /** The donation's public page, where its trees show once planted. */
  pageUrl: string;
  certificateUrl: string;
  /** The payment method's name as the donor chose it. */
  method: string;
}

export interface OrderReceipt {
  buyer: string;
  invoiceNo: string;
  /** Prices and amounts in whole rupiah; `amount` is the line's total. */
  items: { name: string; qty: number; price: number; amount: number }[];
  subtotal: number;
  discount: { code: string; amount: number } | null;
  total: number;
  paidAt: Date;
  billing: {
    address1: string;
    address2?: string | null;
    city: string;
    state: string;
    country: string;
    zipcode: string;
    phone: string;
  };
  /** The order's page. */
  pageUrl: string;
}

export interface PaymentFailed {
  name: string;
  reference: string;
  kind: 'donation' | 'order';
  /** Where the payer can pay again. */
  retryUrl: string;
}

/** A name as one line; a blank one greets without it. */
const greeting = (lang: Lang, name: string) => {
  const oneLine = name.replace(/\s+/g, ' ').trim();
  const hello = lang === 'en' ? 'Hello' : 'Halo';
  return oneLine ? `${hello} ${oneLine},` : `${hello},`;
};

/** The moment of payment in Jakarta time, saying so: a donor abroad reads it in their own zone otherwise. */
const paidAtText = (paidAt: Date, lang: Lang) =>
  lang === 'en' ? `${formatDateTime(paidAt, 'en')} (Jakarta time)` : `${formatDateTime(paidAt, 'id')} WIB`;

const amountText = (amount: number, currency: 'IDR' | 'USD') =>
  currency === 'USD' ? formatUsdCents(amount) : formatRupiah(amount);

const count = (n: number, lang: Lang) => formatNumber(n, lang) ?? String(n);

/** The receipt of a paid tree donation, with its certificate and the page its trees will show on. */
export function donationReceipt(lang: Lang, receipt: DonationReceipt): MailContent {
  const { trees, amount, currency, paidAt, reference, pageUrl, certificateUrl, method } = receipt;
  const en = lang === 'en';
  const treesText = en
    ? `${count(trees, lang)} ${trees === 1 ? 'tree' : 'trees'}`
    : `${count(trees, lang)} pohon`;
  return composeMail({
    subject: en ? 'Thank you for your donation' : 'Terima kasih atas donasi Anda',
    greeting: greeting(lang, receipt.donor),
    paragraphs: [
      en
        ? `We have received your donation to plant ${treesText} with Rimba. This mail is your receipt.`
        : `Donasi Anda untuk menanam ${treesText} bersama Rimba telah kami terima. Email ini adalah tanda terima Anda.`,
      {
        kind: 'table',
        rows: [
          [en ? 'Trees' : 'Jumlah pohon', treesText],
          [en ? 'Amount' : 'Nominal', amountText(amount, currency)],
          [en ? 'Paid on' : 'Tanggal bayar', paidAtText(paidAt, lang)],
          [en ? 'Payment method' : 'Metode pembayaran', method],
          [en ? 'Reference' : 'Referensi', reference],
        ],
      },
      en
        ? 'Your certificate of donation is ready to download.'
        : 'Sertifikat donasi Anda sudah dapat diunduh.',
    ],
    action: { label: en ? 'Download certificate' : 'Unduh Sertifikat', url: certificateUrl },
    closing: {
      kind: 'link',
      text: en
        ? 'Your trees will show on the page of your donation once they are planted:'
        : 'Pohon Anda akan tampil di halaman donasi Anda setelah ditanam:',
      url: pageUrl,
    },
  });
}

/** The receipt of a paid gift order: its lines, the totals in rupiah and the billing address. */
export function orderReceipt(lang: Lang, receipt: OrderReceipt): MailContent {
  const { invoiceNo, items, subtotal, discount, total, paidAt, billing, pageUrl } = receipt;
  const en = lang === 'en';
  const address = [
    billing.address1,
    billing.address2,
    [billing.city, [billing.state, billing.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    billing.country,
    `${en ? 'Phone' : 'Telepon'}: ${billing.phone}`,
  ]
    .map((line) => line?.trim())
    .filter(Boolean)
    .join('\n');
  return composeMail({
    subject: en ? `Receipt for order ${invoiceNo}` : `Tanda terima pesanan ${invoiceNo}`,
    greeting: greeting(lang, receipt.buyer),
    paragraphs: [
      en
        ? `Thank you for your order. We received your payment on ${paidAtText(paidAt, lang)}. This mail is your receipt for order ${invoiceNo}.`
        : `Terima kasih atas pesanan Anda. Pembayaran Anda telah kami terima pada ${paidAtText(paidAt, lang)}. Email ini adalah tanda terima pesanan ${invoiceNo}.`,
      {
        kind: 'table',
        head: en ? ['Item', 'Qty', 'Price', 'Amount'] : ['Barang', 'Jml', 'Harga', 'Jumlah'],
        align: ['left', 'right', 'right', 'right'],
        rows: items.map((item) => [
          item.name,
          count(item.qty, lang),
          formatRupiah(item.price),
          formatRupiah(item.amount),
        ]),
        foot: [
          { label: 'Subtotal', value: formatRupiah(subtotal) },
          ...(discount
            ? [
                {
                  label: `${en ? 'Discount' : 'Diskon'} (${discount.code})`,
                  value: formatRupiah(-discount.amount),
                },
              ]
            : []),
          { label: 'Total', value: formatRupiah(total), strong: true },
        ],
      },
      `${en ? 'Billing address' : 'Alamat penagihan'}:\n${address}`,
    ],
    action: { label: en ? 'See your order' : 'Lihat Pesanan', url: pageUrl },
  });
}

/** The payer's payment did not go through: nothing was charged, and they may try again. */
export function paymentFailed(lang: Lang, failed: PaymentFailed): MailContent {
  const { reference, kind, retryUrl } = failed;
  const en = lang === 'en';
  const what = en
    ? kind === 'donation'
      ? `your donation (reference ${reference})`
      : `your order ${reference}`
    : kind === 'donation'
      ? `donasi Anda (referensi ${reference})`
      : `pesanan Anda ${reference}`;
  return composeMail({
    subject: en ? 'Your payment did not go through' : 'Pembayaran Anda tidak berhasil',
    greeting: greeting(lang, failed.name),
    paragraphs: [
      en
        ? `The payment for ${what} did not go through, and nothing was charged.`
        : `Pembayaran untuk ${what} tidak berhasil, dan tidak ada dana yang ditagihkan.`,
    ],
    action: { label: en ? 'Try again' : 'Coba Lagi', url: retryUrl },
    closing: en
      ? 'If you did not mean to pay, you can ignore this mail.'
      : 'Bila Anda tidak bermaksud membayar, abaikan email ini.',
  });
}
