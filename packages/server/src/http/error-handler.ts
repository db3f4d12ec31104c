import { apiMessage, pickLang } from '@rimba/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dbErrorAnswer } from './db-errors.js';
import { HttpError } from './errors.js';

const badInputCodes: Record<string, 'uploadTooLarge' | 'bodyTooLarge'> = {
  FST_REQ_FILE_TOO_LARGE: 'uploadTooLarge',
  FST_FILES_LIMIT: 'uploadTooLarge',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
};

/** Answers every error as `{ message, errors? }` with the right status, in the request's language. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    async (error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
      const lang = request.lang ?? pickLang(request.headers['accept-language']);
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .send({ ...error.extra, message: error.message, errors: error.errors });
      }
      if (error.validation) {
        const where = error.validationContext ?? 'request';
        const detail = error.validation
          .map((v) =>
            `${where}${v.instancePath ? v.instancePath.replaceAll('/', '.') : ''} ${v.message ?? ''}`.trim(),
          )
          .join('; ');
        return reply.status(400).send({ message: apiMessage('badRequest', lang, { detail }) });
      }
      const tooLarge = error.code ? badInputCodes[error.code] : undefined;
      if (tooLarge) return reply.status(413).send({ message: apiMessage(tooLarge, lang) });
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
