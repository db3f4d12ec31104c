/**
 * The public API's answers, kept a few seconds in the instance that made them: the site's pages and a
 * busy blog ask the same few pages over and over, and an answer kept is sent without a query or a
 * serialisation. Any write through the API (create, update, delete, import, workflow step, link toggle,
 * public write) clears them all in its instance once committed, so an editor sees their change at once;
 * other instances see it within `PUBLIC_CACHE_SECONDS`, as scheduled publishing does. Bounded in entries
 * and bytes, oldest out first.
 */
export class PublicAnswers {
  private readonly kept = new Map<string, { body: string; until: number }>();
  private bytes = 0;
  /** Counts the clearings: an answer made while a write committed is not kept, it may predate the write. */
  generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): string | undefined {
    const entry = this.kept.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.body;
    this.drop(key, entry.body);
    return undefined;
  }

  /** Keeps an answer made since `generation` (read before making it), unless a write came in between. */
  set(key: string, body: string, generation: number): void {
    if (!this.enabled || generation !== this.generation || body.length > this.maxBytes / 100) return;
    const old = this.kept.get(key);
    if (old) this.drop(key, old.body);
    this.kept.set(key, { body, until: Date.now() + this.ttlMs });
    this.bytes += body.length;
    for (const [oldest, entry] of this.kept) {
      if (this.kept.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.drop(oldest, entry.body);
    }
  }

  /** Forgets every answer: something the public API shows may have changed. */
  clear(): void {
    this.generation += 1;
    this.kept.clear();
    this.bytes = 0;
  }

  private drop(key: string, body: string): void {
    this.kept.delete(key);
    this.bytes -= body.length;
  }
}
