import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nFor } from '../src/i18n';
import { sitePages } from '../src/layout/siteMap';
import '../src/pages/business/texts';
import { pointAtTestServer, renderApp } from './support';

// A placeholder page: the layout renders without any API call.
const page = '/blog';

describe('navbar', () => {
  beforeAll(pointAtTestServer);
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('shows the top bar, the menus and the buttons with their targets', async () => {
    renderApp(page);
    const nav = screen.getByTestId('nav');

    expect(within(nav).getByRole('link', { name: 'Donate Now' })).toHaveProperty('pathname', '/donation');
    expect(within(nav).getByRole('link', { name: 'Plant A Tree' })).toHaveProperty('pathname', '/donation');
    for (const menu of ['About Us', 'Why Trees?', 'Get Involved', 'Our Stories']) {
      expect(within(nav).getByRole('button', { name: menu })).toBeTruthy();
    }

    const track = within(nav).getByRole('link', { name: /Track Trees/ });
    expect(track.getAttribute('href')).toBe('/win');
    expect(track.getAttribute('target')).toBe('_blank');

    expect(within(nav).getByRole('link', { name: 'Merchandise Info' }).getAttribute('href')).toBe('/gifts');

    const login = within(nav).getByRole('link', { name: 'Log In' });
    expect(login.getAttribute('href')).toBe('/admin/login');
    expect(login.getAttribute('target')).toBe('_blank');

    const cart = within(nav).getByRole('link', { name: /Keranjang/ });
    expect(cart.getAttribute('href')).toBe('/cart');
    // The server's count of the visitor's cart, once the page asked for it.
    expect((await within(cart).findByTestId('cart-count')).textContent).toBe('0');
    expect(cart.getAttribute('aria-label')).toBe('Keranjang, 0 barang di keranjang');

    // The contact links come from the site settings.
    expect(await within(nav).findByRole('link', { name: /^Telepon: / })).toBeTruthy();
    expect(nav.querySelector('a[href^="tel:"]')).toBeTruthy();
    expect(nav.querySelector('a[href^="mailto:"]')).toBeTruthy();
  });

  it('opens a submenu on click and lists its pages', () => {
    renderApp(page);
    const about = screen.getByRole('button', { name: 'About Us' });
    expect(about.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Tanya Jawab (FAQ)' })).toBeNull();

    fireEvent.click(about);

    expect(about.getAttribute('aria-expanded')).toBe('true');
    const hrefs = within(document.getElementById(about.getAttribute('aria-controls')!)!)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/about',
      '/about-who-we-are',
      '/about-what-we-do',
      '/about-impact',
      '/about-location-capacity',
      '/about-our-growers',
      '/about-anual-report',
      '/about-partners',
      '/about-working-t4t',
      '/about-faq',
    ]);

    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('false');
  });

  it('works from the keyboard: ArrowDown enters the submenu, Escape leaves it', () => {
    renderApp(page);
    const stories = screen.getByRole('button', { name: 'Our Stories' });
    stories.focus();

    fireEvent.keyDown(stories, { key: 'ArrowDown' });
    expect(stories.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.getAttribute('href')).toBe('/blog');

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('href')).toBe('/our-news');

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(stories.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(stories);
  });

  it('keeps a menu the mouse opened open when its label is pressed, and closes it at the next press', () => {
    renderApp(page);
    const about = screen.getByRole('button', { name: 'About Us' });
    const menu = about.closest('li')!;

    fireEvent.pointerEnter(menu, { pointerType: 'mouse' });
    expect(about.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    // Pressed open, it stays when the mouse moves away, until pressed again.
    fireEvent.pointerLeave(menu, { pointerType: 'mouse' });
    expect(about.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens one menu at a time: opening another closes the one open', () => {
    renderApp(page);
    const about = screen.getByRole('button', { name: 'About Us' });
    const stories = screen.getByRole('button', { name: 'Our Stories' });
    const why = screen.getByRole('button', { name: 'Why Trees?' });
    const expanded = () => [about, stories, why].map((button) => button.getAttribute('aria-expanded'));

    about.focus();
    fireEvent.keyDown(about, { key: 'ArrowDown' });
    expect(expanded()).toEqual(['true', 'false', 'false']);

    // The mouse opens another while the keyboard's is open.
    fireEvent.pointerEnter(stories.closest('li')!, { pointerType: 'mouse' });
    expect(expanded()).toEqual(['false', 'true', 'false']);

    fireEvent.click(why);
    expect(expanded()).toEqual(['false', 'false', 'true']);
  });

  it('closes a menu the mouse opened on Escape, wherever focus is', () => {
    renderApp(page);
    const about = screen.getByRole('button', { name: 'About Us' });
    fireEvent.pointerEnter(about.closest('li')!, { pointerType: 'mouse' });
    expect(about.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(about.getAttribute('aria-expanded')).toBe('false');
  });

  it('links every page of the site from the desktop menus and from the phone menu, or from the footer', () => {
    renderApp(page);
    const nav = screen.getByTestId('nav');
    fireEvent.click(screen.getByRole('button', { name: 'Buka menu' }));
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Tutup menu' }).getAttribute('aria-controls')!,
    )!;
    const paths = (links: Iterable<Element>) => new Set([...links].map((a) => a.getAttribute('href')));
    const desktop = paths([...nav.querySelectorAll('a')].filter((link) => !panel.contains(link)));
    // On a phone the logo stays in view beside the phone menu.
    const phone = paths([
      ...panel.querySelectorAll('a'),
      screen.getByRole('link', { name: 'Rimba, Beranda' }),
    ]);
    // The programmes for companies are the /business page's, linked from it.
    const fromBusiness = (i18nFor('id').t('business.tabs', { returnObjects: true }) as { to: string }[]).map(
      (tab) => tab.to,
    );
    expect(fromBusiness).toHaveLength(4);
    // The legal pages are the footer's, on every page at every width.
    const footer = paths(document.querySelectorAll('footer a'));
    expect(footer.has('/privacy-policy')).toBe(true);

    const unlinked = sitePages
      .filter((path) => !fromBusiness.includes(path) && !footer.has(path))
      .flatMap((path) => [
        ...(desktop.has(path) ? [] : [`${path} on a desktop`]),
        ...(phone.has(path) ? [] : [`${path} on a phone`]),
      ]);
    expect(unlinked).toEqual([]);
    // Each with its text, not the key of a missing one.
    const texts = [...nav.querySelectorAll('a')].map((link) => link.textContent ?? '');
    expect(texts.filter((text) => /^(pages|menu)\./.test(text))).toEqual([]);
    expect(texts).toEqual(expect.arrayContaining(['Tentang Rimba', 'Formulir Ikut Terlibat']));
  });

  it('has a hamburger menu with every page for phones', () => {
    renderApp(page);
    const toggle = screen.getByRole('button', { name: 'Buka menu' });
    fireEvent.click(toggle);

    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const hrefs = [...panel.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/about-faq',
        '/why-tree-species',
        '/win',
        '/campaign-event',
        '/gifts',
        '/donation',
      ]),
    );
    expect(hrefs).toContain('/admin/login');

    fireEvent.click(within(panel).getByRole('link', { name: 'Galeri Foto' }));
    expect(screen.getByRole('button', { name: 'Buka menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('takes its scrolled style once the page is scrolled down', () => {
    renderApp(page);
    const nav = screen.getByTestId('nav');
    expect(nav.dataset.scrolled).toBe('false');

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(nav.dataset.scrolled).toBe('true');
  });
});
