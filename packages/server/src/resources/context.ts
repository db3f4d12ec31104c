import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OperationContext } from './operations.js';

/** The operations' context of a request: its caller and language, and the server's services. */
export async function context(app: FastifyInstance, request: FastifyRequest): Promise<OperationContext> {
  return {
    db: app.db,
    caller: await request.caller(),
    lang: request.lang,
    callers: app.callers,
    mailer: app.mailer,
    accounts: app.config.accounts,
    written: () => app.publicAnswers.clear(),
  };
}
