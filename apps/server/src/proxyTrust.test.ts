import { describe, expect, it } from "vitest";
import { clientAddressOf, parseProxyTrust } from "./proxyTrust.ts";

describe("TRUST_PROXY and the client address", () => {
  it("believes nothing without TRUST_PROXY", () => {
    for (const value of [undefined, "", "0", "off", "false"]) expect(parseProxyTrust(value)).toBeNull();
    expect(clientAddressOf(null, "203.0.113.9", "1.2.3.4")).toEqual({ address: "203.0.113.9", fromProxy: false });
  });

  it("with one hop takes the right-most X-Forwarded-For entry, never the left-most a client wrote", () => {
    const trust = parseProxyTrust("1");
    // nginx's $proxy_add_x_forwarded_for: the client's forged header, then the address nginx saw.
    expect(clientAddressOf(trust, "127.0.0.1", "6.6.6.6, 198.51.100.7")).toEqual({ address: "198.51.100.7", fromProxy: true });
    expect(clientAddressOf(trust, "127.0.0.1", "198.51.100.7").address).toBe("198.51.100.7");
    // No header: the proxy itself is the client.
    expect(clientAddressOf(trust, "127.0.0.1", undefined).address).toBe("127.0.0.1");
  });

  it("with two hops (a CDN, then nginx) takes the second entry from the right", () => {
    const trust = parseProxyTrust("2");
    expect(clientAddressOf(trust, "10.0.0.2", "6.6.6.6, 198.51.100.7, 172.16.0.9").address).toBe("198.51.100.7");
  });

  it("with a list skips only the listed proxies, and ignores headers from any other peer", () => {
    const trust = parseProxyTrust("loopback, 10.0.0.0/8");
    expect(clientAddressOf(trust, "127.0.0.1", "6.6.6.6, 198.51.100.7, 10.1.2.3").address).toBe("198.51.100.7");
    expect(clientAddressOf(trust, "::ffff:127.0.0.1", "198.51.100.7").address).toBe("198.51.100.7");
    // A client reaching the instance around the proxy cannot pick its address.
    expect(clientAddressOf(trust, "203.0.113.9", "1.2.3.4")).toEqual({ address: "203.0.113.9", fromProxy: false });
  });

  it("refuses a setting that would trust everyone or that it cannot read", () => {
    expect(() => parseProxyTrust("true")).toThrow(/hop count|number of proxies/);
    expect(() => parseProxyTrust("10.0.0.0/99")).toThrow(/TRUST_PROXY/);
  });
});
