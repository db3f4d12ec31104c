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

export class RedisCounters implements Counters {
  constructor(private readonly redis: Redis) {}

  async peek(key: string): Promise<Count> {
    const result = await this.redis
      .multi()
      .get(prefix + key)
      .pttl(prefix + key)
      .exec();
    const count = Number(result?.[0]?.[1] ?? 0);
    const ttl = Number(result?.[1]?.[1] ?? 0);
    return { count: Number.isFinite(count) ? count : 0, ttlMs: Math.max(ttl, 0) };
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    const k = prefix + key;
    // The window is set by the first hit only; the three steps run as one.
    const result = await this.redis.multi().set(k, '0', 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
    return { count: Number(result?.[1]?.[1] ?? 1), ttlMs: Math.max(Number(result?.[2]?.[1] ?? windowMs), 0) };
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
