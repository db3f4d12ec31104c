import { isAllowed, type Principal, type Resource, resourcesByName, superRoleId } from '@rimba/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

type Headers = Record<string, string>;
interface Who {
  name: string;
  headers: Headers;
  /** What the caller may do, as the server decides it; none for an anonymous visitor. */
  principal: Principal | null;
}

/** A row that does not exist: an allowed call then ends in a 404 or a 4xx of its input, never in a write. */
const missing = 999_999_999;

/** Routes anyone may call: they never answer 401 or 403 for want of a login. */
const open =
  /^\/uploads\/|^\/api\/(public|no-auth)\/|^\/api\/(login|register|verify-email|request_email_verification|request_forgot_password|change_password|health)$/;

/** The permissions a route of the generic engine needs, from its path, or undefined for another route. */
function permissionsOf(method: string, path: string): string[] | undefined {
  const one = permissionOf(method, path);
  if (one === undefined) return undefined;
  const m = /^\/api\/([a-z-]+)\/\{id\}\/mapping\/\{name\}(\/linked)?$/.exec(path);
  const mapping = m && resourcesByName.get(m[1]!)?.mappings[0];
  // A mapping lists the rows of its target: reading it needs the target's read permission too.
  return mapping && method === 'GET' ? [one, resourcesByName.get(mapping.target)!.permissions.read] : [one];
}

function permissionOf(method: string, path: string): string | undefined {
  if (path === '/api/gen-model/{name}') return resourcesByName.get('partners')!.permissions.read;
  const m = /^\/api\/([a-z-]+)\/(.+)$/.exec(path);
  const resource: Resource | undefined = m ? resourcesByName.get(m[1]!) : undefined;
  if (!resource) return undefined;
  const rest = m![2]!;
  const { permissions } = resource;
  if (['list', 'dataset', 'export', '{id}/show', '{id}/transitions', '{id}/pdf'].includes(rest))
    return permissions.read;
  const summary = /^summary\/([a-z0-9-]+)$/.exec(rest);
  if (summary && resource.summaries.some((s) => s.name === summary[1])) return permissions.read;
  if (rest === '{id}/mapping/{name}' || rest === '{id}/mapping/{name}/linked')
    return method === 'GET' ? permissions.read : permissions.update;
  if (['create', 'import', 'import/preview'].includes(rest)) return permissions.create;
  if (rest === 'update') return permissions.update;
  if (rest === 'sync/{client_id}') return permissions.create;
  if (rest === 'delete') return permissions.delete;
  const transition = /^\{id\}\/([a-z-]+)$/.exec(rest);
  const declared = transition && resource.workflow?.transitionsByName.get(transition[1]!);
  if (declared) return declared.task ?? permissions.update;
  throw new Error(`No permission known for ${method} ${path}`);
}

function requestOf(method: string, path: string): { url: string; payload?: unknown } {
  const resource = resourcesByName.get(/^\/api\/([a-z-]+)\//.exec(path)?.[1] ?? '');
  const url = path
    .replace('{id}', String(missing))
    .replace('{key}', String(missing))
    .replace(/\{\w+_id\}/g, '1')
    .replace('{sha256}', '0'.repeat(64))
    .replace('/gen-model/{name}', '/gen-model/partners')
    .replace('{name}', resource?.mappings[0]?.name ?? 'x');
  if (method === 'PUT' && path.endsWith('/update')) return { url, payload: { id: missing } };
  if (path.endsWith('/sync/{client_id}')) {
    const clientId = '00000000-0000-4000-8000-000000000000';
    return { url: url.replace(/\/sync\/1$/, `/sync/${clientId}`), payload: { base_version: null, data: {} } };
  }
  if (path === '/api/me/preferences') return { url, payload: { time_zone: 'Asia/Jakarta' } };
  if (path === '/api/me/password') return { url, payload: { current_password: 'salah', password: 'x' } };
  if (method === 'PUT' && path.endsWith('/linked')) return { url, payload: { ids: [] } };
  if (method === 'PUT') return { url, payload: { id: missing, value_mapping: true } };
  if (method === 'DELETE') return { url, payload: { data: { id: missing } } };
  if (method === 'POST') return { url, payload: {} };
  return { url };
}

/**
 * Every route of the API, called as an anonymous visitor, the read-only viewer, a department admin, the
 * department admin's personal API token and the super user: each answer is the one the caller's rights
 * call for, and none is a 5xx.
 */
describe.each(testDatabases)('every route for every kind of caller on %s', (kind) => {
  let t: TestApp;
  const callers: Who[] = [];
  let routes: [string, string][] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { ACCOUNT_RATE_LIMIT: '10000', LOGIN_RATE_LIMIT: '10000' });
    const admin = await login(t.app, 'admin');
    const viewer = await login(t.app, 'viewer');
    const taskNames = async (roleName: string) =>
      (
        await t.db
          .selectFrom('roles as r')
          .innerJoin('role_tasks as rt', 'rt.role_id', 'r.id')
          .innerJoin('tasks as k', 'k.id', 'rt.task_id')
          .select('k.name')
          .where('r.role_name', '=', roleName)
          .execute()
      ).map((r) => r.name);
    const role = await t.db
      .selectFrom('roles')
      .select('id')
      .where('role_name', '=', 'Admin Departemen')
      .executeTakeFirstOrThrow();
    const department = await t.db
      .selectFrom('departments')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/create',
      headers: admin,
      payload: {
        fullname: 'Kepala Matriks',
        username: 'kepala_matriks',
        email: 'kepala.matriks@rimba.example.id',
        password: 'rahasia-kebun-123',
        role_id: role.id,
        department_id: department.id,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const headLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'kepala_matriks', password: 'rahasia-kebun-123' },
    });
    const head = { authorization: `Bearer ${headLogin.json().token}` };
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/api-token/create',
      headers: head,
      payload: { name: 'matriks', expires_at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(token.statusCode, token.body).toBe(200);
    const headTasks = await taskNames('Admin Departemen');
    callers.push(
      { name: 'anonymous', headers: {}, principal: null },
      { name: 'viewer', headers: viewer, principal: { roleId: 0, tasks: await taskNames('Viewer') } },
      { name: 'department admin', headers: head, principal: { roleId: Number(role.id), tasks: headTasks } },
      {
        name: 'personal token',
        headers: { authorization: `Bearer ${token.json().secret}` },
        principal: { roleId: Number(role.id), tasks: headTasks },
      },
      { name: 'super user', headers: admin, principal: { roleId: superRoleId, tasks: [] } },
    );
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => [method.toUpperCase(), path] as [string, string]),
    );
  });
  afterAll(() => t.close());

  it('answers each caller as their rights say, and never with a 5xx', async () => {
    expect(routes.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    let calls = 0;
    for (const who of callers) {
      for (const [method, path] of routes) {
        // Logging out ends the caller's session: it is checked on its own below.
        if (path === '/api/logout') continue;
        const { url, payload } = requestOf(method, path);
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: who.headers,
          ...(payload !== undefined && { payload: payload as object }),
        });
        calls++;
        const where = `${who.name}: ${method} ${path} → ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (res.statusCode >= 500) {
          wrong.push(where);
          continue;
        }
        const permissions = permissionsOf(method, path);
        const exportless = /^\/api\/([a-z-]+)\/export$/.exec(path);
        if (exportless && resourcesByName.get(exportless[1]!)?.export === false) {
          // Declared without export: the route answers as if it did not exist, to everyone.
          if (res.statusCode !== 404) wrong.push(`${where} (expected 404)`);
        } else if (permissions) {
          const allowed = permissions.every((p) => isAllowed(who.principal, p));
          const expected = allowed ? undefined : who.principal ? 403 : 401;
          if (expected !== undefined && res.statusCode !== expected)
            wrong.push(`${where} (expected ${expected})`);
          if (allowed && (res.statusCode === 401 || res.statusCode === 403)) wrong.push(`${where} (allowed)`);
        } else if (open.test(path)) {
          if (res.statusCode === 401 || res.statusCode === 403) wrong.push(`${where} (open route)`);
        } else if (!path.startsWith('/api/docs')) {
          // Every other route needs a login, and only a login.
          const expected = who.principal ? undefined : 401;
          if (expected !== undefined && res.statusCode !== expected) wrong.push(`${where} (expected 401)`);
          if (who.principal && res.statusCode === 401) wrong.push(`${where} (logged in)`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(500);
    // Every route for every caller: a few thousand calls, which PGlite answers one at a time.
  }, 120_000);

  it('ends only the caller’s own session on logout, and refuses an anonymous logout', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
    const session = await login(t.app, 'viewer');
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: session })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: session })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: callers[1]!.headers })).statusCode,
    ).toBe(200);
  });
});
