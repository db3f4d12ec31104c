import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** The scripts a page loaded, by address, each with its size gzipped (level 9), in bytes. */
export type ScriptWeights = Map<string, number>;

/**
 * Opens a page in a fresh browser context (nothing cached) and answers every script it loaded until the
 * network went quiet: the entry, its imports and the chunks the page asked for while it settled. With
 * `waitFor`, until that element (a map's canvas, which starts once the page has settled and the visitor
 * has done something on it: the mouse moves) is there too.
 */
export async function scriptsOf(browser: Browser, url: string, waitFor?: string): Promise<ScriptWeights> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies: Promise<[string, number]>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      // A script still arriving when the page closes has no body to read: it came after the measure.
      bodies.push(
        response.body().then(
          (body): [string, number] => [response.url(), gzipSync(body, { level: 9 }).length],
          () => ['', 0],
        ),
      );
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    if (waitFor) {
      await page.mouse.move(10, 10);
      await page.locator(waitFor).first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
    }
    return new Map((await Promise.all(bodies)).filter(([url]) => url !== ''));
  } finally {
    await context.close();
  }
}

export const sum = (weights: Iterable<number>) => [...weights].reduce((a, b) => a + b, 0);
export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
