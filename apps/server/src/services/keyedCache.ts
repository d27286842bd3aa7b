/**
 * Values built once per key (locale, mode…) and kept until the data changes; a failed build is
 * forgotten so the next request tries again.
 */
export class KeyedCache<T> {
  private readonly built = new Map<string, Promise<T>>();

  get(key: string, build: () => Promise<T>): Promise<T> {
    let pending = this.built.get(key);
    if (!pending) {
      pending = build();
      this.built.set(key, pending);
      pending.catch(() => this.built.delete(key));
    }
    return pending;
  }

  clear(): void {
    this.built.clear();
  }
}
