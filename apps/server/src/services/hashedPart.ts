import { createHash } from "node:crypto";

/** Data sent from an address that names it: its JSON and a short hash of it (decision 024). */
export interface HashedPart<T> {
  data: T;
  json: Buffer;
  hash: string;
}

export function hashedPart<T>(data: T): HashedPart<T> {
  const json = Buffer.from(JSON.stringify(data));
  return { data, json, hash: createHash("sha256").update(json).digest("base64url").slice(0, 16) };
}
