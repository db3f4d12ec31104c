import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@rimba/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('npm start', () => {
  let child: ChildProcess;
  let dataDir: string;
  let url: string;
  let output = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rimba-start-'));
    const port = await freePort();
    url = `http://localhost:${port}`;
    child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    await new Promise<void>((resolve, reject) => {
      const started = () => output.includes('Rimba is running') && resolve();
      child.stdout?.on('data', started);
      child.once('exit', (code) => reject(new Error(`npm start stopped (code ${code}):\n${output}`)));
    });
  });

  afterAll(async () => {
    child?.kill('SIGTERM');
    if (child && child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs the bundled server on the embedded database and prints the logins', async () => {
    expect(output).toContain(`Admin:  ${url}/admin/`);
    expect(output).toMatch(/Login: {2}admin \/ \S{8,}/);
    expect(output).toContain(
      'Pay:    WARNING: card and PayPal payments go to the built-in sandbox provider, a demo pay page where anyone holding the link marks a payment paid',
    );
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });
    const admin = await fetch(`${url}/admin/master/partners`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('<div id="root">');
    const faq = (await (await fetch(`${url}/api/public/faq`)).json()) as { data: unknown[] };
    expect(faq.data.length).toBeGreaterThan(0);
  });
});
