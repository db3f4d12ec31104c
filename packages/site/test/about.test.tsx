import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AnnualReport, JobVacancy, ListPage, Partner } from '../src/api/public';
import { asAdmin, pointAtTestServer, readMore, renderApp } from './support';

async function publicList<T>(path: string, lang = 'id'): Promise<T[]> {
  const response = await fetch(`${inject('apiUrl')}/api/public/${path}`, {
    headers: { 'accept-language': lang },
  });
  return ((await response.json()) as ListPage<T>).data;
}

const headings = (items: HTMLElement[]) => items.map((item) => within(item).getByRole('heading').textContent);

describe('about pages', () => {
  beforeAll(pointAtTestServer);

  describe('/about-working-t4t', () => {
    it('lists the vacancies newest first, each dated in Jakarta time with a short text and Read More', async () => {
      const jobs = await publicList<JobVacancy>('job-vacancy');
      renderApp('/about-working-t4t');
      expect(await screen.findByRole('heading', { level: 1, name: 'Karier' })).toBeTruthy();
      const items = await screen.findAllByTestId('job-item');
      expect(headings(items)).toEqual(jobs.map((job) => job.title));
      expect(headings(items)[0]).toBe('Relawan Komunikasi dan Media Sosial');

      // Written 1 May 2026 at 05:15 UTC, 12:15 in Jakarta; 1 January 02:15 UTC is 09:15.
      expect(within(items[0]!).getByTestId('job-date').textContent).toBe('01Mei12:15');
      expect(within(items[3]!).getByTestId('job-date').textContent).toBe('01Jan09:15');
      expect(within(items[0]!).getByTestId('job-date').getAttribute('datetime')).toBe(jobs[0]!.created_at);

      const text = within(items[3]!).getByText(/^Kami mencari/).textContent!;
      expect(text).toBe('Kami mencari koordinator lapangan yang memimpin pendampingan 40 kelompok ta…');
      expect(text.length).toBeLessThanOrEqual(76);
      expect(text).not.toContain('<');

      const more = within(items[3]!).getByRole('link', {
        name: readMore('Baca Selengkapnya', jobs[3]!.title),
      });
      expect(more.getAttribute('href')).toBe(`/about-working-t4t/${jobs[3]!.id}`);
    });

    it('lists them in English under /en, with English months', async () => {
      const jobs = await publicList<JobVacancy>('job-vacancy', 'en');
      renderApp('/en/about-working-t4t');
      expect(await screen.findByRole('heading', { level: 1, name: 'Careers' })).toBeTruthy();
      const items = await screen.findAllByTestId('job-item');
      expect(headings(items)).toEqual(jobs.map((job) => job.title));
      expect(headings(items)[1]).toBe('GIS Data Analyst');
      expect(within(items[0]!).getByTestId('job-date').textContent).toBe('01May12:15');
      expect(
        within(items[1]!)
          .getByRole('link', { name: readMore('Read More', 'GIS Data Analyst') })
          .getAttribute('href'),
      ).toBe(`/en/about-working-t4t/${jobs[1]!.id}`);
    });

    it('shows the empty text past the last page', async () => {
      renderApp('/about-working-t4t?page=40');
      expect(await screen.findByText('Data Kosong')).toBeTruthy();
      expect(screen.queryByTestId('job-item')).toBeNull();
    });
  });

  describe('/about-working-t4t/{id}', () => {
    it('shows a vacancy with its date, author, text, a mail to apply and its file', async () => {
      const jobs = await publicList<JobVacancy>('job-vacancy');
      const job = jobs.find((j) => j.title.startsWith('Koordinator Lapangan'))!;
      renderApp(`/about-working-t4t/${job.id}`);
      expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeTruthy();
      expect(screen.getByText('01 Jan 2026')).toBeTruthy();
      expect(screen.getByTestId('job-author').textContent).toBe(` · oleh ${job.rel_created_by!.label}`);
      const body = screen.getByTestId('job-body');
      expect(within(body).getByText('40 kelompok tani').tagName).toBe('STRONG');
      expect(within(body).getAllByRole('listitem')).toHaveLength(3);

      const apply = screen.getByRole('link', { name: 'Apply Job' });
      expect(apply.getAttribute('href')).toBe(
        `mailto:info@rimba.or.id?subject=${encodeURIComponent(job.title)}`,
      );
      const file = screen.getByRole('link', { name: 'Unduh berkas (PDF)' });
      expect(file.getAttribute('href')).toMatch(/\/uploads\/demo-job-vacancy-1\.pdf$/);
      expect(file.hasAttribute('download')).toBe(true);
      await waitFor(() => expect(document.title).toBe(`${job.title} · Rimba`));
    });

    it('in English, applies with the English title; a vacancy without a file offers none', async () => {
      const jobs = await publicList<JobVacancy>('job-vacancy', 'en');
      const job = jobs.find((j) => j.title === 'GIS Data Analyst')!;
      renderApp(`/en/about-working-t4t/${job.id}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'GIS Data Analyst' })).toBeTruthy();
      expect(screen.getByTestId('job-author').textContent).toContain(' · by ');
      expect(screen.getByRole('link', { name: 'Apply Job' }).getAttribute('href')).toBe(
        'mailto:info@rimba.or.id?subject=GIS%20Data%20Analyst',
      );
      expect(screen.queryByRole('link', { name: /^Download/ })).toBeNull();
      expect(screen.getByRole('link', { name: /Back to the vacancies/ }).getAttribute('href')).toBe(
        '/en/about-working-t4t',
      );
    });

    it('answers an unknown or unpublished vacancy with the 404 page', async () => {
      renderApp('/about-working-t4t/999999');
      expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy();
    });
  });

  describe('/about-anual-report', () => {
    it('shows a card per published report with its cover, text and a download named by type and title', async () => {
      const reports = await publicList<AnnualReport>('annual-reports');
      renderApp('/about-anual-report');
      expect(await screen.findByRole('heading', { level: 1, name: 'Laporan Tahunan' })).toBeTruthy();
      const cards = await screen.findAllByTestId('annual-report');
      expect(headings(cards)).toEqual(reports.map((r) => r.title));
      expect(headings(cards)[0]).toBe('Laporan Tahunan 2025');
      const card = cards[1]!;
      expect(within(card).getByText(reports[1]!.descriptions!)).toBeTruthy();
      expect(card.querySelector('img')?.getAttribute('src')).toMatch(/demo-annual-report-2024-cover\.svg$/);
      const download = within(card).getByRole('link', { name: 'Unduh PDF: Laporan Tahunan 2024' });
      expect(download.textContent).toBe('Unduh');
      expect(download.getAttribute('href')).toMatch(/\/uploads\/demo-annual-report-2024\.pdf$/);
    });

    it('shows the English titles and descriptions under /en', async () => {
      renderApp('/en/about-anual-report');
      expect(await screen.findByRole('heading', { level: 1, name: 'Annual Report' })).toBeTruthy();
      const cards = await screen.findAllByTestId('annual-report');
      expect(within(cards[0]!).getByText(/^A million trees in one rainy season/)).toBeTruthy();
      expect(headings(cards)).toEqual([
        'Annual Report 2025',
        'Annual Report 2024',
        'Annual Report 2023',
        'Annual Report 2022',
      ]);
      expect(within(cards[1]!).getByRole('link', { name: 'Download PDF: Annual Report 2024' })).toBeTruthy();
    });

    it("says 'Data Kosong' when no report is published", async () => {
      const { data } = (await (await asAdmin('GET', 'annual-report/list?limit=100')).json()) as {
        data: { id: number; published: boolean }[];
      };
      const published = data.filter((r) => r.published).map((r) => r.id);
      const publish = (on: boolean) =>
        Promise.all(published.map((id) => asAdmin('PUT', 'annual-report/update', { id, published: on })));
      try {
        expect((await publish(false)).every((r) => r.ok)).toBe(true);
        renderApp('/about-anual-report');
        expect(await screen.findByText('Data Kosong')).toBeTruthy();
        expect(screen.queryByTestId('annual-report')).toBeNull();
      } finally {
        await publish(true);
      }
    });
  });

  describe('/about-partners', () => {
    it('turns a partner’s card over with its button, its back telling what it does with only the links it has', async () => {
      const partners = await publicList<Partner>('partners');
      renderApp('/about-partners');
      expect(await screen.findByRole('heading', { level: 1, name: 'Mitra Kami' })).toBeTruthy();
      const cards = await screen.findAllByTestId('partner-card');
      expect(headings(cards)).toEqual(partners.map((p) => p.company_name));

      const card = cards[0]!;
      const partner = partners[0]!;
      const button = within(card).getByRole('button', { name: `Detail ${partner.company_name}` });
      expect(button.getAttribute('aria-pressed')).toBe('false');
      fireEvent.click(button);
      expect(button.getAttribute('aria-pressed')).toBe('true');
      expect(within(card).getByTestId('partner-card-inner').className).toMatch(/(^| )rotate-y-180( |$)/);
      expect(within(card).getByTestId('partner-description').textContent).toBe(partner.description);
      const site = within(card).getByRole('link', { name: /^Situs web/ });
      expect(site.getAttribute('href')).toBe(partner.website);
      expect(site.getAttribute('target')).toBe('_blank');
      expect(within(card).getByRole('link', { name: /^Blog/ }).getAttribute('href')).toBe(partner.link_blog);
      fireEvent.click(button);
      expect(button.getAttribute('aria-pressed')).toBe('false');

      const named = (name: string) => cards.find((c) => within(c).queryByRole('heading', { name }))!;
      expect(within(named('Komunitas Pecinta Hutan')).queryAllByRole('link')).toEqual([]);
      const university = named('Universitas Rimba Raya');
      expect(
        within(university)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(['https://universitas-rimba-raya.example.id']);
    });

    it('describes the partners in English under /en', async () => {
      const partners = await publicList<Partner>('partners', 'en');
      renderApp('/en/about-partners');
      expect(await screen.findByRole('heading', { level: 1, name: 'Our Partners' })).toBeTruthy();
      const cards = await screen.findAllByTestId('partner-card');
      const description = within(cards[0]!).getByTestId('partner-description').textContent;
      expect(description).toBe(partners[0]!.description);
      expect(description).toMatch(/^[A-Z][a-z]+ /);
      expect(
        within(cards[0]!).getByRole('button', { name: `Details of ${partners[0]!.company_name}` }),
      ).toBeTruthy();
    });
  });

  describe('/about', () => {
    it('introduces the foundation and shows the team by category, in the categories’ order', async () => {
      renderApp('/about');
      expect(await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeTruthy();
      expect(screen.getByText(/^Sejak 2007 bibit dari kebun bibit kami/)).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'Tim Kami' })).toBeTruthy();
      const groups = await screen.findAllByTestId('team-group');
      // 'Relawan' has no members and is left out.
      expect(headings(groups)).toEqual(['Dewan Pembina', 'Manajemen', 'Tim Lapangan']);
      const management = within(groups[1]!).getAllByTestId('team-member');
      expect(management.map((m) => m.textContent)).toEqual([
        'Hendra KusumaDirektur Eksekutif',
        'Sri WahyuniManajer Program',
        'Agus PrasetyoManajer Keuangan',
      ]);
      expect(management[0]!.querySelector('img')?.getAttribute('src')).toMatch(
        /demo-team-hendra-kusuma\.svg$/,
      );
    });

    it('in English, names the categories and jobs in English where given', async () => {
      renderApp('/en/about');
      expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
      const groups = await screen.findAllByTestId('team-group');
      expect(headings(groups)).toEqual(['Board of Trustees', 'Management', 'Field Team']);
      const field = within(groups[2]!).getAllByTestId('team-member');
      expect(field.map((m) => m.textContent)).toEqual([
        'Dewi LestariField Coordinator, Wonosobo',
        'Joko SantosoHead of the Ungaran Nursery',
        'Siti AminahFarmer Support Officer',
      ]);
    });

    it('shows the published milestones of the timeline, oldest first, in the page’s language', async () => {
      renderApp('/about');
      expect(await screen.findByRole('heading', { level: 2, name: 'Perjalanan Kami' })).toBeTruthy();
      const milestones = await screen.findAllByTestId('milestone');
      expect(milestones.map((m) => m.querySelector('h3')!.textContent)).toEqual([
        '2007Pohon pertama',
        '2012Kebun bibit Ungaran',
        '2016Agroforestri kopi dan alpukat',
        '2020Setiap pohon punya kode WIN',
        '2025Lebih dari 900 orang',
      ]);
      expect(within(milestones[0]!).getByText(/Dua belas petani di Temanggung/)).toBeTruthy();
    });

    it('shows the timeline in English under /en', async () => {
      renderApp('/en/about');
      expect(await screen.findByRole('heading', { level: 2, name: 'Our Journey' })).toBeTruthy();
      const milestones = await screen.findAllByTestId('milestone');
      expect(milestones[0]!.querySelector('h3')!.textContent).toBe('2007The first trees');
      expect(within(milestones[4]!).getByText(/now number more than 900/)).toBeTruthy();
    });
  });
});
