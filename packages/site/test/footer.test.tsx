import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { id } from '../src/i18n/id';
import { COOKIE_CONSENT_KEY } from '../src/layout/footer/CookieBanner';
import { pointAtTestServer, renderApp } from './support';

describe('footer', () => {
  beforeAll(pointAtTestServer);

  it('shows the about text, contact details, three teasers cut to 75 characters and the year', async () => {
    renderApp('/blog');
    const footer = screen.getByRole('contentinfo');

    expect(within(footer).getByText(id.footer.about)).toBeTruthy();
    expect(await within(footer).findByText(/Bogor, Jawa Barat/)).toBeTruthy();
    expect(footer.querySelector('a[href^="tel:+62"]')).toBeTruthy();
    expect(footer.querySelector('a[href="mailto:info@rimba.or.id"]')).toBeTruthy();

    const teasers = within(footer).getAllByTestId('footer-teaser');
    expect(teasers).toHaveLength(3);
    const full = id.footer.news.planting.text;
    expect(full.length).toBeGreaterThan(75);
    expect(within(teasers[0]!).getByText(`${full.slice(0, 75)}…`)).toBeTruthy();
    expect(within(footer).queryByText(full)).toBeNull();

    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Yayasan Rimba. Hak cipta dilindungi.`),
    ).toBeTruthy();
  });

  it('shows the newsletter box, disabled until subscribing is available', () => {
    renderApp('/blog');
    const email = screen.getByPlaceholderText('Alamat email Anda') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Berlangganan' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('cookie banner', () => {
  it('goes away after Okay and stays away on the next visit', () => {
    const first = renderApp('/blog');
    expect(screen.getByText(id.cookie.text)).toBeTruthy();

    fireEvent.click(screen.getByTestId('cookie-okay'));

    expect(screen.queryByText(id.cookie.text)).toBeNull();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted');

    first.unmount();
    renderApp('/blog');
    expect(screen.queryByTestId('cookie-okay')).toBeNull();
  });

  it('shows again to a visitor who never pressed Okay', () => {
    const first = renderApp('/blog');
    first.unmount();
    renderApp('/blog');
    expect(screen.getByTestId('cookie-okay').textContent).toBe('Okay');
  });
});
