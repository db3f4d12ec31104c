import type { Insertable } from 'kysely';
import sharp from 'sharp';
import { contentTypeOf, type FileStore } from '../../storage/store.js';
import type { Database } from '../schema.js';

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A wide banner picture: a sky gradient over green hills with trees; the site writes the text over it. */
export function bannerSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640" viewBox="0 0 1600 640">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${hue},55%,70%)"/><stop offset="1" stop-color="hsl(${hue + 30},45%,88%)"/></linearGradient></defs>
<rect width="1600" height="640" fill="url(#sky)"/>
<path d="M0 470 Q300 360 620 450 T1250 430 T1600 420 V640 H0Z" fill="hsl(120,35%,38%)"/>
<path d="M0 540 Q420 450 820 540 T1600 520 V640 H0Z" fill="hsl(130,40%,26%)"/>
${[180, 340, 980, 1310, 1460]
  .map(
    (x, i) =>
      `<g transform="translate(${x} ${450 + (i % 2) * 40})"><rect x="-6" y="0" width="12" height="60" fill="#5b3a1e"/><circle r="${38 + (i % 3) * 8}" cy="-10" fill="hsl(${110 + i * 6},45%,${30 + i * 3}%)"/></g>`,
  )
  .join('')}
</svg>`;
}

/**
 * A landscape photo in 3:2: hills under a sky of the given hue, a sun and a row of trees whose places
 * follow `scene`, so the photos of one album differ from each other.
 */
export function photoSvg(hue: number, scene: number): string {
  const trees = [0, 1, 2, 3, 4, 5].map((i) => {
    const x = 90 + ((i * 197 + scene * 131) % 1020);
    const r = 34 + ((i + scene) % 4) * 12;
    return `<g transform="translate(${x} ${560 + ((i + scene) % 3) * 45})"><rect x="-7" y="0" width="14" height="${r + 30}" fill="#5b3a1e"/><circle r="${r}" cy="-8" fill="hsl(${100 + ((i * 9 + scene * 5) % 40)},45%,${28 + i * 3}%)"/></g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${hue},60%,68%)"/><stop offset="1" stop-color="hsl(${hue + 25},50%,90%)"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#sky)"/>
<circle cx="${200 + ((scene * 173) % 800)}" cy="${130 + (scene % 3) * 40}" r="56" fill="hsl(48,95%,75%)"/>
<path d="M0 ${520 - (scene % 4) * 25} Q300 ${400 + (scene % 3) * 30} 600 ${500 - (scene % 2) * 40} T1200 480 V800 H0Z" fill="hsl(120,35%,40%)"/>
<path d="M0 640 Q360 560 700 650 T1200 620 V800 H0Z" fill="hsl(132,40%,27%)"/>
${trees.join('')}
</svg>`;
}

/** A landscape photo (see `photoSvg`) drawn at any size, cropped to fill it: for the media library. */
export function landscapeSvg(width: number, height: number, hue: number, scene: number): string {
  return photoSvg(hue, scene).replace(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">`,
  );
}

/** A portrait of one tree on a plain ground: a round crown, or a tall one for timber trees. */
export function treeSvg(hue: number, shape: 'round' | 'tall'): string {
  const crown =
    shape === 'round'
      ? `<circle cx="400" cy="330" r="190" fill="hsl(${hue},45%,36%)"/><circle cx="300" cy="380" r="120" fill="hsl(${hue},45%,42%)"/><circle cx="510" cy="390" r="115" fill="hsl(${hue},45%,30%)"/>`
      : `<ellipse cx="400" cy="300" rx="130" ry="230" fill="hsl(${hue},45%,32%)"/><ellipse cx="400" cy="360" rx="95" ry="170" fill="hsl(${hue},45%,40%)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="hsl(${hue + 20},40%,93%)"/>
<ellipse cx="400" cy="705" rx="300" ry="40" fill="hsl(110,30%,75%)"/>
<path d="M380 700 L385 450 L415 450 L420 700Z" fill="#6b4423"/>
${crown}
</svg>`;
}

/** A square logo: initials in a coloured leaf badge. */
export function logoSvg(name: string, hue: number): string {
  const initials = name
    .replace(/^(PT|CV)\s+/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<rect width="240" height="240" rx="36" fill="hsl(${hue},40%,94%)"/>
<path d="M120 28 C190 60 204 150 120 212 C36 150 50 60 120 28Z" fill="hsl(${hue},50%,38%)"/>
<text x="120" y="142" font-family="sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}

/** A small one-page PDF that says its title: the demo documents to download. */
export function demoPdf(title: string): string {
  // Only printable ASCII, so the stream's length in bytes is its length in characters.
  const text = title.replace(/[()\\]/g, '').replace(/[^\x20-\x7e]/g, '-');
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

/** A square portrait: a head and shoulders over a soft background, with the person's initials (no titles). */
export function portraitSvg(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .filter((word) => !word.endsWith('.'))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="hsl(${hue},35%,88%)"/>
<circle cx="200" cy="160" r="78" fill="hsl(${hue},30%,62%)"/>
<path d="M60 400 C70 290 140 250 200 250 C260 250 330 290 340 400Z" fill="hsl(${hue},40%,40%)"/>
<text x="200" y="182" font-family="sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}

/** A report's cover, A4-shaped: a title (its last word, the year say, large below) over a forest band. */
export function coverSvg(title: string, hue: number): string {
  const cut = title.lastIndexOf(' ');
  const [head, last] = cut > 0 ? [title.slice(0, cut), title.slice(cut + 1)] : ['', title];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="594" viewBox="0 0 420 594">
<rect width="420" height="594" fill="hsl(${hue},45%,94%)"/>
<rect y="380" width="420" height="214" fill="hsl(${hue},45%,30%)"/>
<path d="M0 380 Q110 320 210 370 T420 350 V380 H0Z" fill="hsl(${hue},40%,40%)"/>
<text x="36" y="110" font-family="sans-serif" font-size="28" font-weight="700" fill="hsl(${hue},50%,22%)">${escapeXml(head)}</text>
<text x="36" y="190" font-family="sans-serif" font-size="64" font-weight="700" fill="hsl(${hue},50%,22%)">${escapeXml(last)}</text>
<text x="36" y="540" font-family="sans-serif" font-size="22" fill="#fff">Yayasan Rimba</text>
</svg>`;
}

/** A demo file as stored: its URL, and what the uploads table records of it. */
export interface DemoImage {
  url: string;
  size: number;
  mime: string;
  width: number | null;
  height: number | null;
}

/**
 * Stores a demo file under its name and answers it: an SVG picture, whose pixel size is read from the
 * SVG itself; a photo (`.jpg`), drawn from the SVG given, so the site's resized copies have a real photo
 * to work on; or another file of a kind its extension names (a PDF document, a GeoJSON map layer).
 */
export async function storeDemoImage(store: FileStore, name: string, content: string): Promise<DemoImage> {
  const url = `/uploads/${name}`;
  if (name.endsWith('.jpg')) {
    const { data, info } = await sharp(Buffer.from(content))
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    await store.put(name, data, 'image/jpeg');
    return { url, size: data.length, mime: 'image/jpeg', width: info.width, height: info.height };
  }
  const body = Buffer.from(content);
  const mime = contentTypeOf(name);
  await store.put(name, body, mime);
  if (mime !== 'image/svg+xml') return { url, size: body.length, mime, width: null, height: null };
  const [, width = '0', height = '0'] = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(content) ?? [];
  return { url, size: body.length, mime, width: Number(width), height: Number(height) };
}

/**
 * The uploads rows of demo pictures held by seeded records: attached, so the sweep keeps them, and
 * uploaded by nobody, so no user may put them into a record of their own.
 */
export function attachedUploads(
  images: readonly DemoImage[],
  resource: string,
  field: string,
  recordIds: readonly (number | null)[],
): Insertable<Database['uploads']>[] {
  return images.map((image, i) => ({
    ...image,
    filename: image.url.slice('/uploads/'.length),
    created_by: null,
    attached_at: new Date(),
    resource,
    field,
    record_id: recordIds[i] ?? null,
  }));
}
