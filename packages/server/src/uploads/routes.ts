import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { httpError } from '../http/errors.js';
import { uploadedFile } from '../http/multipart.js';
import { errorResponses } from '../http/schemas.js';
import { cleanFileName } from './file-name.js';

/** What may be uploaded, by the type read from the file's own bytes, never from its name. */
export const acceptedTypes: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

const UploadReply = Type.Object({
  url: Type.String(),
  filename: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
});

export async function registerUploadRoutes(app: FastifyInstance): Promise<void> {
  const dir = path.join(app.config.dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  app.post(
    '/api/upload',
    {
      schema: {
        tags: ['Files'],
        summary: 'Upload one file (multipart field "file"); answers its URL',
        consumes: ['multipart/form-data'],
        response: { 200: UploadReply, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const caller = await request.requireCaller();
      const { filename: sent, bytes: buffer } = await uploadedFile(request, app.config.uploadMaxMb);
      const detected = await fileTypeFromBuffer(buffer);
      const ext = detected ? acceptedTypes[detected.mime] : undefined;
      if (!detected || !ext) {
        throw httpError(415, 'uploadType', request.lang, {
          accepted: Object.values(acceptedTypes).join(', '),
        });
      }
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await writeFile(path.join(dir, name), buffer, { flag: 'wx' });
      const url = `/uploads/${name}`;
      const filename = cleanFileName(sent, name);
      await app.db
        .insertInto('uploads')
        .values({ url, filename, mime: detected.mime, size: buffer.length, created_by: caller.userId })
        .execute();
      return { url, filename, mime: detected.mime, size: buffer.length };
    },
  );
}
