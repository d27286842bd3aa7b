// @vitest-environment happy-dom
import type { WeaponBuilderData } from "@raidkit/api";
import { decodeBuildParts, defaultBuild, encodeBuildParts, reachableParts, setPart, type WeaponBuild } from "@raidkit/game";
import { realWeaponCatalogue } from "@raidkit/game/testing";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useBuilderState } from "./useBuilderState.ts";

// The builder's data of the real M4A1 as the server sends it (services/loadouts.ts builderData), prices left out.
const M4A1 = "5447a9cd4bdc2dbd208b4567";
const cat = realWeaponCatalogue();
const weapon = cat.weapons.get(M4A1);
if (!weapon) throw new Error("the pack has no M4A1");
const shown = { url: null, prices: null };
const data: WeaponBuilderData = {
  weapon: { ...weapon, ...shown },
  parts: Object.fromEntries(reachableParts(cat, M4A1).map((p) => [p.id, { ...p, ...shown }])),
  ammo: [...cat.ammo.values()].filter((a) => a.caliber === weapon.caliber).map((a) => ({ ...a, ...shown })),
  presets: [...cat.presets.values()].filter((p) => p.weaponId === M4A1),
  weapons: [],
};

function renderBuilder(address: string, start: WeaponBuild | null = null) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  return renderHook(() => ({ builder: useBuilderState(data, start), location: useLocation() }), { wrapper });
}

const code = (search: string) => new URLSearchParams(search).get("b");

afterEach(cleanup);

describe("the weapon builder's state (useBuilderState) on the real M4A1", () => {
  it("starts from the weapon's default preset when the address names no build", () => {
    const { result } = renderBuilder(`/loadouts/weapon/${M4A1}`);
    expect(result.current.builder.build).toEqual(defaultBuild(cat, weapon));
    expect(Object.keys(result.current.builder.build.parts).length).toBeGreaterThan(5);
  });

  it("writes every change into the address, and the address gives the same build back", () => {
    const { result } = renderBuilder(`/loadouts/weapon/${M4A1}`);
    const start = result.current.builder.build;
    const stock = Object.keys(start.parts).find((path) => path.endsWith("mod_stock")) ?? "";
    expect(stock).not.toBe("");
    const next = setPart(cat, start, stock, null);
    act(() => result.current.builder.change(next));
    expect(result.current.builder.build).toEqual(next);
    const written = code(result.current.location.search);
    expect(written).toBe(encodeBuildParts(next));
    expect(decodeBuildParts(M4A1, written ?? "")).toMatchObject({ parts: next.parts });
    // Reopened from that address (a shared link), the builder shows that build.
    const reopened = renderBuilder(`/loadouts/weapon/${M4A1}?b=${encodeURIComponent(written ?? "")}`);
    expect(reopened.result.current.builder.build.parts).toEqual(next.parts);
  });

  it("cuts a build from the address to the parts that fit", () => {
    const start = defaultBuild(cat, weapon);
    const stranger = { ...start, parts: { ...start.parts, mod_nonexistent_slot: Object.values(start.parts)[0] as string } };
    const { result } = renderBuilder(`/loadouts/weapon/${M4A1}?b=${encodeURIComponent(encodeBuildParts(stranger))}`);
    expect(result.current.builder.build.parts).toEqual(start.parts);
  });

  it("opens a saved loadout's build when the address names none, and the address wins when it does", () => {
    const start = defaultBuild(cat, weapon);
    const saved = setPart(cat, start, Object.keys(start.parts)[0] as string, null);
    expect(renderBuilder(`/loadouts/weapon/${M4A1}/some-id`, saved).result.current.builder.build).toEqual(saved);
    const linked = renderBuilder(`/loadouts/weapon/${M4A1}/some-id?b=${encodeURIComponent(encodeBuildParts(start))}`, saved);
    expect(linked.result.current.builder.build.parts).toEqual(start.parts);
  });
});
