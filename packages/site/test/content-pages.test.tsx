import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ImpactFigure } from '../src/api/public';
import { placeholderPaths, sitePages } from '../src/layout/siteMap';
import { dashboardFigures, placeholderFigures, pointAtTestServer, renderApp } from './support';

/** The page's own headings, in order: one h1 first, and no level skipped on the way down. */
function expectHeadingsInOrder() {
  const levels = [...document.querySelectorAll('main h1, main h2, main h3, main h4')].map((h) =>
    Number(h.tagName.slice(1)),
  );
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, i) => {
    if (i > 0)
      expect(level, `heading ${i + 1} after an h${levels[i - 1]}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
}

async function expectHead(title: string, description: RegExp) {
  await waitFor(() => expect(document.title).toBe(`${title} · Rimba`));
  expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(
    description,
  );
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const h2s = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

const contentPages = [
  '/about-who-we-are',
  '/about-what-we-do',
  '/about-impact',
  '/about-our-growers',
  '/why-trees',
  '/business',
  '/trees4change',
  '/trees4everyone',
  '/trees4shop',
  '/trees4teaching',
  '/trees4tomorrow',
  '/trees4trade',
  '/trees4teams',
];

describe('content pages', () => {
  beforeAll(pointAtTestServer);

  it('are built pages the sitemap lists, no longer placeholders', () => {
    for (const path of contentPages) {
      expect(sitePages).toContain(path);
      expect(placeholderPaths).not.toContain(path);
    }
  });

  it('/about-who-we-are tells the vision and the mission, in Indonesian and in English', async () => {
    const page = renderApp('/about-who-we-are');
    expect(await h1('Siapa Kami')).toBeTruthy();
    expect(h2s()).toEqual(['Siapa kami', 'Visi', 'Misi', 'Cara kami bekerja']);
    expect(screen.getByText(/Lanskap Indonesia yang hijau dan lestari/)).toBeTruthy();
    const mission = screen.getByRole('heading', { level: 2, name: 'Misi' }).closest('section')!;
    expect(within(mission).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('img', { name: /empat petani/ }).getAttribute('width')).toBe('640');
    expectHeadingsInOrder();
    await expectHead('Siapa Kami', /Visi dan misi Yayasan Rimba/);
    page.unmount();

    renderApp('/en/about-who-we-are');
    expect(await h1('Who We Are')).toBeTruthy();
    expect(h2s()).toEqual(['Who we are', 'Vision', 'Mission', 'How we work']);
    expect(screen.getByRole('link', { name: 'See what we do' }).getAttribute('href')).toBe(
      '/en/about-what-we-do',
    );
    await expectHead('Who We Are', /vision and mission/);
  });

  it('/about-what-we-do lists the forestry types, the planting cycle in order and the SDGs', async () => {
    const page = renderApp('/about-what-we-do');
    expect(await h1('Apa yang Kami Lakukan')).toBeTruthy();
    const cycle = screen.getByRole('heading', { level: 2, name: 'Siklus penanaman' }).closest('section')!;
    const steps = within(cycle).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Mengenal petani',
      'Menyemai bibit',
      'Membagikan bibit',
      'Menanam dan memberi kode WIN',
      'Merawat dan memantau',
      'Memanen dan menanam kembali',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Agroforestri' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Penanganan Perubahan Iklim' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lacak pohon Anda' }).getAttribute('href')).toBe('/win');
    expectHeadingsInOrder();
    page.unmount();

    renderApp('/en/about-what-we-do');
    expect(await h1('What We Do')).toBeTruthy();
    expect(h2s()).toEqual([
      'Types of forestry',
      'Village nurseries',
      'The planting cycle',
      'Every tree has a WIN code',
      'Sustainable Development Goals',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Planting and giving a WIN code' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Life on Land' })).toBeTruthy();
    await expectHead('What We Do', /Agroforestry/);
  });

  it('/about-impact shows each published card with the live number of the dashboard, written the language’s way', async () => {
    const cards = async (lang: string) => {
      const res = await fetch(`${inject('apiUrl')}/api/public/impact-figures`, {
        headers: { 'accept-language': lang },
      });
      return ((await res.json()) as { data: ImpactFigure[] }).data;
    };
    const shown = (figures: Awaited<ReturnType<typeof dashboardFigures>>): Record<string, string> => ({
      trees_planted: figures.trees_planted,
      farmers: figures.farmers,
      villages: figures.villages,
      hectares: `${figures.hectares}\u00a0ha`,
      co2_tonnes: `${figures.co2}\u00a0t\u00a0CO₂`,
    });
    const indonesian = await cards('id');
    const expected = shown(await dashboardFigures('id'));
    const page = renderApp('/about-impact');
    expect(await h1('Dampak Kami')).toBeTruthy();
    const items = await screen.findAllByTestId('impact-figure');
    expect(items.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      indonesian.map((figure) => figure.label),
    );
    const values = () => screen.getAllByTestId('impact-value').map((value) => value.textContent);
    expect(values()).toEqual(indonesian.map((figure) => expected[figure.figure!]));
    const co2 = items[indonesian.findIndex((figure) => figure.figure === 'co2_tonnes')]!;
    expect(within(co2).getByText(/Perkiraan, bukan kredit karbon bersertifikat/)).toBeTruthy();
    expect(within(co2).getByRole('link', { name: 'Cara kami memperkirakannya' }).getAttribute('href')).toBe(
      '#co2-method',
    );
    expect(document.getElementById('co2-method')?.textContent).toMatch(/Chave dkk\. \(2014\)/);
    expect(document.body.textContent).not.toMatch(placeholderFigures);
    expect(screen.getByText(/Setiap pohon yang ditanam tercatat dengan kode WIN/)).toBeTruthy();
    expect(h2s()).toEqual([
      'Setiap pohon dihitung',
      'Dampak dalam angka',
      'Cara kami memperkirakan CO₂',
      'Program penanaman kami',
    ]);
    expectHeadingsInOrder();
    await expectHead('Dampak Kami', /Dampak Yayasan Rimba dalam angka/);
    page.unmount();

    const english = await cards('en');
    const expectedEnglish = shown(await dashboardFigures('en'));
    renderApp('/en/about-impact');
    expect(await h1('Our Impact')).toBeTruthy();
    const englishItems = await screen.findAllByTestId('impact-figure');
    expect(englishItems.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      english.map((figure) => figure.label),
    );
    expect(values()).toEqual(english.map((figure) => expectedEnglish[figure.figure!]));
    expect(screen.getByText(/An estimate, not a certified carbon credit/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(placeholderFigures);
  });

  it('/about-our-growers enlarges a photo in a dialog that Esc closes, handing the focus back', async () => {
    renderApp('/about-our-growers');
    expect(await h1('Petani Kami')).toBeTruthy();
    const cards = screen.getAllByTestId('grower-card');
    expect(cards).toHaveLength(6);
    const link = within(cards[0]!).getByRole('link', { name: 'Perbesar foto: Pak Darsono' });
    // Without JavaScript the card's link opens the picture itself.
    expect(link.getAttribute('href')).toBe('/images/growers/grower-1.svg');
    expect(within(cards[0]!).getByRole('img').getAttribute('alt')).toMatch(/Pak Darsono/);
    expectHeadingsInOrder();
    await expectHead('Petani Kami', /petani mitra Yayasan Rimba/);

    link.focus();
    fireEvent.click(link);
    const dialog = screen.getByRole('dialog', { name: /Pak Darsono, Temanggung, Jawa Tengah/ });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/images/growers/grower-1.svg');
    const close = within(dialog).getByRole('button', { name: 'Tutup' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);

    const third = within(cards[2]!).getByRole('link', { name: 'Perbesar foto: Pak Yusuf' });
    third.focus();
    fireEvent.click(third);
    fireEvent.click(
      within(screen.getByRole('dialog', { name: /Pak Yusuf/ })).getByRole('button', { name: 'Tutup' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(third);
  });

  it('/en/about-our-growers names the growers and the dialog in English', async () => {
    renderApp('/en/about-our-growers');
    expect(await h1('Our Growers')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Enlarge photo: Mbak Wulan' }));
    const dialog = screen.getByRole('dialog', { name: /Runs the village nursery/ });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('/why-trees gives the six reasons with the spec’s claims and a Plant A Tree link', async () => {
    const page = renderApp('/why-trees');
    expect(await h1('Mengapa Pohon?')).toBeTruthy();
    expect(h2s()).toEqual([
      'Udara',
      'Air',
      'Keanekaragaman hayati',
      'Dampak sosial',
      'Kesehatan',
      'Iklim',
      'Tanam pohon hari ini',
    ]);
    expect(screen.getByText(/lebih dari 15.000 liter air/)).toBeTruthy();
    expect(screen.getByText(/hingga 8 °C/)).toBeTruthy();
    expect(screen.getByText(/22 pon \(10 kg\) CO₂/)).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Plant A Tree' }).getAttribute('href')).toBe('/donation');
    expectHeadingsInOrder();
    page.unmount();

    renderApp('/en/why-trees');
    expect(await h1('Why Trees?')).toBeTruthy();
    expect(h2s().slice(0, 6)).toEqual(['Air', 'Water', 'Biodiversity', 'Social impact', 'Health', 'Climate']);
    expect(
      screen.getByText('A mature evergreen intercepts more than 15,000 litres of water a year.'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Plant A Tree' }).getAttribute('href'),
    ).toBe('/en/donation');
    await expectHead('Why Trees?', /air, water, biodiversity/);
  });

  it('/business shows one programme tab at a time, by link and by arrow keys', async () => {
    renderApp('/business');
    expect(await h1('Bisnis')).toBeTruthy();
    const tablist = screen.getByRole('tablist', { name: 'Program untuk perusahaan' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Trees4Tomorrow',
      'Trees4Teams',
      'Trees4Change',
      'Trees4Trade',
    ]);
    const selected = () =>
      tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true').map((t) => t.textContent);
    const panel = () => {
      const panels = screen.getAllByRole('tabpanel');
      expect(panels).toHaveLength(1);
      return panels[0]!;
    };
    expect(selected()).toEqual(['Trees4Tomorrow']);
    expect(within(panel()).getByRole('heading', { level: 2 }).textContent).toBe(
      'Tanggung jawab sosial perusahaan yang tumbuh',
    );
    expect(panel().getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    expect(tabs[2]!.getAttribute('href')).toBe('/business?tab=3');
    expectHeadingsInOrder();
    await expectHead('Bisnis', /Trees4Tomorrow, Trees4Teams, Trees4Change dan Trees4Trade/);

    fireEvent.click(tabs[2]!);
    await waitFor(() => expect(selected()).toEqual(['Trees4Change']));
    expect(within(panel()).getByText(/menanam kembali pohon sebanyak yang dipakai produk Anda/)).toBeTruthy();
    expect(within(panel()).getByRole('link', { name: 'Pelajari Trees4Change' }).getAttribute('href')).toBe(
      '/trees4change',
    );

    tabs[2]!.focus();
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    await waitFor(() => expect(selected()).toEqual(['Trees4Trade']));
    expect(document.activeElement).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3]!, { key: 'ArrowRight' });
    await waitFor(() => expect(selected()).toEqual(['Trees4Tomorrow']));
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    await waitFor(() => expect(selected()).toEqual(['Trees4Trade']));
    fireEvent.keyDown(tabs[3]!, { key: 'Home' });
    await waitFor(() => expect(selected()).toEqual(['Trees4Tomorrow']));

    const brochure = screen.getByRole('link', { name: 'Unduh Brosur' });
    expect(brochure.getAttribute('href')).toBe('/docs/rimba-business-brochure.pdf');
    expect(brochure.hasAttribute('download')).toBe(true);
  });

  it('/business opens the tab the address names, and the first for an unknown one', async () => {
    const page = renderApp('/en/business?tab=2');
    expect(await h1('Business')).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Trees4Teams');
    expect(within(screen.getByRole('tabpanel')).getByText('Only available in Indonesia')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Brochure' })).toBeTruthy();
    page.unmount();

    for (const address of ['/business?tab=9', '/business?tab=abc', '/business?tab=0']) {
      const other = renderApp(address);
      expect(await h1('Bisnis')).toBeTruthy();
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Trees4Tomorrow');
      expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
      other.unmount();
    }
  });

  it('gives every Trees4 programme its page, and all but Trees4Everyone a get-involved section', async () => {
    for (const [path, title, getInvolved] of [
      ['/trees4change', 'Trees4Change', 'Ceritakan produk Anda kepada kami'],
      ['/trees4shop', 'Trees4Shop', 'Ingin menjual merchandise Rimba'],
      ['/trees4teaching', 'Trees4Teaching', 'Sampaikan rencana penelitian Anda'],
      ['/trees4tomorrow', 'Trees4Tomorrow', 'Ceritakan tujuan perusahaan Anda'],
      ['/trees4trade', 'Trees4Trade', 'Ceritakan usaha Anda'],
      ['/trees4teams', 'Trees4Teams', 'Sampaikan jumlah peserta'],
    ] as const) {
      const page = renderApp(path);
      expect(await h1(title)).toBeTruthy();
      const section = document.getElementById('get-involved')!;
      expect(section, path).toBeTruthy();
      expect(within(section).getByRole('heading', { level: 2, name: 'Ikut Terlibat' })).toBeTruthy();
      expect(within(section).getByText(new RegExp(getInvolved))).toBeTruthy();
      // The get-involved form itself, with the spec's placeholders.
      expect(within(section).getByPlaceholderText('Enter your name')).toBeTruthy();
      expect(within(section).getByRole('button', { name: 'Reset' })).toBeTruthy();
      expectHeadingsInOrder();
      await waitFor(() => expect(document.title).toBe(`${title} · Rimba`));
      page.unmount();
    }

    const shop = renderApp('/trees4shop');
    expect(await h1('Trees4Shop')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop Here' }).getAttribute('href')).toBe('/gifts');
    shop.unmount();

    const teams = renderApp('/en/trees4teams');
    expect(await h1('Trees4Teams')).toBeTruthy();
    expect(screen.getByText(/Trees4Teams is only available in Indonesia/)).toBeTruthy();
    expect(
      within(document.getElementById('get-involved')!).getByRole('heading', {
        level: 2,
        name: 'Get involved',
      }),
    ).toBeTruthy();
    teams.unmount();
  });

  it('/trees4everyone leads to the donation and answers questions in an accordion, without a form', async () => {
    renderApp('/trees4everyone');
    expect(await h1('Trees4Everyone')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plant a Tree' }).getAttribute('href')).toBe('/donation');
    expect(document.getElementById('get-involved')).toBeNull();
    const questions = document.querySelectorAll<HTMLDetailsElement>('main details');
    expect(questions).toHaveLength(4);
    expect(questions[0]!.open).toBe(false);
    fireEvent.click(within(questions[0]!).getByText('Di mana pohon saya ditanam?'));
    expect(questions[0]!.open).toBe(true);
    expectHeadingsInOrder();
    await expectHead('Trees4Everyone', /lacak pohon Anda dengan kode WIN/);
  });
});
