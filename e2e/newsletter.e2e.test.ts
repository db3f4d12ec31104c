import { describe, expect, it } from 'vitest';
import { withMailingServer } from './support/mailing-server.js';
import { loggedInPage } from './support/session.js';

const site = withMailingServer();

describe('newsletter', () => {
  it('subscribes from the footer, confirms from the mail, and unsubscribes from the link every mail carries', async () => {
    const page = await (await site.browser.newContext()).newPage();
    await page.goto(`${site.server.url}/our-news`);
    const box = page.getByTestId('newsletter-form');
    await box.getByPlaceholder('Alamat email Anda').fill('pembaca.setia@contoh.id');
    await box.getByRole('button', { name: 'Berlangganan' }).click();
    await box.getByText('Success!').waitFor();
    await box.getByText('Thank you for subscribing to our newsletter.').waitFor();

    const subject = 'Konfirmasi langganan buletin Rimba';
    const mail = await site.inbox.mailTo('pembaca.setia@contoh.id', subject);
    expect(mail.headers.get('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const links = await site.inbox.linksOf('pembaca.setia@contoh.id', subject, site.server.url);
    const confirm = links.find((l) => l.includes('/api/public/subscriber/confirm'))!;
    await page.goto(confirm);
    await page.getByRole('heading', { level: 1, name: 'Langganan dikonfirmasi' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/newsletter');

    const admin = await loggedInPage(site.browser, site.server, 'admin');
    await admin.goto(`${site.server.url}/admin/master/subscribers?search=pembaca.setia`);
    await admin.getByText('pembaca.setia@contoh.id').waitFor();
    await admin.getByText('Aktif').first().waitFor();

    // The page the mail links to asks first; its plain form ends the subscription.
    await page.goto(links.find((l) => l.includes('/newsletter?unsubscribe='))!);
    await page.getByRole('heading', { level: 1, name: 'Berhenti berlangganan?' }).waitFor();
    await page.getByRole('button', { name: 'Berhenti Berlangganan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Langganan dihentikan' }).waitFor();
    await admin.reload();
    await admin.getByText('Berhenti').first().waitFor();
  });
});

describe('article visitors', () => {
  it('counts a reading of an article once a day, shown to staff by article and country', async () => {
    const counted = async () => {
      const admin = await fetch(`${site.server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: site.server.adminPassword }),
      }).then((r) => r.json() as Promise<{ token: string }>);
      const filters = encodeURIComponent(JSON.stringify({ visitor_location: 'Unknown' }));
      const list = await fetch(`${site.server.url}/api/article-visitors/list?limit=100&filters=${filters}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      }).then(
        (r) => r.json() as Promise<{ data: { visitor_amount: number; rel_article_id: { label: string } }[] }>,
      );
      return list.data
        .filter((row) => row.rel_article_id.label === 'Menanam Mangrove di Pesisir Demak')
        .reduce((sum, row) => sum + row.visitor_amount, 0);
    };
    const before = await counted();
    const page = await (await site.browser.newContext()).newPage();
    await page.goto(`${site.server.url}/blog/menanam-mangrove-di-pesisir-demak`);
    await page.getByTestId('article-body').waitFor();
    await expect.poll(counted).toBe(before + 1);
    await page.reload();
    await page.getByTestId('article-body').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await counted()).toBe(before + 1);
  });
});
