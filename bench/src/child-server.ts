import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../../scripts/build-server.mjs';
import { serverNodeFlags } from '../../scripts/server-flags.mjs';
import type { BenchMessage, ServerMessage } from './export-server.js';

const serverSource = fileURLToPath(new URL('./export-server.ts', import.meta.url));
/** The benchmark's server, bundled as `npm start` bundles Rimba's. */
const serverEntry = fileURLToPath(new URL('../dist/export-server.mjs', import.meta.url));

/** Bundles the benchmark's server (export-server.ts), as `npm start` bundles Rimba's. */
export const bundleBenchServer = () => bundleServer(serverSource, serverEntry);

export interface ChildServer {
  url: string;
  pid: number;
  usage: () => Promise<{ maxRssBytes: number; rssBytes: number; memory: NodeJS.MemoryUsage }>;
  stop: () => Promise<void>;
}

/**
 * A Rimba server in a child process, bundled (bundleBenchServer) and started with the flags as
 * `npm start` does it (no wrapper process in between), so that its memory is its own.
 */
export async function startServer(env: Record<string, string>): Promise<ChildServer> {
  const child: ChildProcess = fork(serverEntry, [], {
    execArgv: serverNodeFlags(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<ServerMessage>((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(new Error(`The benchmark server stopped (code ${code})`));
      child.once('exit', onExit);
      child.once('message', (message: ServerMessage) => {
        child.off('exit', onExit);
        resolve(message);
      });
    });
  const started = await next();
  if (!('url' in started)) throw new Error('The benchmark server did not report its URL');
  return {
    url: started.url,
    pid: child.pid!,
    usage: async () => {
      const answer = next();
      child.send('usage' satisfies BenchMessage);
      const message = await answer;
      if (!('maxRssBytes' in message)) throw new Error('The benchmark server did not report its memory');
      return message;
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
