import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (request: IncomingMessage, url: URL, body: string) => Promise<Reply> | Reply;

/** An answer: JSON unless `type` says otherwise. */
export interface Reply {
  status: number;
  body?: unknown;
  type?: string;
  headers?: Record<string, string>;
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  status,
  body,
  headers,
});

/** A browser script shipped next to this file (the fake provider scripts a page loads). */
export const browserScript = (name: string) =>
  readFileSync(new URL(`./browser/${name}`, import.meta.url), 'utf8');

/** The headers a page on another origin (our site) needs to call the test routes. */
const crossOrigin = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

/**
 * A loopback HTTP server for a provider's fake: a handler per request, faults a test queues (an error
 * status or a delay for the next API request), and deliveries it makes that a test can wait for.
 */
export class FakeHttpServer {
  private server: Server | undefined;
  private readonly faults: ({ status: number } | { delayMs: number })[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  baseUrl = '';

  constructor(
    private readonly handle: Handler,
    /** Whether a request is a call of the provider's API (faults apply) rather than a test route. */
    private readonly isApi: (url: URL) => boolean,
    private readonly faultBody: (status: number) => unknown,
  ) {}

  async start(): Promise<string> {
    const server = createServer((request, response) => {
      void this.serve(request, response);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    await this.idle();
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The next API request answers this status (with the provider's error body) instead of its answer. */
  failNext(status = 500): void {
    this.faults.push({ status });
  }

  /** The next API request is answered only after this long (for timeouts). */
  delayNext(delayMs: number): void {
    this.faults.push({ delayMs });
  }

  /** Runs a delivery in the background; `idle()` and `stop()` wait for it. */
  track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => {});
    return work;
  }

  /** Waits until no delivery is under way. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let reply: Reply;
    try {
      const url = new URL(request.url ?? '/', this.baseUrl);
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString('utf8');
      const fault = this.isApi(url) ? this.faults.shift() : undefined;
      if (fault && 'delayMs' in fault) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (request.method === 'OPTIONS') reply = { status: 204 };
      else if (fault && 'status' in fault) reply = json(fault.status, this.faultBody(fault.status));
      else reply = await this.handle(request, url, body);
    } catch (error) {
      reply = json(500, { message: error instanceof Error ? error.message : String(error) });
    }
    if (response.destroyed) return;
    const type = reply.type ?? 'application/json';
    const text =
      reply.body === undefined
        ? ''
        : type === 'application/json'
          ? JSON.stringify(reply.body)
          : String(reply.body);
    response.writeHead(reply.status, { 'content-type': type, ...crossOrigin, ...reply.headers });
    response.end(text);
  }
}

/** Posts a notification the way a provider does; answers the HTTP status, or 0 when nobody answered. */
export async function deliver(url: string, body: string, headers: Record<string, string>): Promise<number> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** The value of a Basic authorization header, or undefined. */
export function basicCredentials(request: IncomingMessage): string | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : undefined;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An HTML page with the given title and body (the fakes' hosted payment pages). */
export function page(title: string, body: string): Reply {
  return {
    status: 200,
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`,
  };
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
