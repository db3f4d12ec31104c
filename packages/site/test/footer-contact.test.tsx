import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { getJson } from '../src/api/client';
import type { CompanyContact, FetchJson, ListPage, SocialMediaAccount } from '../src/api/public';
import { officeMap } from '../src/layout/footer/officeMap';
import { pointAtTestServer, renderApp } from './support';

// jsdom draws no WebGL: the site's own map is stood in for, and what it is asked to show is checked.
vi.mock('../src/layout/footer/officeMap', () => ({ officeMap: vi.fn(() => ({ remove: vi.fn() })) }));

async function api<T>(path: string, lang = 'id'): Promise<T[]> {
  const response = await fetch(`${inject('apiUrl')}/api/public/${path}`, {
    headers: { 'accept-language': lang },
  });
  return ((await response.json()) as ListPage<T>).data;
}

describe('footer contact', () => {
  beforeAll(pointAtTestServer);

  it('shows the first company contact and the social media accounts from the site settings', async () => {
    const [office] = await api<CompanyContact>('company-contacts');
    const social = await api<SocialMediaAccount>('social-media');
    renderApp('/');
    const contact = await screen.findByTestId('footer-contact');
    expect(within(contact).getByText(office!.address)).toBeTruthy();
    expect(contact.querySelector(`a[href="tel:${office!.phone.replace(/[^+\d]/g, '')}"]`)?.textContent).toBe(
      office!.phone,
    );
    expect(contact.querySelector(`a[href="mailto:${office!.email}"]`)?.textContent).toBe(office!.email);
    const follow = await screen.findByRole('navigation', { name: 'Ikuti kami' });
    expect(
      within(follow)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(social.map((s) => [s.social_media_name, s.url]));
    // Each account is the mark of its network; its name is for screen readers and the tooltip only.
    for (const account of social) {
      const link = within(follow).getByRole('link', { name: account.social_media_name });
      const mark = link.querySelector('svg')!;
      expect(mark.getAttribute('data-icon')).toBe(account.icon);
      expect(mark.getAttribute('aria-hidden')).toBe('true');
      expect(within(link).getByText(account.social_media_name).className).toBe('sr-only');
      expect(link.getAttribute('title')).toBe(account.social_media_name);
    }
    // The top bar shows the same phone and email.
    expect(screen.getByRole('link', { name: `Telepon: ${office!.phone}` })).toBeTruthy();
  });

  it('draws X, TikTok and a network it does not know, whatever the case of its icon name', async () => {
    const accounts: SocialMediaAccount[] = [
      { id: 1, social_media_name: 'X', url: 'https://x.com/rimba', icon: 'x' },
      { id: 2, social_media_name: 'TikTok', url: 'https://www.tiktok.com/@rimba', icon: 'TikTok' },
      { id: 3, social_media_name: 'Twitter', url: 'https://twitter.com/rimba', icon: 'twitter' },
      { id: 4, social_media_name: 'Mastodon', url: 'https://mastodon.social/@rimba', icon: 'mastodon' },
    ];
    const withAccounts: FetchJson = (path, lang, signal) =>
      path.startsWith('/public/social-media')
        ? Promise.resolve({ data: accounts, total: accounts.length, page: 1, limit: 20 } as never)
        : getJson(path, lang, signal);
    renderApp('/en', withAccounts);
    const follow = await screen.findByRole('navigation', { name: 'Follow us' });
    expect(
      within(follow)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.querySelector('svg')?.getAttribute('data-icon')]),
    ).toEqual([
      ['X', 'x'],
      ['TikTok', 'tiktok'],
      ['Twitter', 'twitter'],
      ['Mastodon', 'link'],
    ]);
    // The older name draws X's own mark.
    const [x, , twitter] = within(follow).getAllByRole('link');
    expect(twitter!.querySelector('svg')!.innerHTML).toBe(x!.querySelector('svg')!.innerHTML);
  });

  it('opens the address on the site’s own map in a dialog, loading the map only then, and closes it', async () => {
    const [office] = await api<CompanyContact>('company-contacts', 'en');
    renderApp('/en');
    const address = await screen.findByTestId('office-address');
    // Without the script, the address is a link to the map.
    expect(address.getAttribute('href')).toBe(
      `https://www.openstreetmap.org/?mlat=${office!.location!.lat}&mlon=${office!.location!.lng}#map=17/${office!.location!.lat}/${office!.location!.lng}`,
    );
    expect(document.querySelector('iframe')).toBeNull();

    fireEvent.click(address);
    const dialog = await screen.findByRole('dialog', { name: `Where to find our ${office!.office_name}` });
    // No page of another site: the map is drawn here, from the server's style or the bundled basemap.
    expect(dialog.querySelector('iframe')).toBeNull();
    await waitFor(() => expect(officeMap).toHaveBeenCalled());
    expect(vi.mocked(officeMap).mock.calls[0]).toEqual([
      within(dialog).getByTestId('office-map'),
      {
        styleUrl: inject('mapStyleUrl'),
        label: `Where to find our ${office!.office_name}`,
        place: office!.location,
      },
    ]);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close map' }));

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('iframe')).toBeNull();

    fireEvent.click(address);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close map' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
