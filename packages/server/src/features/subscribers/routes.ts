import { apiMessage } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../../http/errors.js';
import { errorResponses, MessageBody } from '../../http/schemas.js';
import { isSubscriptionToken, newsletterPage, subscriptionLang } from './links.js';
import { subscriberDb } from './subscribe.js';

const tags = ['Public'];
const Link = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 20 })),
  token: Type.Optional(Type.String({ maxLength: 100 })),
});
type LinkQuery = { id?: string; token?: string };

/** The subscription a link names, when its token is right. */
async function linked(app: FastifyInstance, { id, token }: LinkQuery) {
  if (!id || !/^\d{1,18}$/.test(id) || !token) return undefined;
  const row = await subscriberDb(app)
    .selectFrom('subscribers')
    .selectAll()
    .where('id', '=', Number(id))
    .executeTakeFirst();
  if (!row) return undefined;
  const subscription = { ...row, id: Number(row.id) };
  return (await isSubscriptionToken(app.db, subscription, token)) ? subscription : undefined;
}

/** A form of the site's page posts `application/x-www-form-urlencoded`; a mail program's one click too. */
const formBody = (_request: FastifyRequest, body: string, done: (e: Error | null, v?: unknown) => void) =>
  done(null, Object.fromEntries(new URLSearchParams(body)));

/**
 * The links of a subscription: confirming it (opened from the mail, it leads to the site's page that says
 * so) and ending it (posted from the site's page, by a mail program's one click, or as JSON).
 */
export async function subscriberRoutes(app: FastifyInstance): Promise<void> {
  const redirect = (reply: FastifyReply, lang: 'id' | 'en', result: string) =>
    reply.redirect(newsletterPage('', lang, { result }), 303);

  app.get<{ Querystring: LinkQuery }>(
    '/api/public/subscriber/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a newsletter subscription from its mailed link (leads to the site’s page)',
        querystring: Link,
        response: { 303: Type.Null() },
      },
    },
    async (request, reply) => {
      const row = await linked(app, request.query);
      if (!row) return redirect(reply, request.lang, 'invalid');
      if (row.status === 'pending') {
        await subscriberDb(app)
          .updateTable('subscribers')
          .set({ status: 'active', confirmed_at: new Date(), updated_at: new Date() })
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .execute();
      }
      // A link of a subscription that was ended confirms nothing: the owner subscribes again.
      return redirect(
        reply,
        subscriptionLang(row),
        row.status === 'unsubscribed' ? 'unsubscribed' : 'confirmed',
      );
    },
  );

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (request, body, done) => formBody(request, String(body), done),
    );
    scope.post<{ Querystring: LinkQuery; Body: LinkQuery & Record<string, string> }>(
      '/api/public/subscriber/unsubscribe',
      {
        bodyLimit: 2048,
        schema: {
          tags,
          summary: 'End a newsletter subscription by its link (form, one-click or JSON)',
          querystring: Link,
          // A mail program's one click may post nothing else than its marker; a bare POST has no body.
          body: Type.Union([
            Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 200 })),
            Type.Null(),
          ]),
          response: { 200: MessageBody, 303: Type.Null(), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const fromForm = String(request.headers['content-type'] ?? '').startsWith(
          'application/x-www-form-urlencoded',
        );
        const link = {
          id: request.query.id ?? request.body?.id,
          token: request.query.token ?? request.body?.token,
        };
        const row = await linked(app, link);
        // The site's form is answered with its page; a mail program's one click and JSON with a message.
        const page = fromForm && request.body?.['List-Unsubscribe'] === undefined;
        if (!row) {
          if (page) return redirect(reply, request.lang, 'invalid');
          throw httpError(404, 'subscriptionUnknown', request.lang);
        }
        await subscriberDb(app)
          .updateTable('subscribers')
          .set({ status: 'unsubscribed', unsubscribed_at: new Date(), updated_at: new Date() })
          .where('id', '=', row.id)
          .where('status', '!=', 'unsubscribed')
          .execute();
        if (page) return redirect(reply, subscriptionLang(row), 'unsubscribed');
        return { message: apiMessage('unsubscribed', request.lang) };
      },
    );
  });
}
