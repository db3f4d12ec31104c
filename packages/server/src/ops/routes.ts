import { PassThrough } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/errors.js';
import { digest, tokenSent } from '../http/operator-token.js';
import { errorResponses } from '../http/schemas.js';
import { writeBackup } from './backup.js';
import { backupFileName } from './format.js';

/**
 * `GET /api/backup`: the archive `npm run backup` writes, taken by the running server through its own
 * connection, for an operator holding BACKUP_TOKEN. It is how an installation on the embedded database,
 * which only its server may open, is backed up while it serves (`npm run backup` asks for it by itself).
 * One at a time; without BACKUP_TOKEN the route does not exist (a 404).
 */
export function registerBackupRoute(app: FastifyInstance): void {
  const token = app.config.backupToken;
  if (!token) return;
  const expected = digest(token);
  let running = false;
  app.get(
    '/api/backup',
    {
      schema: {
        tags: ['Health'],
        summary: 'A backup of every table and stored file, taken by this server',
        description:
          "For an operator: `Authorization: Bearer <BACKUP_TOKEN>` (the operator's secret, not a user's " +
          'login). A gzipped tar with manifest.json first and checksums.json last, as `npm run backup` writes ' +
          'it; `npm run restore` reads it. Answers 404 when BACKUP_TOKEN is not set, 409 while another runs.',
        response: {
          200: {
            description: 'The archive',
            content: { 'application/gzip': { schema: Type.String({ format: 'binary' }) } },
          },
          ...errorResponses(401, 409),
        },
      },
    },
    async (request, reply) => {
      if (!tokenSent(request, expected)) {
        reply.header('www-authenticate', 'Bearer realm="backup"');
        throw httpError(401, 'backupTokenInvalid', request.lang);
      }
      if (running) throw httpError(409, 'backupRunning', request.lang);
      running = true;
      const body = new PassThrough();
      writeBackup(app.db, app.dbKind, app.store, body)
        .catch((error: unknown) => {
          // The archive ends unfinished, so the caller sees a damaged download rather than a short backup.
          app.log.error({ err: error }, 'A backup through the server failed');
          body.destroy(error as Error);
        })
        .finally(() => {
          running = false;
        });
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${backupFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
