import {
  acceptedText,
  apiMessage,
  type Field,
  type FileFacts,
  type FileFieldPath,
  fileFieldsOf,
  type Lang,
  type Resource,
  ruleMessage,
  type UploadRefusal,
  uploadLimitsOf,
  uploadRefusal,
} from '@rimba/core';
import { HttpError } from '../http/errors.js';

/** The file field an upload is for. */
export interface UploadTarget extends FileFieldPath {
  resource: Resource;
}

/** A file field of a resource by its path (`photo`, or `plantings.photo` in sub-records), or undefined. */
export function fileFieldAt(resource: Resource, path: string): UploadTarget | undefined {
  const found = fileFieldsOf(resource).find((f) => f.path === path);
  return found && { ...found, resource };
}

/** Why a field refuses a file, as the message of that field. */
export function refusalMessage(field: Field, refusal: UploadRefusal, lang: Lang): string {
  const limits = uploadLimitsOf(field);
  const label = field.label[lang];
  if (refusal === 'type') {
    return apiMessage('uploadTypeFor', lang, { field: label, accepted: acceptedText(limits) });
  }
  if (refusal === 'size')
    return apiMessage('uploadTooLargeFor', lang, { field: label, limit: limits.maxText });
  const { width, height } = limits.dimensions!;
  return ruleMessage('dimensions', label, lang, [String(width), String(height)]);
}

const statusOf: Record<UploadRefusal, number> = { type: 415, size: 413, dimensions: 422 };

/** The answer to an upload its field does not take (415 kind, 413 size, 422 pixel size), or null. */
export function refusalError(field: Field, file: FileFacts, lang: Lang): HttpError | null {
  const refusal = uploadRefusal(uploadLimitsOf(field), file);
  return refusal && new HttpError(statusOf[refusal], refusalMessage(field, refusal, lang));
}
