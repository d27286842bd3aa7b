// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FormOutcome } from "./FormOutcome.tsx";

afterEach(cleanup);

describe("FormOutcome", () => {
  it("announces a failure as an alert, and only the failure when the last send failed", () => {
    render(<FormOutcome done="Saved" error="Слишком много запросов" />);
    expect(screen.getByRole("alert").textContent).toBe("Слишком много запросов");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says what was done as a status line, and nothing before any send", () => {
    const { rerender, container } = render(<FormOutcome done={null} error={null} />);
    expect(container.textContent).toBe("");
    rerender(<FormOutcome done="Settings saved" error={null} />);
    expect(screen.getByRole("status").textContent).toBe("Settings saved");
  });
});
