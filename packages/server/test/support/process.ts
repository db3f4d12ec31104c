import { type ChildProcess, spawn } from 'node:child_process';
import { buildStaleServer, serverBundle } from '../../../../scripts/build-server.mjs';
import { serverNodeFlags } from '../../../../scripts/server-flags.mjs';

/**
 * The bundled server run as `npm start` runs it, in a process of its own on a fixed port, so that it can
 * be killed outright and started again at the same address.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> | undefined;
  /** Everything the server printed, over all its runs. */
  output = '';
  /** How many times it was started. */
  starts = 0;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Bundles the server when its sources changed, then starts it and waits until it serves. */
  async start(): Promise<void> {
    if (this.child) throw new Error('The server is already running');
    await buildStaleServer();
    const child = spawn(process.execPath, [...serverNodeFlags(), serverBundle], {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(this.port),
        PUBLIC_URL: this.url,
        LOG_LEVEL: 'warn',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.starts++;
    const mark = this.output.length;
    child.stdout?.on('data', (chunk) => (this.output += chunk));
    child.stderr?.on('data', (chunk) => (this.output += chunk));
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      const started = () => this.output.includes('Rimba is running', mark) && resolve();
      child.stdout?.on('data', started);
      child.once('exit', (code, signal) =>
        reject(new Error(`The server stopped (${signal ?? `code ${code}`}):\n${this.output.slice(mark)}`)),
      );
    });
  }

  /** Ends the process at once with SIGKILL, as a crash or an out-of-memory kill would: nothing is closed. */
  kill(): Promise<void> {
    return this.end('SIGKILL');
  }

  /** Asks the server to shut down (SIGTERM) and waits until it has. */
  stop(): Promise<void> {
    return this.end('SIGTERM');
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child) return;
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await this.exited;
    this.child = undefined;
  }
}
