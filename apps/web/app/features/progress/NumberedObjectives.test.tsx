import { realQuests } from "@raidkit/game/testing";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NumberedObjectives } from "./NumberedObjectives.tsx";

describe("the quest map's objective numbers (issue 31 item 6)", () => {
  it("are written whole in the text, 10 and more too, on a real quest of 14 objectives", () => {
    const quest = realQuests("pvp").find((q) => q.uid === "68481881f43abfdda2058369"); // New Beginning (Prestige 4)
    expect(quest?.objectives).toHaveLength(14);
    const html = renderToStaticMarkup(<NumberedObjectives objectives={quest?.objectives ?? []} />);
    const numbers = [...html.matchAll(/<span class="objective-number">([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(numbers).toEqual(Array.from({ length: 14 }, (_, i) => `${i + 1}.`));
    expect(html).toContain("Use the transit from Streets of Tarkov to Interchange");
    // The list's own markers are off: only the written numbers show.
    expect(html).toMatch(/^<ol class="quest-objectives numbered small">/);
  });
});
