// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../src/api/client';
import { renderPage } from '../src/entry-server';
import { pointAtTestServer } from './support';

/** The headings (h1, h2) of a page's HTML as the server sends it, as text. */
const headings = (html: string) =>
  [...html.matchAll(/<h([12])[^>]*>(.*?)<\/h\1>/g)].map((m) => m[2]!.replace(/<[^>]*>/g, ''));

describe('legal pages rendered on the server', () => {
  beforeAll(pointAtTestServer);

  it('serves the terms and the privacy policy in Indonesian, with their headings', async () => {
    const terms = await renderPage('/term-condition', getJson);
    expect(terms.status).toBe(200);
    expect(terms.head.title).toBe('Syarat dan Ketentuan · Rimba');
    expect(headings(terms.html)).toEqual(expect.arrayContaining(['Syarat dan Ketentuan', '1. Donasi pohon']));

    const privacy = await renderPage('/privacy-policy', getJson);
    expect(privacy.status).toBe(200);
    expect(privacy.head.title).toBe('Kebijakan Privasi · Rimba');
    expect(privacy.head.description).toMatch(/^Yayasan Rimba \("kami"\) mengelola situs ini/);
    expect(headings(privacy.html)).toEqual(
      expect.arrayContaining([
        'Kebijakan Privasi',
        '1. Data yang kami kumpulkan dan untuk apa',
        '2. Cookie dan penyimpanan di peramban',
        '3. Berapa lama kami menyimpan data',
        '5. Hak Anda',
      ]),
    );
    for (const words of ['Midtrans', 'PayPal', 'rimba_cart', 'UU PDP', 'Nomor 27 Tahun 2022', 'buletin']) {
      expect(privacy.html).toContain(words);
    }
  });

  it('serves both in English under /en', async () => {
    const terms = await renderPage('/en/term-condition', getJson);
    expect(terms.lang).toBe('en');
    expect(terms.head.title).toBe('Terms and Conditions · Rimba');
    expect(headings(terms.html)).toEqual(
      expect.arrayContaining(['Terms and Conditions', '1. Tree donations']),
    );

    const privacy = await renderPage('/en/privacy-policy', getJson);
    expect(privacy.head.title).toBe('Privacy Policy · Rimba');
    expect(headings(privacy.html)).toEqual(
      expect.arrayContaining(['Privacy Policy', '2. Cookies and browser storage', '5. Your rights']),
    );
    expect(privacy.html).toContain('Law No. 27 of 2022 on Personal Data Protection');
  });
});
