import { publiclyShownResources, resources } from '@rimba/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OperationContext } from './operations.js';

/** The resources the public API shows: a write to another one leaves the public answers kept as they are. */
const shown = publiclyShownResources(resources);

/** The operations' context of a request: its caller and language, and the server's services. */
export async function context(app: FastifyInstance, request: FastifyRequest): Promise<OperationContext> {
  return {
    db: app.db,
    caller: await request.caller(),
    lang: request.lang,
    callers: app.callers,
    mailer: app.mailer,
    accounts: app.config.accounts,
    payments: app.payments,
    written: (resource) => {
      if (shown.has(resource.name)) app.publicAnswers.clear();
    },
  };
}
