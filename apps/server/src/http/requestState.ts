import type { Account } from "../services/account.ts";

/**
 * What the server learned about a request before routing it: the account of its session and the
 * client's address. Kept beside the Request object (not in headers a client could send).
 */
const accounts = new WeakMap<Request, Account | null>();
const addresses = new WeakMap<Request, string>();

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
