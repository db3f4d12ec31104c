import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabases } from './support/server.js';

describe.each(testDatabases)('public API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('GET /api/public/partners answers the site shape, file_logo.url included, without a token', async () => {
    const res = await t.app.inject({ url: '/api/public/partners' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(12);
    expect(Object.keys(data[0]).sort()).toEqual([
      'company_name',
      'description',
      'file_logo',
      'id',
      'link_blog',
      'website',
    ]);
    expect(data[0].file_logo.url).toMatch(/^\/uploads\/demo-logo-.+\.svg$/);
    expect(data.map((p: { company_name: string }) => p.company_name)[0]).toBe('Bank Tani Sejahtera');
    const picture = await t.app.inject({ url: data[0].file_logo.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('GET /api/public/faq answers question and answer', async () => {
    const { data } = (await t.app.inject({ url: '/api/public/faq' })).json();
    expect(data[0]).toEqual({
      id: 1,
      question: 'Apa itu Rimba?',
      answer: expect.stringContaining('sejak 2007'),
    });
  });

  it('GET /api/public/banner answers title, subtitle, description, link, button_text and file_banner.url', async () => {
    const { data } = (await t.app.inject({ url: '/api/public/banner?limit=2' })).json();
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      title: 'Tanam Pohon, Sejahterakan Petani',
      link: '/donation',
      button_text: 'Tanam Pohon',
      file_banner: { url: '/uploads/demo-banner-1.jpg' },
    });
  });
});
