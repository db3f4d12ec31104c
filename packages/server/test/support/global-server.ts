import type { TestProject } from 'vitest/node';
import { startTestServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of a real Rimba server with demo content, e.g. http://127.0.0.1:41234 */
    apiUrl: string;
    adminPassword: string;
    viewerPassword: string;
    /** The server's MAP_STYLE_URL: the style every map of the admin and the site should load. */
    mapStyleUrl: string;
  }
}

/**
 * Global setup for the browser-side suites (admin, site): one real server in Node for the whole run,
 * whose URL the tests read with `inject('apiUrl')`. jsdom suites cannot host the embedded database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const mapStyleUrl = 'https://tiles.example/styles/satellite-streets/style.json';
  // Every test file of the suites logs in as admin on this one server, within the same minute.
  const server = await startTestServer('pglite', {
    LOGIN_RATE_LIMIT: '1000',
    ACCOUNT_RATE_LIMIT: '1000',
    MAP_STYLE_URL: mapStyleUrl,
  });
  project.provide('apiUrl', server.url);
  project.provide('adminPassword', server.adminPassword);
  project.provide('viewerPassword', server.viewerPassword);
  project.provide('mapStyleUrl', mapStyleUrl);
  return server.close;
}
