import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** A count within a window that starts with its first hit, and how long until the window ends. */
export interface Count {
  count: number;
  ttlMs: number;
}

/**
 * Counters that expire, for limits that count only some requests (failed logins): read without
 * counting, counted when the thing happened. In Redis when configured, so that every instance shares
 * them; otherwise in this process.
 */
export interface Counters {
  peek(key: string): Promise<Count>;
  hit(key: string, windowMs: number): Promise<Count>;
}

const prefix = 'rimba:';

/**
 * The shared counters cannot be reached (Redis is down or too slow): a limit can be neither checked nor
 * skipped safely, so the request is answered 503 (see http/error-handler.ts).
 */
export class CountersUnavailable extends Error {
  constructor(cause: unknown) {
    super(`Rate-limit counters unreachable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

export class RedisCounters implements Counters {
  constructor(private readonly redis: Redis) {}

  async peek(key: string): Promise<Count> {
    const result = await this.run(() =>
      this.redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec(),
    );
    const count = Number(result?.[0]?.[1] ?? 0);
    const ttl = Number(result?.[1]?.[1] ?? 0);
    return { count: Number.isFinite(count) ? count : 0, ttlMs: Math.max(ttl, 0) };
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    const k = prefix + key;
    // The window is set by the first hit only; the three steps run as one.
    const result = await this.run(() =>
      this.redis.multi().set(k, '0', 'PX', windowMs, 'NX').incr(k).pttl(k).exec(),
    );
    return { count: Number(result?.[1]?.[1] ?? 1), ttlMs: Math.max(Number(result?.[2]?.[1] ?? windowMs), 0) };
  }

  private async run<T>(commands: () => Promise<T>): Promise<T> {
    try {
      return await commands();
    } catch (error) {
      throw new CountersUnavailable(error);
    }
  }
}

/** At most this many keys are kept in memory; the expired ones go first, then the oldest. */
const maxKeys = 50_000;

export class MemoryCounters implements Counters {
  private readonly counts = new Map<string, { count: number; endsAt: number }>();

  async peek(key: string): Promise<Count> {
    const entry = this.counts.get(key);
    const now = Date.now();
    if (!entry || entry.endsAt <= now) return { count: 0, ttlMs: 0 };
    return { count: entry.count, ttlMs: entry.endsAt - now };
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    const now = Date.now();
    let entry = this.counts.get(key);
    if (!entry || entry.endsAt <= now) {
      if (this.counts.size >= maxKeys) this.prune(now);
      entry = { count: 0, endsAt: now + windowMs };
      this.counts.set(key, entry);
    }
    entry.count++;
    return { count: entry.count, ttlMs: entry.endsAt - now };
  }

  private prune(now: number): void {
    for (const [key, entry] of this.counts) if (entry.endsAt <= now) this.counts.delete(key);
    for (const key of this.counts.keys()) {
      if (this.counts.size < maxKeys) break;
      this.counts.delete(key);
    }
  }
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

class CountersStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: Counters,
    private readonly space: string,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number): void {
    this.counters.hit(this.space + key, timeWindow).then(
      ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
      (error: Error) => callback(error),
    );
  }

  read(key: string, callback: StoreCallback): void {
    this.counters.peek(this.space + key).then(
      ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
      (error: Error) => callback(error),
    );
  }

  /**
   * The plugin's route limits each count apart, as its own stores do. It hands over its merged settings
   * with the route in `routeInfo`, not the route options its types name.
   */
  child(params: object): FastifyRateLimitStore {
    const route = (params as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
    return new CountersStore(
      this.counters,
      `${this.space}${String(route.method ?? '')}${String(route.url ?? '')}-`,
    );
  }
}

/**
 * The store of @fastify/rate-limit on these counters, so that route limits and the limits counted by hand
 * share one place, one reach of Redis and one answer when it is down.
 */
export function countersStore(counters: Counters): FastifyRateLimitStoreCtor {
  return class extends CountersStore {
    constructor() {
      super(counters, 'limit:');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
