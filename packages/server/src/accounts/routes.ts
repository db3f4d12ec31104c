import { apiMessage, checkField, type Lang, registration, superRoleId, validateRecord } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { passwordWeakness } from '../auth/password-strength.js';
import { hashPassword } from '../auth/passwords.js';
import { revokeUserTokens } from '../auth/tokens.js';
import { takenBy, userConflicts } from '../features/users/hooks.js';
import { httpError } from '../http/errors.js';
import { requestLimit } from '../http/rate-limits.js';
import { errorResponses, MessageBody } from '../http/schemas.js';
import { verifyEmailMail } from '../mail/templates.js';
import { lookupErrors } from '../resources/lookups.js';
import { issueCode, useCode } from './codes.js';
import { queuePasswordLink } from './password-link.js';

const quarterHour = 15 * 60_000;
const tags = ['Account'];

/** Input strings are bounded before any work; the rules say the rest. */
const text = (max: number) => Type.String({ maxLength: max });
const RegisterBody = Type.Object(
  {
    fullname: Type.Optional(text(255)),
    email: Type.Optional(text(255)),
    username: Type.Optional(text(64)),
    password: Type.Optional(text(128)),
    role_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    department_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    project_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    job_position: Type.Optional(text(255)),
  },
  { additionalProperties: false },
);
const CodeBody = Type.Object({ code: text(200) });
const ChangePasswordBody = Type.Object({ code: text(200), password: text(128) });
const EmailBody = Type.Object({ email: text(255) });
/** The user of a refused login (admin spec §7: "with the user object"): its email or username is used. */
const ResendBody = Type.Object({
  email: Type.Optional(text(255)),
  username: Type.Optional(text(255)),
});
const _ReasonBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 1000 }) });
const List = <T extends Parameters<typeof Type.Object>[0]>(props: T) =>
  Type.Object({ data: Type.Array(Type.Object(props)) });

/**
 * Account requests count per address and per account, each in its own quarter-hour window: one preHandler
 * that checks both limits (the plugin runs one of its own handlers per request).
 */
function limits(
  app: FastifyInstance,
  name: string,
  account: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const options = { max: app.config.accounts.rateLimit, timeWindow: quarterHour };
  const byAddress = requestLimit(app, {
    ...options,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  const byAccount = requestLimit(app, {
    ...options,
    keyGenerator: (request) => `${name}:account:${account(request).trim().toLowerCase()}`,
  });
  return async (request) => {
    await byAddress(request);
    await byAccount(request);
  };
}

const bodyKey =
  (...keys: string[]) =>
  (request: FastifyRequest) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return keys.map((k) => (typeof body[k] === 'string' ? body[k] : '')).join('|');
  };

export async function registerAccountRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app.config;
  const link = (path: string, query: Record<string, string>) =>
    `${accounts.publicUrl}/admin/${path}?${new URLSearchParams(query)}`;
  const registerOpen = (lang: Lang) => {
    if (!accounts.allowRegister) throw httpError(403, 'registrationClosed', lang);
  };
  const forgotOpen = (lang: Lang) => {
    if (!accounts.forgetPassword) throw httpError(403, 'forgotPasswordClosed', lang);
  };

  /** Queues the verification mail of a user, with a new code, in the caller's transaction. */
  async function queueVerification(
    db: typeof app.db,
    user: { id: number; email: string; fullname: string; lang: string },
  ) {
    const lang = user.lang === 'en' ? 'en' : 'id';
    const code = await issueCode(db, user.id, 'verify_email', accounts.verifyCodeHours);
    const mail = verifyEmailMail(
      lang,
      user.fullname,
      link('verify-email', { code }),
      code,
      accounts.verifyCodeHours,
    );
    await app.mailer.queue(db, user.email, mail);
  }

  app.get(
    '/api/no-auth/options',
    {
      schema: {
        tags,
        summary:
          'Which account flows are open (admin spec §3 options allowRegister and forgetPassword), and whether the demo content is on (the admin shows its example modules then)',
        response: {
          200: Type.Object({
            allowRegister: Type.Boolean(),
            forgetPassword: Type.Boolean(),
            demoContent: Type.Boolean(),
          }),
        },
      },
    },
    async () => ({
      allowRegister: accounts.allowRegister,
      forgetPassword: accounts.forgetPassword,
      demoContent: app.config.demoContent,
    }),
  );

  app.get(
    '/api/no-auth/role-register',
    {
      schema: {
        tags,
        summary: 'Roles a registrant may choose',
        response: {
          200: List({
            id: Type.Integer(),
            role_name: Type.String(),
            description: Type.Union([Type.String(), Type.Null()]),
          }),
          ...errorResponses(403),
        },
      },
    },
    async (request) => {
      registerOpen(request.lang);
      const data = await app.db
        .selectFrom('roles')
        .select(['id', 'role_name', 'description'])
        .where('open_registration', '=', true)
        .where('id', '<>', superRoleId)
        .orderBy('role_name')
        .execute();
      return { data };
    },
  );

  app.get(
    '/api/no-auth/departments',
    {
      schema: {
        tags,
        summary: 'Departments a registrant may choose',
        response: {
          200: List({ id: Type.Integer(), department_name: Type.String() }),
          ...errorResponses(403),
        },
      },
    },
    async (request) => {
      registerOpen(request.lang);
      const data = await app.db
        .selectFrom('departments')
        .select(['id', 'department_name'])
        .orderBy('department_name')
        .limit(1000)
        .execute();
      return { data };
    },
  );

  app.get<{ Querystring: { department_id: number } }>(
    '/api/no-auth/projects',
    {
      schema: {
        tags,
        summary: "A department's projects, for registrants",
        querystring: Type.Object({ department_id: Type.Integer({ minimum: 1 }) }),
        response: {
          200: List({ id: Type.Integer(), project_name: Type.String() }),
          ...errorResponses(400, 403),
        },
      },
    },
    async (request) => {
      registerOpen(request.lang);
      const data = await app.db
        .selectFrom('projects')
        .select(['id', 'project_name'])
        .where('department_id', '=', request.query.department_id)
        .orderBy('project_name')
        .limit(1000)
        .execute();
      return { data };
    },
  );

  app.get<{ Querystring: { email?: string; username?: string } }>(
    '/api/no-auth/find-user-by-username-email',
    {
      schema: {
        tags,
        summary: 'Whether an email or a username is already taken (true: taken)',
        querystring: Type.Object({ email: Type.Optional(text(255)), username: Type.Optional(text(64)) }),
        response: { 200: Type.Object({ data: Type.Boolean() }), ...errorResponses(400, 403, 429) },
      },
      config: {
        rateLimit: {
          max: accounts.rateLimit * 12,
          timeWindow: 60_000,
          keyGenerator: (request) => `find-user:${request.ip}`,
        },
      },
    },
    async (request) => {
      registerOpen(request.lang);
      const email = request.query.email?.trim();
      const username = request.query.username?.trim();
      if (!email && !username)
        throw httpError(400, 'badRequest', request.lang, { detail: 'email or username' });
      const taken = await takenBy(app.db, { email, username });
      return { data: taken.email || taken.username };
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/api/register',
    {
      schema: {
        tags,
        summary: 'Register an account: it waits for email verification, then for approval',
        body: RegisterBody,
        response: { 200: MessageBody, ...errorResponses(400, 403, 422, 429) },
      },
      preHandler: limits(app, 'register', bodyKey('email')),
    },
    async (request) => {
      registerOpen(request.lang);
      const lang = request.lang;
      const { values, errors } = validateRecord(registration, request.body, lang, 'create');
      Object.assign(errors, (await lookupErrors(app.db, registration, [values], lang))[0]);
      if (Object.keys(errors).length === 0) {
        Object.assign(errors, await userConflicts(app.db, values, lang));
        const role = await app.db
          .selectFrom('roles')
          .select('open_registration')
          .where('id', '=', values.role_id as number)
          .executeTakeFirst();
        if (!role?.open_registration || values.role_id === superRoleId)
          errors.role_id = [apiMessage('roleNotOpen', lang)];
      }
      if (!errors.password) {
        const weak = await passwordWeakness(
          String(values.password),
          [values.username, values.email, values.fullname].map((v) => (typeof v === 'string' ? v : null)),
          lang,
        );
        if (weak) errors.password = [weak];
      }
      if (Object.keys(errors).length > 0) throw httpError(422, 'validationFailed', lang, {}, errors);
      const password = await hashPassword(String(values.password));
      await app.db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({
            fullname: values.fullname as string,
            email: values.email as string,
            username: values.username as string,
            password,
            role_id: values.role_id as number,
            department_id: values.department_id as number,
            // Named for whoever approves; the project that decides which gardens a user reaches is set
            // by an administrator, never by the registrant.
            registered_project_id: values.project_id as number,
            job_position: values.job_position as string,
            status_code: 'email_unverified',
            lang,
          })
          .returning(['id', 'email', 'fullname', 'lang'])
          .executeTakeFirstOrThrow();
        await queueVerification(trx, user);
      });
      app.mailer.wake();
      return { message: apiMessage('registered', lang) };
    },
  );

  app.post<{ Body: { code: string } }>(
    '/api/verify-email',
    {
      schema: {
        tags,
        summary: 'Verify an email with the code of the mailed link',
        body: CodeBody,
        response: { 200: MessageBody, ...errorResponses(400, 429) },
      },
      preHandler: limits(app, 'verify', bodyKey('code')),
    },
    async (request) => {
      const userId = await useCode(app.db, request.body.code.trim(), 'verify_email');
      if (userId === null) throw httpError(400, 'codeInvalid', request.lang);
      await app.db
        .updateTable('users')
        .set({ status_code: 'email_verified', updated_at: new Date() })
        .where('id', '=', userId)
        .where('status_code', '=', 'email_unverified')
        .execute();
      return { message: apiMessage('emailVerified', request.lang) };
    },
  );

  app.post<{ Body: { email?: string; username?: string } }>(
    '/api/request_email_verification',
    {
      schema: {
        tags,
        summary: 'Send the verification mail again (the same answer whether or not it was sent)',
        body: ResendBody,
        response: { 200: MessageBody, ...errorResponses(400, 403, 429) },
      },
      preHandler: limits(app, 'resend', bodyKey('email', 'username')),
    },
    async (request) => {
      registerOpen(request.lang);
      const name = (request.body.email ?? request.body.username ?? '').trim().toLowerCase();
      if (!name) throw httpError(400, 'badRequest', request.lang, { detail: 'email or username' });
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'email', 'fullname', 'lang'])
        .where((eb) =>
          eb.or([eb(eb.fn('lower', ['email']), '=', name), eb(eb.fn('lower', ['username']), '=', name)]),
        )
        .where('status_code', '=', 'email_unverified')
        .executeTakeFirst();
      if (user) {
        await app.db.transaction().execute((trx) => queueVerification(trx, user));
        app.mailer.wake();
      }
      return { message: apiMessage('verificationSent', request.lang) };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/api/request_forgot_password',
    {
      schema: {
        tags,
        summary: 'Mail a password-reset link (the same answer whether or not the email is known)',
        body: EmailBody,
        response: { 200: MessageBody, ...errorResponses(400, 403, 429) },
      },
      preHandler: limits(app, 'forgot', bodyKey('email')),
    },
    async (request) => {
      forgotOpen(request.lang);
      const email = request.body.email.trim().toLowerCase();
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'email', 'fullname', 'lang'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
        .where('status_code', '=', 'approved')
        .executeTakeFirst();
      if (user) {
        await app.db.transaction().execute((trx) => queuePasswordLink(trx, app.mailer, accounts, user));
        app.mailer.wake();
      }
      return { message: apiMessage('resetSent', request.lang) };
    },
  );

  app.post<{ Body: { code: string; password: string } }>(
    '/api/change_password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the code of the reset link; every session of the user ends',
        body: ChangePasswordBody,
        response: { 200: MessageBody, ...errorResponses(400, 403, 422, 429) },
      },
      preHandler: limits(app, 'reset', bodyKey('code')),
    },
    async (request) => {
      forgotOpen(request.lang);
      const lang = request.lang;
      const field = registration.fieldsByName.get('password')!;
      const checked = checkField(field, request.body.password, lang, {
        values: request.body,
        labelOf: () => field.label[lang],
      });
      if ('error' in checked)
        throw httpError(422, 'validationFailed', lang, {}, { password: [checked.error] });
      const password = String(checked.value);
      const userId = await app.db.transaction().execute(async (trx) => {
        const id = await useCode(trx, request.body.code.trim(), 'reset_password');
        if (id === null) return null;
        const user = await trx
          .selectFrom('users')
          .select(['username', 'email', 'fullname'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        // Thrown inside the transaction, so the code stays unused for a better password.
        const weak = await passwordWeakness(password, [user.username, user.email, user.fullname], lang);
        if (weak) throw httpError(422, 'validationFailed', lang, {}, { password: [weak] });
        await trx
          .updateTable('users')
          .set({ password: await hashPassword(password), updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        await revokeUserTokens(trx, id);
        return id;
      });
      if (userId === null) throw httpError(400, 'codeInvalid', lang);
      app.callers.evictUser(userId);
      return { message: apiMessage('passwordChanged', lang) };
    },
  );
}
