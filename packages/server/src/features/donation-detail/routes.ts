import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { httpError } from '../../http/errors.js';
import { requestLimit } from '../../http/rate-limits.js';
import { errorResponses } from '../../http/schemas.js';
import { pendingCheckout } from '../../payments/ledger.js';
import { certificatePdf } from '../../payments/receipts/certificate.js';
import { statusRead } from '../../payments/status-read.js';
import { context } from '../../resources/context.js';
import { donate } from './donate.js';
import { certificateUrl, donationPageUrl, treePageUrl } from './links.js';
import { donationDb } from './payment.js';

const tags = ['Public'];

/** The tree code issued for a donation (CMS WIN), once trees are planted under it. */
async function plantedWin(app: FastifyInstance, donationId: number): Promise<string | undefined> {
  const { rows } = await sql<{ win_code: string }>`
    select w.win_code from wins w
    where w.donation_id = ${donationId} and exists (select 1 from trees t where t.win_code = w.win_code)
    order by w.id limit 1`.execute(app.db);
  return rows[0]?.win_code;
}
const Code = Type.Object({
  code: Type.String({ minLength: 10, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }),
});
/** The form's values by their JSON type; within it, the server's own checks say what is valid. */
const text = Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'] }));
const whole = Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'] }));

const DonationState = Type.Object({
  reference: Type.String(),
  code: Type.String(),
  status: Type.String(),
  qty_tree: Type.Integer(),
  amount: Type.Integer(),
  currency: Type.String(),
  amount_usd: Type.Union([Type.Integer(), Type.Null()]),
  donor: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  paid_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  certificate_url: Type.Union([Type.String(), Type.Null()]),
  /** The trees' page, once a tree code issued for the donation has planted trees. */
  tree_url: Type.Union([Type.String(), Type.Null()]),
  checkout: Type.Union([Type.Unknown(), Type.Null()]),
});

/**
 * The site's donation calls: give (`POST /api/public/donation`), read one's own donation by its page code,
 * and the old client's `PUT /api/public/paid-donation`, which now only reads the state: a donation is paid
 * when its provider says so to the server, never because a browser asks.
 */
export async function donationRoutes(app: FastifyInstance): Promise<void> {
  const limited = requestLimit(app, {
    max: 10,
    timeWindow: 10 * 60_000,
    keyGenerator: (request) => `donate:${request.ip}`,
  });

  app.post<{ Body: Record<string, unknown> }>(
    '/api/public/donation',
    {
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary: 'Donate trees: priced by the server, paid through the provider of the chosen method',
        body: Type.Object(
          {
            name_sponsor: text,
            email: text,
            phone: text,
            company_name: text,
            comment: text,
            qty_tree: whole,
            amount: whole,
            payment_method_id: whole,
            category_id: whole,
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({
            data: Type.Object({
              id: Type.Integer(),
              reference: Type.String(),
              code: Type.String(),
              status: Type.String(),
              qty_tree: Type.Integer(),
              amount: Type.Integer(),
              currency: Type.String(),
              amount_usd: Type.Union([Type.Integer(), Type.Null()]),
              usd_rate: Type.Union([Type.Integer(), Type.Null()]),
              checkout: Type.Unknown(),
            }),
            snapToken: Type.Optional(Type.String()),
          }),
          ...errorResponses(400, 422, 429, 502, 503),
        },
      },
    },
    async (request, reply) => {
      await limited(request);
      const ctx = await context(app, request);
      const data = await donate(app, ctx, request.body ?? {});
      return reply
        .code(201)
        .send({ data, ...(data.checkout.kind === 'snap' ? { snapToken: data.checkout.token } : {}) });
    },
  );

  app.get<{ Params: { code: string } }>(
    '/api/public/donation/:code',
    {
      schema: {
        tags,
        summary: 'A donation by its page code: its state, trees and amount (the donor’s first name only)',
        params: Code,
        response: { 200: Type.Object({ data: DonationState }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await donationDb(app)
        .selectFrom('donations as d')
        .innerJoin('sponsors as s', 's.id', 'd.sponsor_id')
        .select([
          'd.reference',
          'd.public_code',
          'd.status',
          'd.qty_tree',
          'd.amount',
          'd.currency',
          'd.amount_usd',
          'd.created_at',
          'd.paid_at',
          'd.id',
          's.name_sponsor',
        ])
        .where('d.public_code', '=', request.params.code)
        .executeTakeFirst();
      if (!row) throw httpError(404, 'notFound', request.lang);
      const checkout = await pendingCheckout(app.db, 'donation_id', Number(row.id), row.status);
      const win = row.status === 'paid' ? await plantedWin(app, Number(row.id)) : undefined;
      reply.header('cache-control', 'no-store');
      return {
        data: {
          reference: row.reference,
          code: row.public_code,
          status: row.status,
          qty_tree: Number(row.qty_tree),
          amount: Number(row.amount),
          currency: row.currency,
          amount_usd: row.amount_usd === null ? null : Number(row.amount_usd),
          donor: row.name_sponsor.split(/\s+/)[0] ?? '',
          created_at: new Date(row.created_at).toISOString(),
          paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
          certificate_url:
            row.status === 'paid' ? certificateUrl(app.config.accounts.publicUrl, row.public_code) : null,
          tree_url: win ? treePageUrl(app.config.accounts.publicUrl, request.lang, win) : null,
          // While unpaid, the page can open the provider's payment again.
          checkout,
        },
      };
    },
  );

  app.get<{ Params: { code: string } }>(
    '/api/public/donation/:code/certificate.pdf',
    {
      schema: {
        tags,
        summary: 'The certificate of a paid donation, a PDF with a QR code to the donation’s page',
        params: Code,
        response: { 200: Type.Unknown(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const row = await donationDb(app)
        .selectFrom('donations as d')
        .innerJoin('sponsors as s', 's.id', 'd.sponsor_id')
        .select([
          'd.id',
          'd.reference',
          'd.qty_tree',
          'd.paid_at',
          'd.lang',
          'd.public_code',
          's.name_sponsor',
        ])
        .where('d.public_code', '=', request.params.code)
        .where('d.status', '=', 'paid')
        .executeTakeFirst();
      if (!row) throw httpError(404, 'notFound', request.lang);
      const lang = request.lang;
      const win = await plantedWin(app, Number(row.id));
      const pdf = await certificatePdf({
        lang,
        donor: row.name_sponsor,
        trees: Number(row.qty_tree),
        paidAt: new Date(row.paid_at ?? Date.now()),
        reference: row.reference,
        pageUrl: donationPageUrl(app.config.accounts.publicUrl, lang, row.public_code),
        ...(win && { win: { code: win, url: treePageUrl(app.config.accounts.publicUrl, lang, win) } }),
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `inline; filename="${row.reference}.pdf"`)
        .send(pdf);
    },
  );

  statusRead(
    app,
    '/api/public/paid-donation',
    'A donation’s payment state by its number and page code (site spec §7); it changes nothing',
    async (number, code) => {
      const row = await donationDb(app)
        .selectFrom('donations')
        .select(['reference', 'status'])
        .where('reference', '=', number)
        .where('public_code', '=', code)
        .executeTakeFirst();
      return row && { number: row.reference, status: row.status };
    },
  );
}
