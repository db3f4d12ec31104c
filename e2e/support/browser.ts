import { existsSync } from 'node:fs';
import chromium from '@sparticuz/chromium';
import { type Browser, chromium as playwright } from 'playwright-core';

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
  return playwright.launch({
    executablePath: await chromium.executablePath(),
    args: [...chromium.args, ...quiet],
  });
}
