import { describe, expect, it } from "vitest";
import { marketHref, nextSort } from "./marketUrl.ts";

describe("marketHref", () => {
  it("changes one value and keeps the others", () => {
    expect(marketHref("/market", new URLSearchParams("search=ak&page=3"), { page: 4 })).toBe("/market?search=ak&page=4");
  });
  it("drops empty values, page 1 and the default sort", () => {
    expect(marketHref("/", new URLSearchParams("search=ak&page=3"), { search: "", page: 1 })).toBe("/");
    expect(marketHref("/", new URLSearchParams(""), { sort: "name", dir: "asc" })).toBe("/");
    expect(marketHref("/", new URLSearchParams(""), { sort: "name", dir: "desc" })).toBe("/?sort=name&dir=desc");
  });
  it("keeps the name sort during a search (without a sort, a search ranks by relevance)", () => {
    expect(marketHref("/", new URLSearchParams("search=ak"), { sort: "name", dir: "asc" })).toBe("/?search=ak&sort=name&dir=asc");
    expect(nextSort("name", "relevance", "desc")).toEqual({ sort: "name", dir: "asc" });
  });
  it("carries no parameter the page does not read", () => {
    expect(marketHref("/", new URLSearchParams("r=1&utm_source=x&search=ak"), { page: 2 })).toBe("/?search=ak&page=2");
  });
});

describe("nextSort", () => {
  it("flips the direction of the same column", () => {
    expect(nextSort("price", "price", "desc")).toEqual({ sort: "price", dir: "asc" });
  });
  it("starts price columns high-to-low and name A-Z", () => {
    expect(nextSort("change24h", "name", "asc")).toEqual({ sort: "change24h", dir: "desc" });
    expect(nextSort("name", "price", "desc")).toEqual({ sort: "name", dir: "asc" });
  });
});
