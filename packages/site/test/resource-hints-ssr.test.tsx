// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../src/api/client';
import { renderPage } from '../src/entry-server';
import { pointAtTestServer } from './support';

describe('the resource hints of a page rendered on the server', () => {
  beforeAll(pointAtTestServer);

  it("answers an image's preload apart, for the head, and the markup from the page's first element", async () => {
    const page = await renderPage('/about-who-we-are', getJson);
    expect(page.status).toBe(200);
    expect(page.hints).toMatch(/^<link rel="preload" as="image"[^>]*>/);
    // What the browser hydrates starts with the layout, as its first render does.
    expect(page.html).toMatch(/^<div class="flex min-h-dvh/);
    expect(page.html).not.toContain('<link rel="preload"');
  });

  it('answers no hints for a page without them', async () => {
    const page = await renderPage('/win', getJson);
    expect(page.hints).toBe('');
    expect(page.html).toMatch(/^<div class="flex min-h-dvh/);
  });
});
