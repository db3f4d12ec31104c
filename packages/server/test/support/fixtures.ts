import { encodePng } from '../../src/db/seed/png.js';

/** A real PNG of the given size, one colour. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  return encodePng(width, height, () => rgb);
}
