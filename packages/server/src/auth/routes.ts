import {
  apiMessage,
  checkField,
  type Lang,
  registration,
  timeZoneChoices,
  users,
  validateRecord,
} from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError, httpError } from '../http/errors.js';
import { tooMany } from '../http/rate-limits.js';
import { errorResponses, MessageBody } from '../http/schemas.js';
import {
  accountKey,
  countFailedLogin,
  knownDevice,
  loginAccount,
  refuseBusyAddress,
  refuseLockedAccount,
  rememberDevice,
} from './login-limits.js';
import { passwordWeakness } from './password-strength.js';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';
import { issueToken, revokeToken, revokeUserTokens } from './tokens.js';

const User = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    email: Type.String(),
    fullname: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()]),
    role_id: Type.Integer(),
    role_name: Type.String(),
    time_zone: Type.Union([Type.String(), Type.Null()], {
      description: "The zone the user reads times in (IANA name); null: the browser's own",
    }),
  },
  { $id: 'User' },
);

/** What a user changes of their own account (the email and the role stay with those who manage users). */
const PreferencesBody = Type.Object(
  {
    fullname: Type.Optional(Type.String({ maxLength: 255 })),
    phone: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
    time_zone: Type.Optional(
      Type.Union([Type.String({ maxLength: 64 }), Type.Null()], {
        description: `One of ${timeZoneChoices.map((c) => c.value).join(', ')}; null: the browser's own zone`,
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
type Preferences = { fullname?: string; phone?: string | null; time_zone?: string | null };

const OwnPasswordBody = Type.Object(
  {
    current_password: Type.String({ maxLength: 128 }),
    password: Type.String({ maxLength: 128 }),
  },
  { additionalProperties: false },
);

const LoginBody = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 255, description: 'username or email' })),
  password: Type.Optional(Type.String({ maxLength: 128 })),
});

const Session = Type.Object({ user: Type.Ref('User'), tasks: Type.Array(Type.String()) });

/** The user's public profile and the tasks of their role. */
async function profile(app: FastifyInstance, userId: number) {
  const user = await app.db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.username',
      'u.email',
      'u.fullname',
      'u.phone',
      'u.role_id',
      'r.role_name',
      'u.time_zone',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const tasks = await app.db
    .selectFrom('role_tasks as rt')
    .innerJoin('tasks as t', 't.id', 'rt.task_id')
    .select('t.name')
    .where('rt.role_id', '=', user.role_id)
    .orderBy('t.name')
    .execute();
  return { user, tasks: tasks.map((t) => t.name) };
}

/** The user a refused login is about (admin spec §3 "User after login"), with the department's contact. */
const UserBeforeLogin = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  fullname: Type.String(),
  status_code: Type.String(),
  departement: Type.Union([
    Type.Object({ id: Type.Integer(), department_name: Type.String(), contact_pic: Type.String() }),
    Type.Null(),
  ]),
});

/**
 * Refuses the login of a user who is not approved, saying why: unverified and awaiting approval answer
 * `data_user_before_login` (the admin offers a new verification mail, or the waiting page).
 */
async function refuseLogin(
  app: FastifyInstance,
  found: { id: number; status_code: string; reject_reason: string | null },
  lang: Lang,
): Promise<never> {
  if (found.status_code === 'rejected') {
    throw httpError(403, 'registrationRejected', lang, { reason: found.reject_reason ?? '-' });
  }
  if (found.status_code !== 'email_unverified' && found.status_code !== 'email_verified') {
    throw httpError(403, 'accountInactive', lang);
  }
  const user = await app.db
    .selectFrom('users as u')
    .leftJoin('departments as d', 'd.id', 'u.department_id')
    .select([
      'u.id',
      'u.username',
      'u.email',
      'u.fullname',
      'u.status_code',
      'd.id as department_id',
      'd.department_name',
      'd.contact_pic',
    ])
    .where('u.id', '=', found.id)
    .executeTakeFirstOrThrow();
  const { department_id, department_name, contact_pic, ...rest } = user;
  const departement =
    department_id !== null && department_name !== null && contact_pic !== null
      ? { id: department_id, department_name, contact_pic }
      : null;
  const key = found.status_code === 'email_unverified' ? 'emailUnverified' : 'awaitingApproval';
  throw new HttpError(403, apiMessage(key, lang), undefined, {
    data_user_before_login: { ...rest, departement },
  });
}

export async function registerAuthRoutes(app: FastifyInstance): Promise<void> {
  app.addSchema(User);
  const tags = ['Account'];

  app.post<{ Body: { username?: string; password?: string } }>(
    '/api/login',
    {
      schema: {
        tags,
        summary: 'Log in with username or email and password',
        body: LoginBody,
        response: {
          200: Type.Object({
            user: Type.Ref('User'),
            token: Type.String(),
            tasks: Type.Array(Type.String()),
          }),
          ...errorResponses(400, 401, 429),
          403: Type.Object({
            message: Type.String(),
            data_user_before_login: Type.Optional(UserBeforeLogin),
          }),
        },
      },
      config: {
        rateLimit: {
          max: app.config.loginRateLimit,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: accountKey(app),
          errorResponseBuilder: (request, context) => tooMany(request.lang, context.ttl, 'tooManyLogins'),
        },
      },
    },
    async (request, reply) => {
      const username = request.body.username?.trim() ?? '';
      const password = request.body.password ?? '';
      if (!username || !password) throw httpError(400, 'loginRequired', request.lang);
      await refuseBusyAddress(app, request);
      const found = await loginAccount(app, request);
      const known = await knownDevice(app, request, found);
      if (!known) await refuseLockedAccount(app, request, found);
      const valid = await verifyPassword(found?.password ?? (await decoyHash()), password);
      if (!found || !valid) {
        await countFailedLogin(app, request, found);
        throw httpError(401, 'invalidCredentials', request.lang);
      }
      // Only the right password learns where an account stands.
      if (found.status_code !== 'approved') await refuseLogin(app, found, request.lang);
      const { token } = await issueToken(app.db, found.id, app.config.tokenTtlHours);
      await rememberDevice(app, request, reply, found.id, known);
      return { ...(await profile(app, found.id)), token };
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the token of this call',
        response: { 200: MessageBody, ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = await request.requireCaller();
      await revokeToken(app.db, caller.tokenId);
      app.callers.evict(caller.tokenHash);
      return { message: apiMessage('loggedOut', request.lang) };
    },
  );

  app.get(
    '/api/me',
    {
      schema: {
        tags,
        summary: 'The logged-in user and their tasks',
        response: { 200: Type.Object({ data: Session }), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await profile(app, (await request.requireCaller()).userId) }),
  );

  // Every user sets their own name, phone and time zone, whatever they may do to users: the users
  // module's update is for those who manage users.
  app.put<{ Body: Preferences }>(
    '/api/me/preferences',
    {
      schema: {
        tags,
        summary: "Set the logged-in user's own name, phone and the time zone times are shown in",
        body: PreferencesBody,
        response: {
          200: Type.Object({ data: Session, message: Type.String() }),
          ...errorResponses(400, 401, 422),
        },
      },
    },
    async (request) => {
      const caller = await request.requireCaller();
      const { values, errors } = validateRecord(users, request.body, request.lang, 'update');
      if (Object.keys(errors).length > 0) throw httpError(422, 'validationFailed', request.lang, {}, errors);
      const changes: Preferences = {};
      if ('fullname' in request.body) changes.fullname = values.fullname as string;
      if ('phone' in request.body) changes.phone = (values.phone as string | null) ?? null;
      if ('time_zone' in request.body) changes.time_zone = (values.time_zone as string | null) ?? null;
      await app.db
        .updateTable('users')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', caller.userId)
        .execute();
      // Remembered callers carry the user's details.
      app.callers.evictUser(caller.userId);
      return {
        data: await profile(app, caller.userId),
        message: apiMessage('preferencesSaved', request.lang),
      };
    },
  );

  app.post<{ Body: { current_password: string; password: string } }>(
    '/api/me/password',
    {
      schema: {
        tags,
        summary:
          "Change the logged-in user's own password, given the current one; every other session and token of the user ends",
        body: OwnPasswordBody,
        response: { 200: MessageBody, ...errorResponses(400, 401, 422, 429) },
      },
      config: {
        // Counted as logins are: the current password may be guessed here as at the login.
        rateLimit: {
          max: app.config.loginRateLimit,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: async (request) => {
            const caller = await request.caller().catch(() => null);
            return `own-password:${caller ? `user:${caller.userId}` : `ip:${request.ip}`}`;
          },
          errorResponseBuilder: (request, context) => tooMany(request.lang, context.ttl, 'tooManyLogins'),
        },
      },
    },
    async (request) => {
      const caller = await request.requireCaller();
      const { lang } = request;
      const { current_password: current, password } = request.body;
      const user = await app.db
        .selectFrom('users')
        .select(['password', 'username', 'email', 'fullname'])
        .where('id', '=', caller.userId)
        .executeTakeFirstOrThrow();
      const refuse = (field: string, message: string) =>
        httpError(422, 'validationFailed', lang, {}, { [field]: [message] });
      if (!(await verifyPassword(user.password, current))) {
        throw refuse('current_password', apiMessage('currentPasswordWrong', lang));
      }
      const field = registration.fieldsByName.get('password')!;
      const checked = checkField(field, password, lang, {
        values: request.body,
        labelOf: () => field.label[lang],
      });
      if ('error' in checked) throw refuse('password', checked.error);
      if (password === current) throw refuse('password', apiMessage('passwordUnchanged', lang));
      const weak = await passwordWeakness(password, [user.username, user.email, user.fullname], lang);
      if (weak) throw refuse('password', weak);
      const hash = await hashPassword(password);
      const ended = await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password: hash, updated_at: new Date() })
          .where('id', '=', caller.userId)
          .execute();
        return revokeUserTokens(trx, caller.userId, caller.tokenId);
      });
      app.callers.evictUser(caller.userId);
      return { message: apiMessage('ownPasswordChanged', lang, { count: ended }) };
    },
  );
}
