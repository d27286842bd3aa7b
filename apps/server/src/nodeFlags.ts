/**
 * Node flags the server runs with (`npm start`, `npm run dev`, the e2e server, the benchmarks):
 * V8's young generation capped at 8 MB semi-spaces. Left to itself on a machine with much memory,
 * V8 grew it to tens of MB under load and the server's resident memory with it (peak 442 → 311 MB
 * in the same load at the same throughput; issue 21, finding 12). package.json repeats them
 * (nodeFlags.test.ts keeps the two the same).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"] as const;

/**
 * The environment the server runs with in production (deploy/systemd) and in the benchmarks: glibc's
 * malloc keeps blocks of 128 KB and more in their own mappings, given back to the system when freed.
 * Left to itself, glibc raises that threshold after each large block is freed (up to 32 MB), so the
 * compressors' buffers and the big replies came from the main heap, which does not shrink: 155 MB of
 * the server's 433 MB was that heap under the bench's load, the caches 48 MB (issue 33, item 7: peak
 * RSS 403 -> 303 MB in the site's section, 434 -> 390 MB in the public API's; docs/benchmarks.md).
 * glibc reads it at start only, so it cannot be set from inside Node.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: "131072" } as const;
