/** A map that keeps at most `limit` entries, dropping the least recently used one first. */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly limit: number) {
    if (!(limit >= 1)) throw new Error('an LRU map needs room for at least one entry');
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, which becomes the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // A Map iterates in insertion order: re-inserting moves the key to the end.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Stores the value; returns the entry dropped to make room, if any. */
  set(key: K, value: V): [K, V] | undefined {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size <= this.limit) return undefined;
    const oldest = this.entries.entries().next().value as [K, V];
    this.entries.delete(oldest[0]);
    return oldest;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }
}
