/**
 * Resolves with `promise`'s value, or with `fallback` when it rejects or takes longer than `ms`; the
 * timer never keeps the process alive. For calls to a service that may be away (Redis, the database)
 * whose answer must never hold a request longer than that.
 */
export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}
