import { type ApiMessageKey, apiMessage, pickLang } from '@rimba/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CountersUnavailable } from '../auth/counters.js';
import { dbErrorAnswer } from './db-errors.js';
import { HttpError } from './errors.js';
import { validationMessage } from './validation.js';

/** Errors of Fastify and its plugins that are the request's fault, and how they are answered. */
const badInputCodes: Record<string, { status: number; key: ApiMessageKey }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'uploadTooLarge' },
  FST_FILES_LIMIT: { status: 413, key: 'uploadTooLarge' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'bodyTooLarge' },
  FST_PARTS_LIMIT: { status: 413, key: 'uploadTooManyParts' },
  FST_FIELDS_LIMIT: { status: 413, key: 'uploadTooManyParts' },
  FST_PROTO_VIOLATION: { status: 400, key: 'uploadUnreadable' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 406, key: 'uploadNotMultipart' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'badJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'badJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
};

/**
 * Fastify's own refusals before routing (`frameworkErrors`): a path that is no valid URL (bad percent
 * encoding) or a path parameter past its length, answered like every other error.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = pickLang(request.headers['accept-language']);
  const status = error.statusCode ?? 500;
  if (status >= 500) return reply.status(500).send({ message: apiMessage('serverError', lang) });
  return reply.status(status).send({ message: apiMessage('badUrl', lang) });
}

/** Answers every error as `{ message, errors? }` with the right status, in the request's language. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    async (error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
      const lang = request.lang ?? pickLang(request.headers['accept-language']);
      if (error instanceof HttpError) {
        if (error.retryAfter) reply.header('retry-after', error.retryAfter);
        return reply
          .status(error.statusCode)
          .send({ ...error.extra, message: error.message, errors: error.errors });
      }
      if (error instanceof CountersUnavailable) {
        request.log.warn({ err: error }, 'A call that needs the rate-limit counters was refused');
        return reply
          .status(503)
          .header('retry-after', 5)
          .send({ message: apiMessage('countersUnavailable', lang) });
      }
      if (error.validation) {
        const message = validationMessage(error.validation, error.validationContext ?? 'request', lang);
        return reply.status(400).send({ message });
      }
      const fault = error.code ? badInputCodes[error.code] : undefined;
      if (fault) {
        const type = String(request.headers['content-type'] ?? '').slice(0, 100);
        return reply.status(fault.status).send({ message: apiMessage(fault.key, lang, { type }) });
      }
      if (error.statusCode === 429) return reply.status(429).send({ message: error.message });
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply
          .status(error.statusCode)
          .send({ message: apiMessage('badRequest', lang, { detail: error.message }) });
      }
      try {
        const answer = await dbErrorAnswer(app.db, error, lang);
        if (answer)
          return reply.status(answer.statusCode).send({ message: answer.message, errors: answer.errors });
      } catch (lookup) {
        request.log.error({ err: lookup }, 'Looking up a database conflict failed');
        return reply.status(409).send({ message: apiMessage('conflict', lang) });
      }
      request.log.error(error);
      return reply.status(500).send({ message: apiMessage('serverError', lang) });
    },
  );
}
