import type { Caller } from './tokens.js';

/**
 * Callers recently found by their token hash, kept for a few seconds so that a burst of requests with the
 * same token needs one token query, not one each. Logging out on this instance evicts at once; on another
 * instance a revoked token or a changed role takes effect within `ttlMs`. A ttl of 0 turns it off.
 */
export class CallerCache {
  private readonly entries = new Map<string, { caller: Caller; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string): Caller | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.caller;
    this.entries.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, caller: Caller, expiresAt: Date): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { caller, until: Math.min(Date.now() + this.ttlMs, expiresAt.getTime()) });
  }

  evict(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Forgets every token of a user, whose rights or standing just changed. */
  evictUser(userId: number): void {
    for (const [hash, entry] of this.entries) if (entry.caller.userId === userId) this.entries.delete(hash);
  }
}
