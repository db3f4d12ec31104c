import { startTestServer, type TestServer } from '@rimba/server/test-support';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { keepFailure, launchBrowser } from './browser.js';
import { Inbox } from './mail.js';

/** A test file's server, sending its mail to a real SMTP receiver on loopback, and its browser. */
export interface MailingSite {
  server: TestServer;
  browser: Browser;
  inbox: Inbox;
}

/**
 * Starts a server whose mail goes to an inbox (with more settings from `env`), and a browser, for the
 * tests of the file that calls it; keeps the pages of a failed test, and closes each test's browser contexts.
 */
export function withMailingServer(
  env: () => Promise<Record<string, string>> = async () => ({}),
): MailingSite {
  const site = { inbox: new Inbox() } as MailingSite;
  beforeAll(async () => {
    const smtpUrl = await site.inbox.start();
    [site.server, site.browser] = await Promise.all([
      startTestServer('pglite', { SMTP_URL: smtpUrl, MAIL_RETRY_SECONDS: '1', ...(await env()) }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
    await site.inbox.close();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await keepFailure(site.browser, ctx.task.name);
    for (const context of site.browser.contexts()) await context.close();
  });
  return site;
}
