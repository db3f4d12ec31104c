import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, solidPng, type TestApp, testDatabases } from './support/server.js';
import { uploaded } from './support/uploads.js';

describe.each(testDatabases)('generic resource API on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let viewer: { authorization: string };
  /** A logo the admin uploaded, for the partners created here. */
  let logo: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await login(t.app, 'admin');
    viewer = await login(t.app, 'viewer');
    logo = await uploaded(t.app, admin, 'partners.file_logo', solidPng(4, 4, [20, 120, 40]));
  });
  afterAll(() => t.close());

  const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
  const listOf = async (query: string, headers = admin) => {
    const res = await get(`/api/partners/list?${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Record<string, unknown>[]; total: number };
  };

  it('lists with { data, total }, newest first by default, 10 per page', async () => {
    const body = await listOf('');
    expect(body.total).toBe(12);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({ company_name: 'PT Logistik Hijau' });
    expect(Object.keys(body.data[0]!).sort()).toEqual(
      [
        'company_name',
        'created_at',
        'description',
        'description_en',
        'file_logo',
        'id',
        'link_blog',
        'updated_at',
        'website',
      ].sort(),
    );
  });

  it('pages with page, limit and offset', async () => {
    const page2 = await listOf('page=2&limit=5&order=company_name&sort=ASC');
    expect(page2.data.map((r) => r.company_name)).toEqual([
      'PT Energi Surya Jaya',
      'PT Hijau Lestari',
      'PT Kertas Bijak',
      'PT Kopi Nusantara',
      'PT Logistik Hijau',
    ]);
    const byOffset = await listOf('offset=5&limit=5&order=company_name&sort=asc');
    expect(byOffset.data).toEqual(page2.data);
  });

  it('caps limit at 100 on list and 1000 on dataset', async () => {
    const res = await get('/api/partners/list?limit=5000');
    expect(res.statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/faq/create',
        headers: admin,
        payload: { question: `Q${i}`, answer: 'A' },
      });
    }
    const dataset = await get('/api/faq/dataset');
    expect(dataset.json().data.length).toBe(dataset.json().total);
  });

  it('searches the searchable fields, case-insensitively, and ids when the term is a number', async () => {
    const body = await listOf('search=HIJAU');
    expect(body.data.map((r) => r.company_name).sort()).toEqual(['PT Hijau Lestari', 'PT Logistik Hijau']);
    expect((await listOf('search=agroforestri')).total).toBeGreaterThan(0);
    const byId = await listOf('search=3');
    expect(byId.data.map((r) => r.id)).toContain(3);
    expect((await listOf(`search=${encodeURIComponent('100%_')}`)).total).toBe(0);
    const pastTheEnd = await listOf('search=hijau&page=5');
    expect(pastTheEnd).toEqual({ data: [], total: 2 });
    const paged = (sort: string, page: number) =>
      listOf(`search=hijau&order=company_name&sort=${sort}&limit=1&page=${page}`);
    expect(await paged('ASC', 1)).toMatchObject({ total: 2, data: [{ company_name: 'PT Hijau Lestari' }] });
    expect(await paged('ASC', 2)).toMatchObject({ total: 2, data: [{ company_name: 'PT Logistik Hijau' }] });
    expect(await paged('DESC', 1)).toMatchObject({ total: 2, data: [{ company_name: 'PT Logistik Hijau' }] });
  });

  it('filters with the one grammar: equality and operators', async () => {
    const eq = await listOf(
      `filters=${encodeURIComponent(JSON.stringify({ company_name: 'CV Bumi Asri' }))}`,
    );
    expect(eq.total).toBe(1);
    const ops = await listOf(
      `filters=${encodeURIComponent(JSON.stringify({ id: { in: [1, 2, 3] }, company_name: { contains: 'pt' } }))}`,
    );
    expect(ops.data.map((r) => r.id).sort()).toEqual([1]);
    const range = await listOf(`filters=${encodeURIComponent(JSON.stringify({ id: { gte: '11' } }))}`);
    expect(range.total).toBe(2);
  });

  it('answers 400 naming an unknown field, operator or sort column, and bad JSON', async () => {
    const unknownFilter = await get(`/api/partners/list?filters=${encodeURIComponent('{"password":"x"}')}`);
    expect(unknownFilter.statusCode).toBe(400);
    expect(unknownFilter.json().message).toBe('Kolom tidak dikenal: password');
    const badOp = await get(`/api/partners/list?filters=${encodeURIComponent('{"id":{"contains":"1"}}')}`);
    expect(badOp.statusCode).toBe(400);
    expect(badOp.json().message).toBe('Operator tidak dikenal untuk id: contains');
    const badSort = await get('/api/partners/list?order=description');
    expect(badSort.json()).toEqual({ message: 'Kolom tidak dapat diurutkan: description' });
    const injection = await get(`/api/partners/list?order=${encodeURIComponent('id;drop table partners')}`);
    expect(injection.statusCode).toBe(400);
    expect(injection.json().message).toBe('Kolom tidak dikenal: id;drop table partners');
    const badJson = await get('/api/partners/list?filters=%7Bnope');
    expect(badJson.json().message).toBe('Parameter filters harus berupa objek JSON');
    const badValue = await get(`/api/partners/list?filters=${encodeURIComponent('{"id":"abc"}')}`);
    expect(badValue.statusCode).toBe(400);
    const badSortDir = await get('/api/partners/list?order=id&sort=UP');
    expect(badSortDir.statusCode).toBe(400);
    const en = await t.app.inject({
      url: '/api/partners/list?order=bogus',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(en.json().message).toBe('Unknown field: bogus');
    expect((await listOf('')).total).toBe(12);
  });

  it('shows one row, and 404 for a missing one', async () => {
    const res = await get('/api/partners/1/show');
    expect(res.json().data).toMatchObject({ id: 1, company_name: 'PT Hijau Lestari' });
    const missing = await get('/api/partners/99999/show');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Data tidak ditemukan');
    expect((await get('/api/partners/abc/show')).statusCode).toBe(400);
  });

  it('creates, updates and deletes with the spec messages', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/partners/create',
      headers: admin,
      payload: {
        company_name: '  PT Baru  ',
        file_logo: logo,
        website: '',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().data;
    expect(row).toMatchObject({ company_name: 'PT Baru', website: null });
    expect((await listOf('')).total).toBe(13);
    expect(created.json().message).toBe('Data Mitra berhasil ditambahkan');

    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/partners/update',
      headers: admin,
      payload: { id: row.id, company_name: 'PT Baru Sekali' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe('Edit data Mitra berhasil');
    expect(updated.json().data.company_name).toBe('PT Baru Sekali');
    expect(new Date(updated.json().data.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(row.updated_at).getTime(),
    );

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/partners/delete',
      headers: admin,
      payload: { data: row },
    });
    expect(deleted.json()).toEqual({ message: 'Data Mitra berhasil dihapus' });
    expect((await listOf('')).total).toBe(12);
    expect((await get(`/api/partners/${row.id}/show`)).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/partners/delete',
      headers: admin,
      payload: { data: row },
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 422 with per-field messages in the request language', async () => {
    const payload = { company_name: '', website: 'not a url', file_logo: logo };
    const id = await t.app.inject({ method: 'POST', url: '/api/partners/create', headers: admin, payload });
    expect(id.statusCode).toBe(422);
    expect(id.json()).toEqual({
      message: 'Data yang dikirim tidak valid',
      errors: {
        company_name: ['Nama Perusahaan harus diisi'],
        website: ['Situs Web harus berupa URL yang benar'],
      },
    });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/partners/create',
      headers: { ...admin, 'accept-language': 'en-GB,en;q=0.8' },
      payload,
    });
    expect(en.json().errors.company_name).toEqual(['Company Name is required']);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/faq/create',
      headers: admin,
      payload: { question: 'x'.repeat(501), answer: 'y' },
    });
    expect(tooLong.json().errors.question).toEqual(['Pertanyaan tidak boleh lebih dari 500 karakter']);
  });

  it('enforces permissions on the server: viewer reads but may not write, nobody without a token', async () => {
    expect((await get('/api/partners/list', viewer)).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/partners/create',
      headers: viewer,
      payload: { company_name: 'PT Tidak Boleh', file_logo: '/uploads/a.png' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Anda tidak memiliki izin untuk tindakan ini (partners.create)');
    const upd = await t.app.inject({
      method: 'PUT',
      url: '/api/partners/update',
      headers: viewer,
      payload: { id: 1, company_name: 'x' },
    });
    expect(upd.statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/partners/delete',
      headers: viewer,
      payload: { data: { id: 1 } },
    });
    expect(del.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/partners/list' })).statusCode).toBe(401);
    expect((await get('/api/partners/1/show')).statusCode).toBe(200);
    expect((await listOf('search=PT Tidak Boleh')).total).toBe(0);
  });
});
