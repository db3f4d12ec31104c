import { apiMessage, type Field, type Lang, uploadLimitsOf } from '@rimba/core';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../http/errors.js';
import { looksLikeJsonObject, readGeoJson } from './geojson.js';

const geoJson = 'application/geo+json';

/** What an uploaded file is, told by its bytes, and the bytes to store (some kinds are rewritten). */
export interface SniffedFile {
  /** One of the server's upload types, or `application/octet-stream` for a kind it does not know. */
  mime: string;
  bytes: Buffer;
}

/**
 * The kind of an uploaded file by its bytes: a binary format by its signature; else, for a field that
 * takes GeoJSON, a JSON object read as GeoJSON and rewritten as it is stored. A JSON object too large for
 * the field is told as GeoJSON unread, so that its size is what refuses it; one that is no GeoJSON is a
 * 422 that says why, in the caller's language. Any other text is of no known kind.
 */
export async function sniffUpload(bytes: Buffer, field: Field, lang: Lang): Promise<SniffedFile> {
  const signed = (await fileTypeFromBuffer(bytes))?.mime;
  if (signed) return { mime: signed, bytes };
  const limits = uploadLimitsOf(field);
  if (!limits.types.some((t) => t.mime === geoJson) || !looksLikeJsonObject(bytes)) {
    return { mime: 'application/octet-stream', bytes };
  }
  if (bytes.length > limits.maxBytes) return { mime: geoJson, bytes };
  const reading = readGeoJson(bytes);
  if (reading.kind === 'not-json') return { mime: 'application/octet-stream', bytes };
  if (reading.kind === 'invalid') {
    const { key, values = {}, expected } = reading.problem;
    const reason = apiMessage(key, lang, expected ? { ...values, expected: expected[lang] } : values);
    throw new HttpError(422, apiMessage('geojsonInvalid', lang, { field: field.label[lang], reason }));
  }
  return { mime: geoJson, bytes: reading.bytes };
}
