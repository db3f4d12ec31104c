import { contohKomponen, type FieldErrors, faq, partners } from '@rimba/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { httpError } from '../src/http/errors.js';
import { installParts, partOf, type ServerPart } from '../src/resources/parts.js';
import { createTestApp, login, solidPng, type TestApp, testDatabases } from './support/server.js';
import { uploaded } from './support/uploads.js';

type Json = Record<string, unknown>;

describe.each(testDatabases)('the engine’s write path, permissions and relations on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let viewer: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    viewer = await login(t.app, 'viewer');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: Json) =>
    t.app.inject({ method, url, headers, payload });
  const count = async (table: string) =>
    Number(
      (
        await t.db
          .selectFrom(table as 'roles')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Runs a test with further hooks on a resource, then gives it back its own part. */
  const original = new Map<unknown, ServerPart>();
  const withHooks = (
    resource: typeof faq | typeof partners | typeof contohKomponen,
    hooks: ServerPart['hooks'],
  ) => {
    original.set(resource, partOf(resource));
    installParts([[resource, { ...partOf(resource), hooks }]]);
  };
  afterEach(() => {
    for (const [resource, part] of original) installParts([[resource as typeof faq, part]]);
    original.clear();
  });

  it('writes nothing when a hook after the insert fails: the create is one transaction', async () => {
    withHooks(faq, {
      afterChange: (ctx) => {
        throw httpError(409, 'conflict', ctx.lang, { detail: 'uji' });
      },
    });
    const before = await count('faqs');
    const res = await call('POST', '/api/faq/create', admin, { question: 'Pertanyaan?', answer: 'Jawaban.' });
    expect(res.statusCode).toBe(409);
    expect(await count('faqs')).toBe(before);
  });

  it('gives hooks the row as it was before an update, and rolls the update back when one refuses', async () => {
    const created = (await call('POST', '/api/faq/create', admin, { question: 'Lama?', answer: 'A' })).json()
      .data as Json;
    const seen: unknown[] = [];
    withHooks(faq, {
      check: (_ctx, _values, change) => {
        seen.push(change.mode === 'update' ? change.previous.question : null);
        return {};
      },
      afterChange: (ctx, row) => {
        if (row.question === 'Ditolak?') throw httpError(409, 'conflict', ctx.lang, { detail: 'uji' });
      },
    });
    const ok = await call('PUT', '/api/faq/update', admin, {
      id: created.id,
      question: 'Baru?',
      answer: 'A',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await call('PUT', '/api/faq/update', admin, {
      id: created.id,
      question: 'Ditolak?',
      answer: 'B',
    });
    expect(refused.statusCode).toBe(409);
    expect(seen).toEqual(['Lama?', 'Baru?']);
    const shown = (await call('GET', `/api/faq/${created.id}/show`)).json().data;
    expect(shown).toMatchObject({ question: 'Baru?', answer: 'A' });
  });

  it('keeps a row a delete hook refuses', async () => {
    const created = (
      await call('POST', '/api/faq/create', admin, { question: 'Tetap?', answer: 'Ya' })
    ).json().data as Json;
    withHooks(faq, {
      beforeDelete: (ctx, row) => {
        if (row.question === 'Tetap?') throw httpError(409, 'conflict', ctx.lang, { detail: 'uji' });
      },
    });
    const res = await call('DELETE', '/api/faq/delete', admin, { data: { id: created.id } });
    expect(res.statusCode).toBe(409);
    expect((await call('GET', `/api/faq/${created.id}/show`)).statusCode).toBe(200);
  });

  it('switches a mapping link in one transaction with its hook: a refusal keeps the link and the hook’s writes out', async () => {
    const owner = (await call('GET', '/api/contoh-komponen/list?limit=1')).json().data[0].id as number;
    const links = (on: 0 | 1) =>
      call('GET', `/api/contoh-komponen/${owner}/mapping/partners?value_mapping=${on}&limit=100`);
    const off = (await links(0)).json().data as { id: number }[];
    const onBefore = (await links(1)).json().total as number;
    expect(off.length).toBeGreaterThan(0);
    const settingsBefore = await count('app_settings');
    withHooks(contohKomponen, {
      linking: async (ctx) => {
        await ctx.db.insertInto('app_settings').values({ key: 'dari-kait', value: 'ya' }).execute();
        throw httpError(409, 'conflict', ctx.lang, { detail: 'uji' });
      },
    });
    const refused = await call('PUT', `/api/contoh-komponen/${owner}/mapping/partners`, admin, {
      id: off[0]!.id,
      value_mapping: true,
    });
    expect(refused.statusCode).toBe(409);
    expect((await links(1)).json().total).toBe(onBefore);
    expect(await count('app_settings')).toBe(settingsBefore);
  });

  it('imports through the create path: checks and hooks run, and one refused row writes none', async () => {
    withHooks(partners, {
      check: (ctx, values): FieldErrors =>
        values.company_name === 'PT Ditolak' ? { company_name: [`${ctx.lang}: ditolak`] } : {},
    });
    const before = await count('partners');
    const logo = await uploaded(t.app, admin, 'partners.file_logo', solidPng(4, 4, [20, 120, 40]));
    const csv = `company_name,file_logo\nPT Baru Satu,${logo}\nPT Ditolak,${logo}\n`;
    const boundary = '----rimba';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/partners/import',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json(), res.body).toMatchObject({ total: 2, invalid: 1 });
    expect(res.json().rows).toContainEqual(
      expect.objectContaining({ line: 3, errors: { company_name: ['id: ditolak'] } }),
    );
    expect(await count('partners')).toBe(before);
  });

  it('leaves out a field the caller may not read, and refuses a write or a filter on it with a 403', async () => {
    const listed = await call('GET', '/api/contoh-komponen/list?limit=3', viewer);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json().data as Json[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).not.toHaveProperty('price');
    expect((await call('GET', '/api/contoh-komponen/list?limit=3')).json().data[0]).toHaveProperty('price');
    const id = Number(rows[0]!.id);
    expect((await call('GET', `/api/contoh-komponen/${id}/show`, viewer)).json().data).not.toHaveProperty(
      'price',
    );
    const filtered = await call(
      'GET',
      `/api/contoh-komponen/list?filters=${encodeURIComponent('{"price":{"gt":1}}')}`,
      viewer,
    );
    expect(filtered.statusCode).toBe(403);
    expect(filtered.json().message).toBe('Anda tidak memiliki izin untuk kolom Harga');
    const sorted = await call('GET', '/api/contoh-komponen/list?order=price', viewer);
    expect(sorted.statusCode).toBe(403);
    const model = (await call('GET', '/api/gen-model/contoh-komponen', viewer)).json().data as Json;
    expect(JSON.stringify(model)).not.toContain('"price"');
    const exported = await call('GET', '/api/contoh-komponen/export?format=csv', viewer);
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split('\n')[0]).not.toContain('Harga');

    // Allowed to update the rows but not given the price task: a price in the body is named and refused.
    const priceBefore = (await call('GET', `/api/contoh-komponen/${id}/show`)).json().data.price;
    const officeRole = await t.db
      .selectFrom('roles')
      .select('id')
      .where('role_name', '=', 'Viewer')
      .executeTakeFirstOrThrow();
    const task = await t.db
      .selectFrom('tasks')
      .select('id')
      .where('name', '=', 'contoh-komponen.update')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('role_tasks').values({ role_id: officeRole.id, task_id: task.id }).execute();
    const viewerUser = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'viewer')
      .executeTakeFirstOrThrow();
    t.app.callers.evictUser(viewerUser.id);
    const write = await call('PUT', '/api/contoh-komponen/update', viewer, { id, price: 1000 });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('Anda tidak memiliki izin untuk kolom Harga');
    expect((await call('GET', `/api/contoh-komponen/${id}/show`)).json().data.price).toBe(priceBefore);
    await t.db
      .deleteFrom('role_tasks')
      .where('role_id', '=', officeRole.id)
      .where('task_id', '=', task.id)
      .execute();
    t.app.callers.evictUser(viewerUser.id);
  });

  it('answers every lookup’s label with the row, also to a caller who may not read the looked-up resource', async () => {
    const logs = (await call('GET', '/api/contoh-komponen-log/list?limit=5')).json().data as Json[];
    for (const log of logs) {
      expect(log.rel_contoh_komponen_id).toEqual({ id: log.contoh_komponen_id, label: expect.any(String) });
    }
    const example = (await call('GET', '/api/contoh-komponen/list?limit=1')).json().data[0] as Json;
    expect(example.rel_partner_id).toMatchObject({
      id: example.partner_id,
      label: expect.stringMatching(/\S/),
    });
    expect(example.rel_supporter_ids).toEqual(
      (example.supporter_ids as number[]).map((id) => ({ id, label: expect.any(String) })),
    );
    // The viewer may keep tokens but not read users: the token's owner is still named.
    const created = await call('POST', '/api/api-token/create', viewer, {
      name: 'skrip',
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await call('GET', '/api/users/list', viewer)).statusCode).toBe(403);
    expect(created.json().data.rel_user_id).toEqual({ id: created.json().data.user_id, label: 'viewer' });
  });

  it('makes a declared transition, writes it to the audit trail and refuses what the declaration does not allow', async () => {
    const { id } = await t.db
      .insertInto('users')
      .values({
        username: 'calon',
        email: 'calon@rimba.example.id',
        fullname: 'Calon Staf',
        password: 'x',
        role_id: 1,
        status_code: 'email_verified',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bare = await call('POST', `/api/users/${id}/reject`, admin, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Alasan harus diisi');
    const rejected = await call('POST', `/api/users/${id}/reject`, admin, { reason: 'Data belum lengkap' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().message).toBe('Pendaftaran Calon Staf ditolak');
    const again = await call('POST', `/api/users/${id}/reject`, admin, { reason: 'lagi' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Tidak dapat dilakukan pada data berstatus Ditolak');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/users/${id}/approve`,
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(approved.json().message).toBe('User Calon Staf approved');
    const trail = (await call('GET', `/api/users/${id}/transitions`)).json().data as Json[];
    expect(trail).toMatchObject([
      {
        transition: 'approve',
        from_state: 'rejected',
        to_state: 'approved',
        reason: null,
        rel_user_id: { label: 'Super Admin' },
      },
      {
        transition: 'reject',
        from_state: 'email_verified',
        to_state: 'rejected',
        reason: 'Data belum lengkap',
      },
    ]);
    expect((await call('GET', `/api/users/${id}/transitions`, viewer)).statusCode).toBe(403);
    // Nobody decides on their own account.
    const me = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const self = await call('POST', `/api/users/${me.id}/deactivate`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Tindakan ini tidak berlaku untuk data ini');
    expect((await call('POST', `/api/users/${id}/no-such-transition`)).statusCode).toBe(404);
    expect((await call('POST', '/api/partners/1/approve')).statusCode).toBe(404);
  });

  it('declares workflows and field permissions in the definitions the admin reads', () => {
    expect(contohKomponen.fieldsByName.get('price')).toMatchObject({ read: 'contoh-komponen.price-read' });
  });
});
