import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import chromium from '@sparticuz/chromium';
import { type Browser, type BrowserContext, chromium as playwright } from 'playwright-core';

/**
 * Headless Chromium from the system (`CHROMIUM_PATH`, or Debian's /usr/bin/chromium) or else the one the
 * @sparticuz/chromium npm package ships. Nothing is downloaded. Background networking is off: the
 * machines that run the tests have no internet.
 */
export async function launchBrowser(): Promise<Browser> {
  const system = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const quiet = [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ];
  if (existsSync(system)) {
    return playwright.launch({ executablePath: system, args: ['--no-sandbox', '--disable-gpu', ...quiet] });
  }
  // Without --single-process: in one process, closing a browser context ends the whole browser. Pages are
  // composited in software: through SwiftShader's emulated GPU, a page costs a fifth more of the
  // processor. Maps still draw with WebGL on SwiftShader.
  return playwright.launch({
    executablePath: await chromium.executablePath(),
    args: [
      ...chromium.args.filter((arg) => arg !== '--single-process'),
      '--disable-gpu-compositing',
      ...quiet,
    ],
  });
}

/**
 * What a failed test left on screen, for finding out why: a full-page screenshot of each open page and
 * the form errors, upload items and messages it shows, under $TMPDIR/rimba-e2e-failures.
 */
export async function keepFailure(browser: Browser, testName: string): Promise<void> {
  const dir = path.join(os.tmpdir(), 'rimba-e2e-failures');
  await mkdir(dir, { recursive: true });
  const base = testName.replace(/[^\w-]+/g, '-').slice(0, 60);
  const pages = browser.contexts().flatMap((context) => context.pages());
  for (const [i, page] of pages.entries()) {
    await page.screenshot({ path: path.join(dir, `${base}-${i}.png`), fullPage: true }).catch(() => {});
    const shown = await page
      .locator('.ant-form-item-has-error, .ant-upload-list-item, .ant-message, .ant-notification')
      .allTextContents()
      .catch(() => []);
    await writeFile(path.join(dir, `${base}-${i}.txt`), `${page.url()}\n${shown.join('\n')}\n`);
  }
  console.warn(`The pages of the failed test "${testName}" are kept in ${dir}`);
}

/**
 * What the pages of a browser context were refused by their Content-Security-Policy, each as
 * `page: directive blocked-address`, collected as they happen. The array fills while the context lives.
 */
export async function policyViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeFunction('rimbaPolicyViolation', (text: string) => seen.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { rimbaPolicyViolation: (text: string) => void })
        .rimbaPolicyViolation;
      report(`${location.pathname}: ${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return seen;
}
