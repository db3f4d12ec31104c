// Draws the field app's icons (a leaf on the foundation's green) as PNGs into public/: run once with
// `node scripts/icons.mjs`; the files are committed. The maskable one keeps its leaf inside the safe zone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');

const svg = (
  size,
  scale,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="${scale < 1 ? 0 : 18}" fill="#1f6f43"/>
  <g transform="translate(50 50) scale(${scale}) translate(-50 -50)">
    <path d="M50 14 C24 34 24 66 50 86 C76 66 76 34 50 14 Z" fill="#e8f5e9"/>
    <path d="M50 24 L50 84" stroke="#1f6f43" stroke-width="4" stroke-linecap="round"/>
  </g>
</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, scale: 1 },
  { file: 'icon-512.png', size: 512, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.7 },
];
for (const { file, size, scale } of icons) {
  await sharp(Buffer.from(svg(size, scale)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, file));
}
