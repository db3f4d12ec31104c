import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * DejaVu covers Latin, Latin Extended, Greek and Cyrillic, so a name in those scripts prints as written;
 * the standard PDF fonts only know Windows-1252. A character DejaVu lacks (Chinese, say) prints as the
 * font's empty box instead of failing the document. The fonts are parsed once, on first use, and shared
 * by every document: parsing them is most of the work of one.
 */
const faces = {
  serif: 'DejaVuSerif',
  serifBold: 'DejaVuSerif-Bold',
  sans: 'DejaVuSans',
  sansBold: 'DejaVuSans-Bold',
};
export type Face = keyof typeof faces;

let fonts: Record<Face, fontkit.Font> | undefined;
const loadFonts = () => {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const parse = (file: string) =>
      fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}.ttf`))) as fontkit.Font;
    fonts = Object.fromEntries(Object.entries(faces).map(([face, file]) => [face, parse(file)])) as Record<
      Face,
      fontkit.Font
    >;
  }
  return fonts;
};

/** Gives a document the four DejaVu faces under the names of `Face`. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const font = loadFonts();
  // pdfkit takes a parsed fontkit font as it takes a file, though its types only name files.
  for (const face of Object.keys(faces) as Face[]) doc.registerFont(face, font[face] as unknown as Buffer);
}

/** The bytes of a document once it has ended. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
