import jsqr from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { type CertificateInput, certificatePdf } from '../src/payments/receipts/certificate.js';
import { donationReceipt, orderReceipt, paymentFailed } from '../src/payments/receipts/mails.js';

const paidAt = new Date('2026-11-22T03:15:00Z');
const pageUrl = 'https://rimba.example/donasi/8f3a2c1e-4b5d-4e6f-9a7b-1c2d3e4f5a6b';
const certificate: CertificateInput = {
  lang: 'id',
  donor: 'Siti Nurhaliza',
  trees: 10,
  paidAt,
  reference: 'DON-20261122-0001',
  pageUrl,
};

/** The PDF as a reader opens it: its pages, the text of its first page, its metadata. */
async function readPdf(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const items = content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [{ text: item.str, left: item.transform[4] as number, width: item.width }]
      : [],
  );
  const lines = items.map((item) => item.text);
  const info = (await doc.getMetadata()).info as Record<string, unknown>;
  return { doc, page, pages: doc.numPages, items, lines, text: lines.join(' '), info };
}

/** What pdf.js draws with in Node (a canvas of @napi-rs/canvas), as far as these tests use it. */
interface CanvasFactory {
  create(
    width: number,
    height: number,
  ): {
    canvas: unknown;
    context: {
      getImageData(
        x: number,
        y: number,
        w: number,
        h: number,
      ): { data: Uint8ClampedArray; width: number; height: number };
    };
  };
}

/** The first page drawn as pixels, as a screen shows it, and the QR code a phone would read from it. */
async function scanQr(pdf: Buffer): Promise<string | undefined> {
  const { doc, page } = await readPdf(pdf);
  const viewport = page.getViewport({ scale: 2 });
  const { canvas, context } = (doc.canvasFactory as CanvasFactory).create(viewport.width, viewport.height);
  await page.render({ canvas, canvasContext: context, viewport } as Parameters<typeof page.render>[0])
    .promise;
  const image = context.getImageData(0, 0, viewport.width, viewport.height);
  // jsqr is CommonJS: its function is the module's `default`.
  return jsqr.default(image.data, image.width, image.height)?.data;
}

describe('donation certificate', () => {
  it('is one A4 landscape page with the donor, the trees, the date, the reference and the foundation', async () => {
    const pdf = await certificatePdf(certificate);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, page, lines, text } = await readPdf(pdf);
    expect(pages).toBe(1);
    const [, , width, height] = page.view;
    expect([Math.round(width!), Math.round(height!)]).toEqual([842, 595]);
    expect(lines).toContain('Sertifikat Donasi Pohon');
    expect(lines).toContain('Siti Nurhaliza');
    expect(lines).toContain('atas donasi 10 pohon');
    expect(lines).toContain('Tanggal: 22 November 2026');
    expect(lines).toContain('Referensi: DON-20261122-0001');
    expect(lines).toContain('Rimba');
    expect(text).toContain('Terima kasih');
    // The address under the code may wrap over lines.
    expect(lines.join('')).toContain(pageUrl);
  });

  it('in English, with the tree count in the singular or plural and the date in Jakarta', async () => {
    // 18:30 UTC is already the next day in Jakarta.
    const lateAt = new Date('2026-11-22T18:30:00Z');
    const one = await readPdf(await certificatePdf({ ...certificate, lang: 'en', trees: 1, paidAt: lateAt }));
    expect(one.lines).toContain('Tree Donation Certificate');
    expect(one.lines).toContain('for the donation of 1 tree');
    expect(one.lines).toContain('Date: 23 November 2026');
    expect(one.lines).toContain('Reference: DON-20261122-0001');
    const many = await readPdf(await certificatePdf({ ...certificate, lang: 'en', trees: 1500 }));
    expect(many.lines).toContain('for the donation of 1,500 trees');
    const banyak = await readPdf(await certificatePdf({ ...certificate, trees: 1500 }));
    expect(banyak.lines).toContain('atas donasi 1.500 pohon');
  });

  it('carries a QR code that opens the donation page', async () => {
    const pdf = await certificatePdf(certificate);
    expect(await scanQr(pdf)).toBe(pageUrl);
    const other = `${pageUrl.replace('8f3a', '0000')}?lang=en`;
    expect(await scanQr(await certificatePdf({ ...certificate, pageUrl: other }))).toBe(other);
  });

  it('prints names in Latin Extended as written, and does not fail on a script the font lacks', async () => {
    const name = 'Zoë Ångström-Łukasiewicz Nguyễn';
    const latin = await readPdf(await certificatePdf({ ...certificate, donor: name }));
    expect(latin.lines).toContain(name);

    const chinese = await certificatePdf({ ...certificate, donor: '王芳' });
    const read = await readPdf(chinese);
    expect(read.pages).toBe(1);
    expect(read.lines).toContain('atas donasi 10 pohon');
    expect(await scanQr(chinese)).toBe(pageUrl);
  });

  it('keeps a name typed over lines, or a very long one, on its one line of one page', async () => {
    const typed = await readPdf(await certificatePdf({ ...certificate, donor: '  Budi\n\tSantoso  ' }));
    expect(typed.lines).toContain('Budi Santoso');
    const long = 'Raden Mas Bagus Hadiningrat Suryo Kusumo Wicaksono Prawirodirdjo '.repeat(3).trim();
    const read = await readPdf(await certificatePdf({ ...certificate, donor: long }));
    expect(read.pages).toBe(1);
    const name = read.items.find((item) => item.text.startsWith('Raden Mas Bagus'));
    expect(name?.text).toMatch(/…$/);
    // Within the frame drawn 34 pt inside the page's edges.
    expect(name!.left).toBeGreaterThan(34);
    expect(name!.left + name!.width).toBeLessThan(read.page.view[2]! - 34);
    expect(read.lines).toContain('atas donasi 10 pohon');
  });

  it('is the same file for the same donation, dated at its payment', async () => {
    const first = await certificatePdf(certificate);
    const again = await certificatePdf(certificate);
    expect(first.equals(again)).toBe(true);
    const { info } = await readPdf(first);
    expect(info.CreationDate).toMatch(/^D:20261122031500Z/);
    expect(info.Title).toBe('Sertifikat Donasi Pohon');
    expect(info.Author).toBe('Rimba');
  });

  it('is quick to make once the fonts are loaded', async () => {
    await certificatePdf(certificate);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      await certificatePdf({ ...certificate, donor: `Donatur ${i}`, trees: i + 1 });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    expect(times[2]).toBeLessThan(100);
  });
});

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
/** What a mail program shows of an HTML mail: its text without tags, a line per paragraph or table row. */
const shown = (html: string) =>
  html
    .replace(/<\/(p|tr)>|<br>/g, '\n')
    .replace(/<\/t[dh]>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
const hrefs = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({ url: m[1], label: m[2] }));

const donation = {
  donor: 'Siti Nurhaliza',
  trees: 10,
  amount: 150000,
  currency: 'IDR' as const,
  paidAt,
  reference: 'DON-20261122-0001',
  pageUrl,
  certificateUrl: `${pageUrl}/sertifikat.pdf`,
  method: 'QRIS',
};

describe('donation receipt mail', () => {
  it('in Indonesian: the trees, the amount in rupiah, the date, the reference and the certificate', () => {
    const mail = donationReceipt('id', donation);
    expect(mail.subject).toBe('Terima kasih atas donasi Anda');
    const lines = shown(mail.html);
    expect(lines[0]).toBe('Halo Siti Nurhaliza,');
    expect(lines).toContain('Jumlah pohon 10 pohon');
    expect(lines).toContain('Nominal Rp. 150.000');
    expect(lines).toContain('Tanggal bayar 22 November 2026 pukul 10.15 WIB');
    expect(lines).toContain('Metode pembayaran QRIS');
    expect(lines).toContain('Referensi DON-20261122-0001');
    expect(hrefs(mail.html)).toEqual([
      { url: donation.certificateUrl, label: 'Unduh Sertifikat' },
      { url: pageUrl, label: pageUrl },
    ]);
    expect(mail.text).toContain('Nominal: Rp. 150.000');
    expect(mail.text).toContain(`Unduh Sertifikat:\n${donation.certificateUrl}`);
    expect(mail.text).toContain(`setelah ditanam:\n${pageUrl}`);
  });

  it('in English, a dollar amount from its cents', () => {
    const mail = donationReceipt('en', {
      ...donation,
      trees: 1,
      amount: 1234,
      currency: 'USD',
      method: 'PayPal',
    });
    expect(mail.subject).toBe('Thank you for your donation');
    const lines = shown(mail.html);
    expect(lines).toContain('Trees 1 tree');
    expect(lines).toContain('Amount US$12.34');
    expect(lines).toContain('Paid on 22 November 2026 at 10:15 (Jakarta time)');
    expect(lines).toContain('Payment method PayPal');
    expect(mail.text).toContain('Amount: US$12.34');
    expect(hrefs(mail.html).map((a) => a.label)).toEqual(['Download certificate', pageUrl]);
    expect(shown(donationReceipt('en', { ...donation, amount: 150000 }).html)).toContain(
      'Amount Rp. 150.000',
    );
  });

  it('shows a name with markup as text', () => {
    const donor = '<img src=x onerror=alert(1)> "Tom" & Jerry';
    const mail = donationReceipt('en', { ...donation, donor });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Tom&quot; &amp; Jerry');
    expect(shown(mail.html)[0]).toBe(`Hello ${donor},`);
    expect(mail.text.split('\n')[0]).toBe(`Hello ${donor},`);
  });
});

const order = {
  buyer: 'Zoë <Admin>',
  invoiceNo: 'INV-4821',
  items: [
    { name: 'Kaos "Rimba" <L> & co', qty: 2, price: 75000, amount: 150000 },
    { name: 'Tumbler', qty: 1, price: 1200000, amount: 1200000 },
  ],
  subtotal: 1350000,
  discount: { code: 'HEMAT<10>', amount: 135000 },
  total: 1215000,
  paidAt,
  billing: {
    address1: 'Jl. Merdeka No. 1 <lt. 2>',
    address2: '',
    city: 'Bandung',
    state: 'Jawa Barat',
    country: 'Indonesia',
    zipcode: '40111',
    phone: '+62 812 3456 7890',
  },
  pageUrl: 'https://rimba.example/pesanan/INV-4821',
};

describe('order receipt mail', () => {
  it('in Indonesian: every line, the totals in rupiah, the billing address and the order page', () => {
    const mail = orderReceipt('id', order);
    expect(mail.subject).toBe('Tanda terima pesanan INV-4821');
    const lines = shown(mail.html);
    expect(lines[0]).toBe('Halo Zoë <Admin>,');
    expect(lines).toContain('Barang Jml Harga Jumlah');
    expect(lines).toContain('Kaos "Rimba" <L> & co 2 Rp. 75.000 Rp. 150.000');
    expect(lines).toContain('Tumbler 1 Rp. 1.200.000 Rp. 1.200.000');
    expect(lines).toContain('Subtotal Rp. 1.350.000');
    expect(lines).toContain('Diskon (HEMAT<10>) -Rp. 135.000');
    expect(lines).toContain('Total Rp. 1.215.000');
    const address = lines.indexOf('Alamat penagihan:');
    expect(lines.slice(address + 1, address + 5)).toEqual([
      'Jl. Merdeka No. 1 <lt. 2>',
      'Bandung, Jawa Barat 40111',
      'Indonesia',
      'Telepon: +62 812 3456 7890',
    ]);
    expect(hrefs(mail.html)).toEqual([{ url: order.pageUrl, label: 'Lihat Pesanan' }]);
    expect(mail.text).toContain('Kaos "Rimba" <L> & co | 2 | Rp. 75.000 | Rp. 150.000');
    expect(mail.text).toContain('Total: Rp. 1.215.000');
  });

  it('escapes every value it shows', () => {
    const { html } = orderReceipt('id', order);
    for (const raw of ['<Admin>', '<L>', '"Rimba"', '<10>', '<lt. 2>', '& co'])
      expect(html).not.toContain(raw);
    expect(html).toContain('Kaos &quot;Rimba&quot; &lt;L&gt; &amp; co');
  });

  it('in English, and without a discount line when there was none', () => {
    const mail = orderReceipt('en', {
      ...order,
      discount: null,
      total: 1350000,
      billing: { ...order.billing, address2: 'Blok C' },
    });
    expect(mail.subject).toBe('Receipt for order INV-4821');
    const lines = shown(mail.html);
    expect(lines).toContain('Item Qty Price Amount');
    expect(lines).toContain('Subtotal Rp. 1.350.000');
    expect(lines).toContain('Total Rp. 1.350.000');
    expect(lines.some((line) => line.startsWith('Discount'))).toBe(false);
    expect(lines).toContain('Blok C');
    expect(lines).toContain('Phone: +62 812 3456 7890');
    expect(lines.join(' ')).toContain('22 November 2026 at 10:15 (Jakarta time)');
    expect(hrefs(mail.html)).toEqual([{ url: order.pageUrl, label: 'See your order' }]);
  });
});

describe('payment failed mail', () => {
  it('says nothing was charged and links to paying again, in both languages', () => {
    const retryUrl = 'https://rimba.example/donasi?ulang=DON-20261122-0001&lang=id';
    const id = paymentFailed('id', {
      name: 'Budi',
      reference: 'DON-20261122-0001',
      kind: 'donation',
      retryUrl,
    });
    expect(id.subject).toBe('Pembayaran Anda tidak berhasil');
    expect(shown(id.html)).toContain(
      'Pembayaran untuk donasi Anda (referensi DON-20261122-0001) tidak berhasil, dan tidak ada dana yang ditagihkan.',
    );
    expect(hrefs(id.html)).toEqual([{ url: retryUrl.replace('&', '&amp;'), label: 'Coba Lagi' }]);

    const en = paymentFailed('en', { name: 'Budi', reference: 'INV-4821', kind: 'order', retryUrl });
    expect(en.subject).toBe('Your payment did not go through');
    expect(shown(en.html)).toContain(
      'The payment for your order INV-4821 did not go through, and nothing was charged.',
    );
    expect(en.text).toContain(`Try again:\n${retryUrl}`);
  });
});
