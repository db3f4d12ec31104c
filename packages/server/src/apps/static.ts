import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { adminLoginPath, apiMessage, localPath } from '@rimba/core';
import type { FastifyInstance } from 'fastify';
import { withNonce } from '../http/security-headers.js';
import { registerSeoRoutes } from './seo.js';
import { loadSiteRenderer } from './site-render.js';

/**
 * The repository's packages folder: the first folder above this module that holds the admin package,
 * wherever the module runs from (its source, the server's bundle, a benchmark's bundle).
 */
function packagesDirAbove(dir: string): string {
  for (let current = dir; ; current = path.dirname(current)) {
    if (existsSync(path.join(current, 'packages', 'admin', 'package.json'))) {
      return path.join(current, 'packages');
    }
    if (path.dirname(current) === current) throw new Error(`No Rimba packages folder above ${dir}`);
  }
}

const packagesDir = packagesDirAbove(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Where the built apps are: the admin, the site and the field app, and the site's server entry when it is
 * built. A test app may leave the field app out.
 */
export interface AppDirs {
  admin: string;
  site: string;
  field?: string;
  siteRenderer?: string;
}

export const builtAppDirs: AppDirs = {
  admin: path.join(packagesDir, 'admin/dist'),
  site: path.join(packagesDir, 'site/dist'),
  field: path.join(packagesDir, 'field/dist'),
  siteRenderer: path.join(packagesDir, 'site/dist-ssr/entry-server.js'),
};

type AppName = 'admin' | 'site' | 'field';

const prefixes: Record<AppName, string> = { admin: '/admin/', site: '/', field: '/field/' };

/** The single-page app a page of a path belongs to: the admin, the field app, or else the site. */
const appOf = (url: string): AppName => {
  for (const name of ['admin', 'field'] as const) {
    if (url === `/${name}` || url.startsWith(`/${name}/`)) return name;
  }
  return 'site';
};

const notBuilt = (name: string) =>
  `<!doctype html><meta charset="utf-8"><title>Rimba</title><p>The ${name} app is not built yet: run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

/**
 * Serves the admin app under /admin/, the field app under /field/ and the site at /. Hashed assets are
 * cached for good; the rest (index.html, the field app's service worker and web app manifest) is
 * revalidated on every load, so a new version reaches phones; a deep link of the admin or the field app
 * answers its index.html (history fallback), and a page of the site is rendered on the
 * server (see site-render.ts) or, without a built server entry, answered as the site's index.html. /api,
 * /uploads and missing build assets keep JSON 404s. The apps' files are read at start: a rebuild takes
 * effect on restart.
 */
export async function registerApps(
  app: FastifyInstance,
  dirs: AppDirs = builtAppDirs,
  publicUrl = 'http://localhost:3000',
): Promise<void> {
  const indexes = new Map<string, string>();
  for (const name of ['admin', 'site', 'field'] as const) {
    const dist = dirs[name];
    if (!dist) continue;
    const index = path.join(dist, 'index.html');
    indexes.set(name, existsSync(index) ? await readFile(index, 'utf8') : notBuilt(name));
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: prefixes[name],
      decorateReply: false,
      wildcard: false,
      index: false,
      // The build writes each text asset Brotli- and gzip-compressed beside it (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const siteRenderer = await loadSiteRenderer(
    app,
    dirs.siteRenderer,
    indexes.get('site') ?? notBuilt('site'),
    publicUrl,
  );
  registerSeoRoutes(app, publicUrl, siteRenderer?.pages ?? ['/']);

  /** Paths that are never a page: the API, files and build assets answer a JSON 404 when missing. */
  const notAPage = (url: string) =>
    url === '/api' ||
    url.startsWith('/api/') ||
    url.startsWith('/uploads/') ||
    // A missing build file (an index.html older than its assets, say) is a 404, not a page as script.
    url.startsWith('/assets/') ||
    url.startsWith('/admin/assets/') ||
    url.startsWith('/field/assets/');

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    return reply.status(404).send({ message: apiMessage('routeNotFound', request.lang, { path: url }) });
  });

  // The site's log-in link (site spec §2) leads to the admin's log-in page, in either language.
  for (const url of ['/login', localPath('/login', 'en')]) {
    app.get(url, { schema: { hide: true } }, (_request, reply) => reply.redirect(adminLoginPath, 302));
  }

  // Every other GET is a page of one of the apps: a route of its own (not the not-found handler), so the
  // compression and security hooks of routes apply to pages too.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (notAPage(url)) return reply.callNotFound();
      const spa = appOf(url);
      if (spa === 'site' && siteRenderer) {
        try {
          const page = await siteRenderer.render(request);
          return reply
            .status(page.status)
            .type('text/html; charset=utf-8')
            .header('cache-control', page.personal ? 'private, no-cache' : 'no-cache')
            .send(page.html);
        } catch (error) {
          // The browser can still render the page itself.
          request.log.error({ err: error }, 'Rendering a site page on the server failed');
        }
      }
      return reply
        .status(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(withNonce(indexes.get(spa) ?? notBuilt(spa), request));
    },
  });
}
