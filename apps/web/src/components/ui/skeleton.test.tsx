import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Bone, Skeleton } from "./skeleton";

describe("Skeleton", () => {
  it("is a status saying it loads, its shapes hidden from screen readers", () => {
    const { container } = render(
      <Skeleton label="Loading...">
        <Bone className="h-4" />
      </Skeleton>,
    );
    expect(screen.getByRole("status")).toHaveTextContent(/^Loading\.\.\.$/);
    expect(container.querySelector(".h-4")?.closest("[aria-hidden]")).not.toBeNull();
  });
});
