// `npm start`: builds the admin and site apps when needed, then runs the server (TypeScript, via tsx).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStaleApps, root } from './build-apps.mjs';
import { serverNodeFlags } from './server-flags.mjs';

try {
  buildStaleApps();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(
  process.execPath,
  [...serverNodeFlags(), path.join(root, 'packages/server/src/main.ts')],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
