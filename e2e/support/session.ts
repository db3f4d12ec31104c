import type { TestServer } from '@rimba/server/test-support';
import type { Browser, Page } from 'playwright-core';

/** A page, in a browser context of its own, logged in as the given user from a cleared storage. */
export async function loggedInPage(
  browser: Browser,
  server: TestServer,
  username: 'admin' | 'viewer',
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${server.url}/admin/login`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${server.url}/admin/login`);
  await page.getByTestId('login-username').fill(username);
  await page
    .getByTestId('login-password')
    .fill(username === 'admin' ? server.adminPassword : server.viewerPassword);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('main-menu').waitFor();
  return page;
}
