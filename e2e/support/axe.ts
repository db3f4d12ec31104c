import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

let source: Promise<string> | undefined;

/** A violation axe-core finds, with the elements it finds it on. */
export interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** The serious and critical accessibility violations axe-core finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Run by the test's debugging protocol, not as an inline script element, which the page's
  // Content-Security-Policy refuses.
  await page.evaluate(`${await source};undefined`);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run(),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}
