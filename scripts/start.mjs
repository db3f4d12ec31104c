// `npm start`: builds the admin, site and field apps and bundles the server when needed, then runs the server.
import { spawn } from 'node:child_process';
import { buildStaleApps } from './build-apps.mjs';
import { buildStaleServer, serverBundle } from './build-server.mjs';
import { serverNodeFlags } from './server-flags.mjs';

try {
  buildStaleApps();
  await buildStaleServer();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, [...serverNodeFlags(), serverBundle], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
