import { publiclyShownResources, type Resource, resources } from '@rimba/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OperationContext } from './operations.js';

/** The resources the public API shows: a write to another one leaves the public answers kept as they are. */
const shown = publiclyShownResources(resources);

/**
 * Told of a committed write: the public answers kept go when the resource is one the public API shows,
 * and the dashboards' answers go whatever it is (their figures add up many resources).
 */
export const publicWritten =
  (app: FastifyInstance) =>
  (resource: Resource): void => {
    if (shown.has(resource.name)) app.publicAnswers.clear();
    app.dashboardAnswers.clear();
  };

/** The operations' context of a request: its caller and language, and the server's services. */
export async function context(app: FastifyInstance, request: FastifyRequest): Promise<OperationContext> {
  return {
    db: app.db,
    caller: await request.caller(),
    lang: request.lang,
    callers: app.callers,
    mailer: app.mailer,
    accounts: app.config.accounts,
    services: app.services,
    written: publicWritten(app),
  };
}
