import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { ServerProcess } from './support/process.js';
import { createTestApp, freePort, type TestApp } from './support/server.js';

const satelliteStreets = 'https://tiles.example/styles/satellite-streets/style.json';

describe('MAP_STYLE_URL', () => {
  it('takes an http(s) address, and nothing for the offline basemap', () => {
    expect(loadConfig({}).mapStyleUrl).toBeUndefined();
    expect(loadConfig({ MAP_STYLE_URL: '' }).mapStyleUrl).toBeUndefined();
    expect(loadConfig({ MAP_STYLE_URL: satelliteStreets }).mapStyleUrl).toBe(satelliteStreets);
    expect(loadConfig({ MAP_STYLE_URL: 'http://10.0.0.5:8080/style.json' }).mapStyleUrl).toBe(
      'http://10.0.0.5:8080/style.json',
    );
  });

  it('stops on anything else with a message that names the variable', () => {
    expect(() => loadConfig({ MAP_STYLE_URL: 'satellite streets' })).toThrow(
      new ConfigError('MAP_STYLE_URL is not a valid URL'),
    );
    expect(() => loadConfig({ MAP_STYLE_URL: 'file:///srv/style.json' })).toThrow(
      new ConfigError('MAP_STYLE_URL must start with http:// or https://'),
    );
  });

  it('keeps the server from starting when it is not a web address', async () => {
    const server = new ServerProcess(await freePort(), { MAP_STYLE_URL: 'mapbox://styles/satellite' });
    await expect(server.start()).rejects.toThrow(
      /Configuration error: MAP_STYLE_URL must start with http:\/\/ or https:\/\//,
    );
    await server.stop();
  });
});

describe('the map settings the browser reads', () => {
  let plain: TestApp;
  let styled: TestApp;
  beforeAll(async () => {
    [plain, styled] = await Promise.all([
      createTestApp('pglite'),
      createTestApp('pglite', { MAP_STYLE_URL: satelliteStreets }),
    ]);
  });
  afterAll(() => Promise.all([plain.close(), styled.close()]));

  it('hand over the configured style without a login', async () => {
    const res = await styled.app.inject({ url: '/api/public/map/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { styleUrl: satelliteStreets } });
  });

  it('answer no style without the setting: the maps draw the offline basemap', async () => {
    const res = await plain.app.inject({ url: '/api/public/map/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { styleUrl: null } });
  });
});
