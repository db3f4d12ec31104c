import { formatDate, formatNumber, type Lang } from '@rimba/core';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { pdfBytes, registerFonts } from '../../pdf/fonts.js';

export interface CertificateInput {
  lang: Lang;
  donor: string;
  trees: number;
  paidAt: Date;
  reference: string;
  /** The donation's public page, which the QR code opens while the donation has no tree code. */
  pageUrl: string;
  /** The tree code (WIN) issued for the donation, once its trees are planted, and its page. */
  win?: { code: string; url: string };
}

const words = {
  id: {
    title: 'Sertifikat Donasi Pohon',
    presented: 'Dengan penuh terima kasih diberikan kepada',
    donation: (trees: string) => `atas donasi ${trees} pohon`,
    thanks: 'Terima kasih telah ikut memulihkan hutan Indonesia bersama Rimba.',
    date: 'Tanggal',
    reference: 'Referensi',
    code: 'Kode pohon (WIN)',
    scan: 'Pindai untuk melihat pohon Anda',
  },
  en: {
    title: 'Tree Donation Certificate',
    presented: 'Presented with gratitude to',
    donation: (trees: string, count: number) =>
      `for the donation of ${trees} ${count === 1 ? 'tree' : 'trees'}`,
    thanks: "Thank you for helping restore Indonesia's forests with Rimba.",
    date: 'Date',
    reference: 'Reference',
    code: 'Tree code (WIN)',
    scan: 'Scan to see your trees',
  },
} satisfies Record<Lang, unknown>;

const green = '#1f7a3f';
const ink = '#222222';
const grey = '#555555';

/**
 * The certificate of a paid tree donation: one A4 landscape page with the donor's name, the number of
 * trees, the date of payment (Jakarta), the reference, and a QR code to the trees' page (/tree/{WIN}) once a
 * tree code names the donation, to the donation's public page until then. The
 * same input gives the same bytes: the PDF's dates are the payment's.
 */
export async function certificatePdf(input: CertificateInput): Promise<Buffer> {
  const { lang, trees, paidAt, reference } = input;
  // The trees' own page once they are planted under a code; until then the donation's.
  const pageUrl = input.win?.url ?? input.pageUrl;
  const text = words[lang];
  // One line: a name typed with line breaks or tabs must not push the page's layout apart.
  const donor = input.donor.replace(/\s+/g, ' ').trim() || '-';

  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang,
    displayTitle: true,
    info: {
      Title: text.title,
      Author: 'Rimba',
      Subject: `${text.title} – ${donor}`,
      CreationDate: paidAt,
      ModDate: paidAt,
    },
  });
  const done = pdfBytes(doc);
  registerFonts(doc);

  const width = doc.page.width;
  const height = doc.page.height;
  const centred = (
    line: string,
    y: number,
    size: number,
    face: string,
    color = ink,
    maxWidth = width - 200,
  ) => {
    doc.font(face);
    // A long name shrinks to fit its line rather than wrapping into the lines below it, and past the
    // smallest size that still reads as a name, it is cut short.
    let fitted = size;
    while (fitted > 14 && doc.fontSize(fitted).widthOfString(line) > maxWidth) fitted -= 1;
    doc.fontSize(fitted);
    let shown = line;
    const characters = Array.from(line);
    while (characters.length > 1 && doc.widthOfString(shown) > maxWidth) {
      characters.pop();
      shown = `${characters.join('').trimEnd()}…`;
    }
    doc
      .fillColor(color)
      .text(shown, (width - maxWidth) / 2, y, { width: maxWidth, align: 'center', lineBreak: false });
  };

  doc
    .lineWidth(3)
    .strokeColor(green)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(34, 34, width - 68, height - 68)
    .stroke();

  doc.font('sansBold').fontSize(13).fillColor(green);
  doc.text('RIMBA', 0, 66, { width, align: 'center', characterSpacing: 6, lineBreak: false });
  centred(text.title, 96, 34, 'serifBold', green);
  centred(text.presented, 170, 14, 'sans', grey);
  centred(donor, 200, 32, 'serifBold', ink, width - 220);
  doc
    .moveTo(width / 2 - 220, 248)
    .lineTo(width / 2 + 220, 248)
    .lineWidth(0.75)
    .strokeColor(grey)
    .stroke();
  centred(text.donation(formatNumber(trees, lang) ?? String(trees), trees), 266, 20, 'serif');
  centred(text.thanks, 302, 13, 'sans', grey);

  const left = 90;
  doc.font('sans').fontSize(11).fillColor(ink);
  doc.text(`${text.date}: ${formatDate(paidAt, lang)}`, left, 380, { lineBreak: false });
  doc.text(`${text.reference}: ${reference}`, left, 398, { lineBreak: false });
  if (input.win) doc.text(`${text.code}: ${input.win.code}`, left, 416, { lineBreak: false });
  doc
    .moveTo(left, 474)
    .lineTo(left + 200, 474)
    .lineWidth(0.75)
    .strokeColor(grey)
    .stroke();
  doc.font('serifBold').fontSize(16).fillColor(green).text('Rimba', left, 482, { lineBreak: false });

  const qrSize = 118;
  const qrX = width - 90 - qrSize;
  const qrY = 352;
  drawQr(doc, pageUrl, qrX, qrY, qrSize);
  doc.link(qrX, qrY, qrSize, qrSize, pageUrl);
  const captionWidth = 220;
  const captionX = qrX + qrSize / 2 - captionWidth / 2;
  doc.font('sans').fontSize(9).fillColor(ink);
  doc.text(text.scan, captionX, qrY - 16, { width: captionWidth, align: 'center', lineBreak: false });
  doc.fontSize(7).fillColor(grey);
  doc.text(pageUrl, captionX, qrY + qrSize + 6, {
    width: captionWidth,
    align: 'center',
    link: pageUrl,
    height: 40,
    ellipsis: true,
  });

  doc.end();
  return done;
}

/**
 * The QR code of `data` as filled squares, each run of dark modules in a row one rectangle: sharp at any
 * print size, and no seams between neighbours. The page around it is white, which is the quiet zone.
 */
function drawQr(doc: PDFKit.PDFDocument, data: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    let run = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && run < 0) run = col;
      if (!dark && run >= 0) {
        doc.rect(x + run * cell, y + row * cell, (col - run) * cell, cell);
        run = -1;
      }
    }
  }
  doc.fillColor('#000000').fill();
}
