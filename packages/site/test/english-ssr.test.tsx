// @vitest-environment node
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getJson } from '../src/api/client';
import { renderPage } from '../src/entry-server';
import { pointAtTestServer } from './support';

/** A page's HTML as the server sends it. */
const html = async (url: string) => (await renderPage(url, getJson)).html;

describe('English pages rendered on the server', () => {
  beforeAll(pointAtTestServer);

  it('/en shows the banners and the footer’s news in English', async () => {
    const page = await html('/en');
    expect(page).toContain('Plant Trees, Support Farmers');
    expect(page).toContain('More than 900 people take part in reforestation');
    expect(page).toContain('See the Gifts');
    expect(page).not.toContain('Tanam Pohon, Sejahterakan Petani');
    expect(page).toContain('Company Volunteers Plant in Kendal');
    expect(page).not.toContain('Relawan Perusahaan Menanam di Kendal');
  });

  it('the about pages show the FAQ, partners, jobs and annual reports in English', async () => {
    const faq = await html('/en/about-faq');
    expect(faq).toContain('How can I volunteer?');
    expect(faq).toContain('Join one of our planting events');

    const response = await fetch(`${inject('apiUrl')}/api/public/partners`, {
      headers: { 'accept-language': 'en' },
    });
    const partners = ((await response.json()) as { data: { company_name: string; description: string }[] })
      .data;
    const logistics = partners.find((p) => p.company_name === 'PT Logistik Hijau')!;
    expect(logistics.description).toMatch(/^[A-Z][a-z]+ .*\.$/);
    expect(await html('/en/about-partners')).toContain(logistics.description);

    const jobs = await html('/en/about-working-t4t');
    expect(jobs).toContain('Communications and Social Media Volunteer');
    expect(jobs).not.toContain('Relawan Komunikasi dan Media Sosial');

    const reports = await html('/en/about-anual-report');
    expect(reports).toContain('Annual Report 2025');
    expect(reports).not.toContain('Laporan Tahunan 2025');
  });
});
