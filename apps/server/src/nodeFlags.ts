/**
 * Node flags the server runs with (`npm start`, `npm run dev`, the e2e server, the benchmarks):
 * V8's young generation capped at 8 MB semi-spaces. Left to itself on a machine with much memory,
 * V8 grew it to tens of MB under load and the server's resident memory with it (peak 442 → 311 MB
 * in the same load at the same throughput; issue 21, finding 12). package.json repeats them
 * (nodeFlags.test.ts keeps the two the same).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"] as const;
