import autocannon from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  /** Latencies in milliseconds (autocannon records whole milliseconds). */
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** Answers 304 Not Modified (counted in non2xx too). */
  notModified: number;
}

/** One call: a path, and headers of its own on top of the load's; a GET unless it says otherwise. */
export interface Call {
  path: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /**
   * A module (an absolute path; CommonJS, since autocannon's worker thread requires it) whose default export
   * changes each request before it is sent, as autocannon's `setupRequest`.
   */
  setupRequest?: string;
  /** Bodies for the setupRequest module to choose from. */
  bodies?: string[];
  /** Paths for the setupRequest module to choose from. */
  paths?: string[];
}

export interface Load {
  /** Base URL of a loopback server. */
  url: string;
  /** The calls, in turn on each connection. */
  calls: Call[];
  headers: Record<string, string>;
  connections: number;
}

/**
 * One autocannon run, bounded by time. The load generator runs in a worker thread, so it does not take
 * the event loop of the server it measures, which lives in this process.
 */
async function run(load: Load, seconds: number, amount?: number): Promise<autocannon.Result> {
  return autocannon({
    url: load.url,
    connections: load.connections,
    duration: seconds,
    ...(amount !== undefined && { amount }),
    headers: load.headers,
    requests: load.calls.map(({ method = 'GET', ...call }) => ({ method, ...call })),
    workers: 1,
  });
}

/** The seconds of the warm-up before a measurement of `seconds`. */
export const warmUpSeconds = (seconds: number) => Math.max(1, Math.min(3, Math.round(seconds / 3)));

/**
 * Warms the server up (JIT, caches, pool connections), then measures. Calls that change what they call
 * (a payment applied once) warm up with calls of their own.
 */
export async function measure(load: Load, seconds: number, warmUp: Load = load): Promise<Measurement> {
  await run(warmUp, warmUpSeconds(seconds));
  return measurementOf(await run(load, seconds));
}

/** Exactly `amount` calls and no warm-up: each call of a list sent once, as a first visit. */
export async function measureOnce(load: Load, amount: number): Promise<Measurement> {
  return measurementOf(await run(load, 600, amount));
}

function measurementOf(result: autocannon.Result): Measurement {
  return {
    // Over the whole run: autocannon's per-second average drifts from it when a second is cut short.
    requestsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    notModified: result.statusCodeStats?.['304']?.count ?? 0,
  };
}
