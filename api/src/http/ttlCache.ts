// A small time-limited cache for answers many people ask for at once (today's matches): the
// database answers once per key per period instead of once per request.
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached.value;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.entries.delete(key)); // failures are not kept
    return value;
  }
}
