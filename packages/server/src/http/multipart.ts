import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, httpError } from './errors.js';

export interface UploadedFile {
  /** The name the browser sent, as it sent it. */
  filename: string | undefined;
  bytes: Buffer;
  /** The form's other fields, as far as they came before the file. */
  fields: MultipartFile['fields'];
}

/**
 * The one file of a multipart request (field `file`), read whole, up to `maxMb`. A body the multipart
 * parser cannot read (no boundary, cut short, malformed part headers) is the request's fault: a 400,
 * where the parser's own errors would be 500s. Its refusals with a status (too large, not multipart)
 * keep theirs.
 */
export async function uploadedFile(request: FastifyRequest, maxMb: number): Promise<UploadedFile> {
  try {
    const part = await request.file({ limits: { fileSize: maxMb * 1024 * 1024, files: 1 } });
    if (part?.fieldname !== 'file') throw httpError(400, 'uploadMissing', request.lang);
    return { filename: part.filename, bytes: await part.toBuffer(), fields: part.fields };
  } catch (error) {
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw httpError(400, 'uploadUnreadable', request.lang);
  }
}
