import { type Lang, localPath, pathFields, type Resource, resources } from '@rimba/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { publicList, publishedCondition } from '../public/view.js';
import { escapeHtml as xml } from '../resources/export-formats/html.js';
import type { Row } from '../resources/operations.js';

type AnyDb = Kysely<Record<string, Row>>;

/** The most rows of one resource a sitemap lists (the protocol allows 50,000 addresses a file). */
const sitemapRows = 20_000;
/** Items of a feed. */
const feedItems = 20;

/** A row's page on the site, from its view's page path; a `{field}` left empty takes the row's id. */
function pageOf(path: string, row: Row): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(row[name] ?? row.id ?? '')),
  );
}

const withPages = () =>
  resources.filter((r): r is Resource & { public: { page: object } } => !!r.public?.page);

/**
 * `robots.txt`, `sitemap.xml` (every page of the site and every published row's page, each with the
 * address of the other language) and an RSS feed per resource that declares one, at `/feed/{path}.xml`
 * and `/en/feed/{path}.xml`. `sitePages` are the site's own pages.
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  publicUrl: string,
  sitePages: readonly string[],
): void {
  const origin = publicUrl.replace(/\/+$/, '');
  const address = (path: string, lang: Lang) => `${origin}${localPath(path, lang)}`;
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', hide, async (_request, reply) => {
    const entries: { path: string; modified?: string }[] = sitePages.map((path) => ({ path }));
    for (const resource of withPages()) {
      const page = resource.public.page;
      const published = publishedCondition(resource);
      const rows = await (app.db as unknown as AnyDb)
        .selectFrom(resource.table)
        .select([...new Set(['id', 'updated_at', ...pathFields(page.path)])])
        .$if(published !== undefined, (q) => q.where(published!))
        .orderBy('id')
        .limit(sitemapRows)
        .execute();
      for (const row of rows) {
        entries.push({
          path: pageOf(page.path, row),
          modified: new Date(String(row.updated_at)).toISOString(),
        });
      }
    }
    const urls = entries.flatMap(({ path, modified }) =>
      (['id', 'en'] as const).map(
        (lang) => `  <url>
    <loc>${xml(address(path, lang))}</loc>${modified ? `\n    <lastmod>${modified}</lastmod>` : ''}
    <xhtml:link rel="alternate" hreflang="id" href="${xml(address(path, 'id'))}"/>
    <xhtml:link rel="alternate" hreflang="en" href="${xml(address(path, 'en'))}"/>
  </url>`,
      ),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  for (const resource of withPages()) {
    const page = resource.public.page;
    const feed = page.feed;
    if (!feed) continue;
    for (const lang of ['id', 'en'] as const) {
      app.get(localPath(`/feed/${resource.public.path}.xml`, lang), hide, async (_request, reply) => {
        const { data } = await publicList(app.db, resource, { limit: feedItems }, {}, lang);
        const dated = resource.public.published?.from;
        const items = data.map((row) => {
          const link = address(pageOf(page.path, row), lang);
          const when = new Date(String((dated && row[dated]) ?? row.created_at ?? Date.now()));
          const summary = page.summary ? row[page.summary] : undefined;
          return `    <item>
      <title>${xml(String(row[page.title] ?? ''))}</title>
      <link>${xml(link)}</link>
      <guid isPermaLink="true">${xml(link)}</guid>
      <pubDate>${when.toUTCString()}</pubDate>${summary ? `\n      <description>${xml(String(summary))}</description>` : ''}
    </item>`;
        });
        return reply
          .type('application/rss+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=600')
          .send(
            `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n  <channel>\n    <title>${xml(feed[lang])}</title>\n    <link>${xml(address('/', lang))}</link>\n    <description>${xml(feed[lang])}</description>\n    <language>${lang}</language>\n${items.join('\n')}\n  </channel>\n</rss>\n`,
          );
      });
    }
  }
}
