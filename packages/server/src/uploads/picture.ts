import { apiMessage, type Field, type Lang } from '@rimba/core';
import sharp from 'sharp';
import { HttpError } from '../http/errors.js';
import { maxInputPixels } from '../storage/variants.js';

/**
 * Refuses an uploaded picture that is not one whole: a signature can be followed by anything (a web page
 * behind `GIF89a`), and a header can claim more pixels than any data behind it. Its header's size is
 * checked first, so a decoder bomb costs nothing; then the picture is decoded to the last pixel (its
 * first frame), a damaged one failing. A 422 that names the field, or nothing.
 */
export async function checkPicture(bytes: Buffer, field: Field, lang: Lang): Promise<void> {
  const label = field.label[lang];
  let pixels: number;
  try {
    // The header alone is read here; the limit applies to decoding.
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    pixels = width * height;
  } catch {
    throw new HttpError(422, apiMessage('uploadNotPicture', lang, { field: label }));
  }
  if (pixels > maxInputPixels) {
    throw new HttpError(
      422,
      apiMessage('uploadTooManyPixels', lang, { field: label, max: maxInputPixels / 1_000_000 }),
    );
  }
  try {
    await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' }).stats();
  } catch {
    throw new HttpError(422, apiMessage('uploadNotPicture', lang, { field: label }));
  }
}
