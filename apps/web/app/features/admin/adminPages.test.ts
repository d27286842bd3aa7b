import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createTranslator, type Messages } from "../../i18n/translate.ts";
import en from "../../locales/en.json" with { type: "json" };
import ru from "../../locales/ru.json" with { type: "json" };
import routes from "../../routes.ts";
import { EXISTING_ROUTES, routeExists } from "../../shared/routeRegistry.ts";
import { adminMeta } from "./adminMeta.ts";
import { ADMIN_PAGE_GROUPS, ADMIN_PAGES, ADMIN_PATHS, adminHref } from "./adminPages.ts";

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

describe("the admin pages, written once (issue 33, item 4)", () => {
  const layout = (routes as RouteEntry[]).flatMap((r) => r.children ?? []).find((r) => r.file === "routes/admin-layout.tsx");

  it("are the children of the one admin layout, each with its file, and nothing else routes under /admin", () => {
    expect(layout).toBeDefined();
    const children = (layout?.children ?? []).map((r) => `/${r.path}`);
    expect(children).toEqual([...ADMIN_PATHS, "/admin/*"]);
    const elsewhere = (routes as RouteEntry[]).flatMap((r) => r.children ?? []).filter((r) => r !== layout && r.path?.startsWith("admin"));
    expect(elsewhere).toEqual([]);
    for (const page of ADMIN_PAGES) expect(existsSync(fileURLToPath(new URL(`../../routes/${page.file}`, import.meta.url))), page.file).toBe(true);
  });

  it("are in the route registry, so menus may link to them", () => {
    for (const path of ADMIN_PATHS) expect(EXISTING_ROUTES).toContain(path);
    expect(routeExists("/admin/item/5c0e874186f7747dd63ef6b2")).toBe(true);
    expect(routeExists("/admin/nope")).toBe(false);
  });

  it("list every page with a group in /admin's menu, in list order", () => {
    const listed = ADMIN_PAGE_GROUPS.flatMap((g) => g.pages.map((p) => p.path));
    expect(listed).toEqual(ADMIN_PAGES.filter((p) => p.group !== null).map((p) => adminHref(p.key)));
    expect(ADMIN_PAGE_GROUPS.map((g) => g.key)).toEqual(["accounts", "catalogue", "gameData", "operations"]);
  });

  it("have a title in English and in Russian", () => {
    const tEn = createTranslator("en", en as Messages);
    const tRu = createTranslator("ru", ru as Messages);
    for (const page of ADMIN_PAGES) {
      expect(tEn(page.title), page.key).not.toBe(page.title);
      expect(tRu(page.title), page.key).not.toBe(page.title);
      expect(tRu(page.title), page.key).not.toBe(tEn(page.title));
    }
    for (const group of ADMIN_PAGE_GROUPS) {
      expect(tEn(`admin.navGroups.${group.key}`)).not.toBe(`admin.navGroups.${group.key}`);
      expect(tRu(`admin.navGroups.${group.key}`)).not.toBe(`admin.navGroups.${group.key}`);
    }
  });

  it("give the document title in the visitor's language", () => {
    const root = (locale: string, messages: unknown) => [{ id: "root", loaderData: { locale, messages: JSON.stringify(messages) } }];
    expect(adminMeta("users")({ matches: root("ru", ru) })).toEqual([{ title: "Пользователи · Админка · Raidkit" }, { name: "robots", content: "noindex" }]);
    expect(adminMeta("home")({ matches: root("en", en) })[0]).toEqual({ title: "Admin · Raidkit" });
    expect(adminMeta("item")({ matches: root("en", en) })[0]).toEqual({ title: "Item · Admin · Raidkit" });
  });

  it("link with their parameters filled in", () => {
    expect(adminHref("home")).toBe("/admin");
    expect(adminHref("addItem")).toBe("/admin/add-item");
    expect(adminHref("item", { uid: "a b" })).toBe("/admin/item/a%20b");
  });
});
