// @vitest-environment happy-dom
import { PLACEHOLDER_IMAGE } from "@raidkit/game";
import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ItemImage } from "./ItemImage.tsx";
import { Picture } from "./Picture.tsx";

// Never a broken image (decision 067): a picture that fails gives way to the next of the rule, then the tile.
// happy-dom loads no image, so every picture would look failed at once: here a picture is still
// loading until the test fires its error (the browser's loading is the boundary stubbed).
beforeAll(() => {
  Object.defineProperty(window.HTMLImageElement.prototype, "complete", { get: () => false, configurable: true });
});
afterEach(cleanup);

const src = (container: HTMLElement) => container.querySelector("img")?.getAttribute("src") ?? null;
const fail = (container: HTMLElement) => fireEvent.error(container.querySelector("img") as HTMLImageElement);

describe("ItemImage (spec §5 image choice)", () => {
  const links = { build: "https://x.test/build.webp", icon: "https://x.test/icon.webp", large: "https://x.test/512.webp" };

  it("a functional weapon: build image, then icon, then the larger image, then the short-name tile", () => {
    const { container } = render(<ItemImage name="Colt M4A1" shortName="M4A1" tags={["Weapon"]} isFunctional size="large" {...links} />);
    expect(src(container)).toBe(links.build);
    expect(container.querySelector("img")?.dataset.image).toBe("build");
    fail(container);
    expect(src(container)).toBe(links.icon);
    fail(container);
    expect(src(container)).toBe(links.large);
    fail(container);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector(".item-tile")?.textContent).toBe("M4A1");
  });

  it("excluded weapons and other items never show the build image", () => {
    for (const [name, tags] of [
      ["RSP-30 reactive signal cartridge (Green)", ["Weapon"]],
      ["F-1 hand grenade", ["Weapon", "Throwables"]],
      ["Camper axe", ["Weapon", "Melee_weapons"]],
      ["Salewa first aid kit", []],
    ] as const) {
      const { container } = render(<ItemImage name={name} shortName="x" tags={tags} isFunctional {...links} />);
      expect(src(container), name).toBe(links.icon);
      cleanup();
    }
    const { container } = render(<ItemImage name="Colt M4A1" shortName="M4A1" tags={["Weapon"]} isFunctional={false} {...links} />);
    expect(src(container)).toBe(links.icon);
  });

  it("without any link: the tile, never the placeholder file as a broken image", () => {
    const { container } = render(<ItemImage name="Salewa" shortName="Salewa" />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.innerHTML).not.toContain(PLACEHOLDER_IMAGE);
  });
});

describe("Picture (hideout stations, traders)", () => {
  it("shows the address, and the initials when it fails or is missing", () => {
    const { container } = render(<Picture src="https://cdn.test/images/traders/prapor.png" name="Прапор" kind="trader" />);
    expect(src(container)).toBe("https://cdn.test/images/traders/prapor.png");
    fail(container);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("ПР");
    cleanup();
    expect(render(<Picture src={null} name="Air Filtering Unit" kind="hideout" />).container.textContent).toBe("AF");
  });
});
