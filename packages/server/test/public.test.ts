import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

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

  it('GET /api/public/banner answers each text in English for English callers, the Indonesian where it has none', async () => {
    const banners = async (lang: string) =>
      (await t.app.inject({ url: '/api/public/banner', headers: { 'accept-language': lang } })).json()
        .data as Record<string, unknown>[];
    const [first, second] = await banners('en');
    expect(first).toEqual({
      id: first!.id,
      title: 'Plant Trees, Support Farmers',
      subtitle: 'More than 900 people take part in reforestation',
      description: 'Every tree you donate is planted and cared for by one of our partner farmers.',
      link: '/donation',
      button_text: 'Plant a Tree',
      file_banner: { url: '/uploads/demo-banner-1.jpg', filename: 'demo-banner-1.jpg' },
    });
    const admin = await login(t.app, 'admin');
    const edit = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/banner/update',
        headers: admin,
        payload: { id: second!.id, ...payload },
      });
    expect((await edit({ subtitle_en: null, button_text_en: '' })).statusCode).toBe(200);
    expect((await banners('en'))[1]).toMatchObject({
      title: 'Track Your Tree',
      subtitle: 'Temukan pohon Anda dengan kode WIN',
      button_text: 'Lacak Pohon',
    });
    await edit({ subtitle_en: second!.subtitle, button_text_en: second!.button_text });
  });
});
