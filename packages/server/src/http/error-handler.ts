import { apiMessage, pickLang } from '@rimba/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';
import { validationMessage } from './validation.js';

const badInputCodes: Record<string, 'uploadTooLarge'> = {
  FST_REQ_FILE_TOO_LARGE: 'uploadTooLarge',
  FST_FILES_LIMIT: 'uploadTooLarge',
  FST_ERR_CTP_BODY_TOO_LARGE: 'uploadTooLarge',
};

/** Answers every error as `{ message, errors? }` with the right status, in the request's language. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? pickLang(request.headers['accept-language']);
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ ...error.extra, message: error.message, errors: error.errors });
    }
    if (error.validation) {
      const message = validationMessage(error.validation, error.validationContext ?? 'request', lang);
      return reply.status(400).send({ message });
    }
    const tooLarge = error.code ? badInputCodes[error.code] : undefined;
    if (tooLarge) return reply.status(413).send({ message: apiMessage(tooLarge, lang) });
    if (error.statusCode === 429) return reply.status(429).send({ message: error.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ message: apiMessage('badRequest', lang, { detail: error.message }) });
    }
    if ((error as { code?: string }).code === '23505') {
      const detail = (error as { detail?: string }).detail ?? '';
      return reply.status(409).send({ message: apiMessage('conflict', lang, { detail }) });
    }
    if ((error as { code?: string }).code === '23503') {
      const detail = (error as { detail?: string }).detail ?? '';
      return reply.status(409).send({ message: apiMessage('inUse', lang, { detail }) });
    }
    request.log.error(error);
    return reply.status(500).send({ message: apiMessage('serverError', lang) });
  });
}
