import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointAtTestServer, renderApp } from './support';

describe('newsletter', () => {
  beforeAll(pointAtTestServer);

  const box = () => within(screen.getByTestId('newsletter-form'));

  it('subscribes from the footer: the spec’s thanks for three seconds, and a word about the mail to confirm', async () => {
    renderApp('/blog');
    const email = box().getByPlaceholderText('Alamat email Anda') as HTMLInputElement;
    fireEvent.change(email, { target: { value: `pembaca.${Date.now()}@contoh.id` } });
    fireEvent.click(box().getByRole('button', { name: 'Berlangganan' }));

    const status = box().getByRole('status');
    await waitFor(() => expect(status.textContent).toContain('Success!'));
    expect(status.textContent).toContain('Thank you for subscribing to our newsletter.');
    expect(status.textContent).toContain('Kami mengirim email berisi tautan konfirmasi.');
    expect(email.value).toBe('');
    await waitFor(() => expect(status.textContent).not.toContain('Success!'), { timeout: 4500 });
    expect(status.textContent).toContain('Kami mengirim email berisi tautan konfirmasi.');
  });

  it('says what is wrong with an address, before sending and from the server', async () => {
    renderApp('/en/blog');
    const email = box().getByPlaceholderText('Your email address');
    fireEvent.click(box().getByRole('button', { name: 'Subscribe' }));
    expect(box().getByRole('alert').textContent).toBe('Enter a valid email address.');
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(email, { target: { value: 'nama@server' } });
    fireEvent.click(box().getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(box().getByRole('alert').textContent).toMatch(/email/i));
    expect(box().queryByText('Success!')).toBeNull();
  });

  it('tells the outcome of a mailed link, and asks before unsubscribing with a plain form', async () => {
    const confirmed = renderApp('/newsletter?result=confirmed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Langganan dikonfirmasi' })).toBeTruthy();
    confirmed.unmount();

    renderApp('/en/newsletter?unsubscribe=12&token=abc-DEF_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe?' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toMatch(/\/api\/public\/subscriber\/unsubscribe$/);
    expect(Object.fromEntries(new FormData(form))).toEqual({ id: '12', token: 'abc-DEF_1' });
  });
});
