// Loaded before every test file (vitest setupFiles): a fetch to anything but this machine fails
// at once, so no test can reach a public address, whatever a default says (the live source's
// default is the public API; tests turn it off or point it at tests/helpers/localGraphql.ts).
const LOCAL = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|[^.]+\.localhost)$/i;

const realFetch = globalThis.fetch;
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
  if (!LOCAL.test(url.hostname)) return Promise.reject(new TypeError(`tests may not reach ${url.hostname}: use a local server`));
  return realFetch(input, init);
}) as typeof fetch;
