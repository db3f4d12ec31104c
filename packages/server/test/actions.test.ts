import { resources } from '@rimba/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

/** The admin opens a form only for an action the server has a route for; here is the server's half. */
describe.each(testDatabases)('the actions a resource offers on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('has a create, update and delete route exactly for the actions each resource declares', async () => {
    const calls = {
      create: { method: 'POST', path: 'create', payload: {} },
      update: { method: 'PUT', path: 'update', payload: { id: 999_999 } },
      delete: { method: 'DELETE', path: 'delete', payload: { data: { id: 999_999 } } },
    } as const;
    for (const resource of resources) {
      for (const [action, call] of Object.entries(calls)) {
        const res = await t.app.inject({
          method: call.method,
          url: `/api/${resource.name}/${call.path}`,
          headers: admin,
          payload: call.payload,
        });
        const offered = resource.actions.includes(action as keyof typeof calls);
        const where = `${resource.name} ${action}: ${res.body}`;
        const noRoute = `Alamat API tidak ditemukan: /api/${resource.name}/${call.path}`;
        if (offered) expect(res.json().message, where).not.toBe(noRoute);
        else {
          expect(res.statusCode, where).toBe(404);
          expect(res.json().message, where).toBe(noRoute);
        }
      }
    }
    // The personal tokens are made and revoked, never edited; everyone's tokens are only revoked.
    expect(resources.find((r) => r.name === 'api-token')?.actions).not.toContain('update');
    expect(resources.find((r) => r.name === 'others-token')?.actions).not.toContain('create');
  });
});
