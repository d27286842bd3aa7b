import { describe, expect, it } from "vitest";
import { knownPageParams, pageCacheQuery } from "./pageQuery.ts";

describe("page query", () => {
  it("keys a page by the parameters it reads only, in one order", () => {
    expect(pageCacheQuery("")).toBe("");
    expect(pageCacheQuery("?r=1")).toBe("");
    expect(pageCacheQuery("?utm_source=x&fbclid=y")).toBe("");
    expect(pageCacheQuery("?dir=desc&sort=price&r=2")).toBe("?sort=price&dir=desc");
    expect(pageCacheQuery("?sort=price&dir=desc")).toBe(pageCacheQuery("?dir=desc&sort=price"));
    expect(pageCacheQuery("?search=salewa&search=grizzly")).toBe("?search=salewa");
    // The gear builder renders the set its address names: each set is a page of its own.
    expect(pageCacheQuery("?g=a.5b44d22286f774172b0c9de8&r=1")).toBe("?g=a.5b44d22286f774172b0c9de8");
  });

  it("keeps React Router's _routes of a data request: it chooses which loaders answer", () => {
    expect(pageCacheQuery("?_routes=routes%2Fitem")).toBe("?_routes=routes%2Fitem");
    expect(pageCacheQuery("?_routes=root%2Croutes%2Fitem&r=1")).not.toBe(pageCacheQuery("?_routes=routes%2Fitem"));
  });

  it("keeps the known parameters' values as they are", () => {
    expect(knownPageParams(new URLSearchParams("search=%D1%81%D0%B0&page=2&x=1")).toString()).toBe("search=%D1%81%D0%B0&page=2");
  });
});
