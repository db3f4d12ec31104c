import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { grantTasks } from '../../src/auth/roles.js';
import type { TestApp } from './server.js';

/** A multipart body with one file part, after the given text fields. */
export function multipartBody(
  filename: string,
  content: Buffer,
  { field = 'file', fields = {} }: { field?: string; fields?: Record<string, string> } = {},
) {
  const boundary = '----rimbatest';
  const texts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(
      `${texts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads one file for a resource's file field, as the given caller. */
export function uploadFor(
  app: FastifyInstance,
  headers: Record<string, string>,
  target: `${string}.${string}`,
  content: Buffer,
  filename = 'berkas.png',
): Promise<LightMyRequestResponse> {
  const dot = target.indexOf('.');
  const query = new URLSearchParams({ resource: target.slice(0, dot), field: target.slice(dot + 1) });
  const body = multipartBody(filename, content);
  return app.inject({
    method: 'POST',
    url: `/api/upload?${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** Uploads a file that must be taken, and answers its URL. */
export async function uploaded(
  app: FastifyInstance,
  headers: Record<string, string>,
  target: `${string}.${string}`,
  content: Buffer,
  filename?: string,
): Promise<string> {
  const res = await uploadFor(app, headers, target, content, filename);
  if (res.statusCode !== 200) throw new Error(`upload for ${target} failed: ${res.body}`);
  return res.json().url;
}

/**
 * A user of a role of their own with the given tasks (and further fields of the user, such as a unit),
 * created by the super user through the API; answers the bearer header of their login.
 */
export async function userWithTasks(
  t: TestApp,
  admin: Record<string, string>,
  username: string,
  tasks: string[],
  fields: Record<string, unknown> = {},
): Promise<{ authorization: string }> {
  const role = `Peran ${username}`;
  await t.db.insertInto('roles').values({ role_name: role, description: null }).execute();
  await grantTasks(t.db, role, tasks);
  const { id: roleId } = await t.db
    .selectFrom('roles')
    .select('id')
    .where('role_name', '=', role)
    .executeTakeFirstOrThrow();
  const password = 'rahasia-kebun-123';
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/users/create',
    headers: admin,
    payload: {
      username,
      password,
      fullname: `Pengguna ${username}`,
      email: `${username}@contoh.id`,
      role_id: roleId,
      ...fields,
    },
  });
  if (created.statusCode !== 200) throw new Error(`creating ${username} failed: ${created.body}`);
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login as ${username} failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().token}` };
}

/**
 * A staff account of a role, of a unit, reading a language, created by the super user through the API;
 * answers its id and the bearer header of its login. Its mail is `{username}@uji.id`.
 */
export async function staffAccount(
  t: TestApp,
  admin: Record<string, string>,
  account: { username: string; roleId: number; unitId: number | null; lang: string },
): Promise<{ id: number; headers: { authorization: string } }> {
  const password = 'rahasia-kebun-123';
  const { username } = account;
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/users/create',
    headers: admin,
    payload: {
      fullname: `Petugas ${username}`,
      username,
      email: `${username}@uji.id`,
      password,
      role_id: account.roleId,
      unit_id: account.unitId,
    },
  });
  if (made.statusCode !== 200) throw new Error(`creating ${username} failed: ${made.body}`);
  const id = Number(made.json().data.id);
  await t.db.updateTable('users').set({ lang: account.lang }).where('id', '=', id).execute();
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login as ${username} failed: ${res.body}`);
  return { id, headers: { authorization: `Bearer ${res.json().token}` } };
}
