import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Faq } from '../src/api/public';
import { fetchPublicList, pointAtTestServer, renderApp } from './support';

describe('/about-faq', () => {
  beforeAll(pointAtTestServer);

  it('lists every question of the API with its answer, folded until opened', async () => {
    const faqs = await fetchPublicList<Faq>('faq');
    expect(faqs.length).toBeGreaterThan(0);

    renderApp('/about-faq');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tanya Jawab (FAQ)' })).toBeTruthy();
    const items = await screen.findAllByTestId('faq-item');
    expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual(
      faqs.map((faq) => faq.question),
    );

    const first = items[0] as HTMLDetailsElement;
    expect(first.open).toBe(false);
    fireEvent.click(within(first).getByText(faqs[0]!.question));
    expect(first.open).toBe(true);
    expect(within(first).getByText(faqs[0]!.answer)).toBeTruthy();
  });
});
