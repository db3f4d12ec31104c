import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from './support/server.js';

describe('legal pages', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp('pglite', { PUBLIC_CACHE_SECONDS: '0' });
    admin = await login(t.app, 'admin');
  });
  afterAll(() => t.close());

  const read = async (slug: string, lang: string) => {
    const res = await t.app.inject({
      url: `/api/public/legal-pages/${slug}`,
      headers: { 'accept-language': lang },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; title: string; body: string };
  };

  it('come with their texts in both languages', async () => {
    expect(await read('privacy-policy', 'id')).toMatchObject({
      title: 'Kebijakan Privasi',
      body: expect.stringContaining('Undang-Undang Nomor 27 Tahun 2022'),
    });
    expect(await read('privacy-policy', 'en')).toMatchObject({
      title: 'Privacy Policy',
      body: expect.stringContaining('rimba_cart'),
    });
    expect((await read('term-condition', 'en')).title).toBe('Terms and Conditions');
  });

  it('are edited by staff, their rich text sanitised by the server, and never added or removed', async () => {
    const { id } = await read('term-condition', 'id');
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/legal-pages/update',
      headers: admin,
      payload: { id, body_en: '<h2>Changed</h2><script>alert(1)</script><p onclick="x()">Kept</p>' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const body = (await read('term-condition', 'en')).body;
    expect(body).toContain('<h2>Changed</h2>');
    expect(body).toContain('Kept');
    expect(body).not.toContain('script');
    expect(body).not.toContain('onclick');

    const create = await t.app.inject({
      method: 'POST',
      url: '/api/legal-pages/create',
      headers: admin,
      payload: { slug: 'another', title: 'Another', body: '<p>x</p>' },
    });
    expect(create.statusCode).toBeGreaterThanOrEqual(400);
    expect(create.statusCode).toBeLessThan(500);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/legal-pages/delete',
      headers: admin,
      payload: { id },
    });
    expect(remove.statusCode).toBeGreaterThanOrEqual(400);
    expect(remove.statusCode).toBeLessThan(500);
  });
});
