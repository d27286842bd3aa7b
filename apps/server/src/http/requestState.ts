import type { Database } from "@raidkit/db";
import type { Kysely } from "kysely";
import type { Account } from "../services/account.ts";
import { type GlobalSettings, readGlobalSettings } from "../services/shell.ts";

/**
 * What the server learned about a request before routing it: the account of its session and the
 * client's address. Kept beside the Request object (not in headers a client could send).
 */
const accounts = new WeakMap<Request, Account | null>();
const addresses = new WeakMap<Request, string>();
const globalSettings = new WeakMap<Request, Promise<GlobalSettings>>();

export function setRequestAccount(request: Request, account: Account | null): void {
  accounts.set(request, account);
}

export function requestAccount(request: Request): Account | null {
  return accounts.get(request) ?? null;
}

export function setClientAddress(request: Request, address: string): void {
  addresses.set(request, address);
}

export function clientAddress(request: Request): string {
  return addresses.get(request) ?? "unknown";
}

/** Carries what is known of a request over to a copy of it (a body limit re-wraps the read body). */
export function copyRequestState(from: Request, to: Request): void {
  if (accounts.has(from)) accounts.set(to, accounts.get(from) ?? null);
  const address = addresses.get(from);
  if (address !== undefined) addresses.set(to, address);
  const settings = globalSettings.get(from);
  if (settings) globalSettings.set(to, settings);
}

/** The global settings, read at most once per request (the wipe check and the calls share the read). */
export function requestGlobalSettings(request: Request, db: Kysely<Database>): Promise<GlobalSettings> {
  let pending = globalSettings.get(request);
  if (!pending) {
    pending = readGlobalSettings(db);
    globalSettings.set(request, pending);
  }
  return pending;
}
