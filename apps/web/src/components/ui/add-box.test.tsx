import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ADD } from "@study-well/shared";
import { AddBox } from "./add-box";

describe("AddBox", () => {
  it("adds on Enter, or by its Add button once something is typed; blank adds nothing", async () => {
    const onAdd = vi.fn();
    render(<AddBox placeholder="New topic title" onAdd={onAdd} />);
    const box = screen.getByRole("textbox", { name: "New topic title" });
    expect(screen.queryByRole("button", { name: ADD })).not.toBeInTheDocument();
    await userEvent.type(box, "   ");
    expect(screen.queryByRole("button", { name: ADD })).not.toBeInTheDocument();
    await userEvent.type(box, "{Enter}");
    expect(onAdd).not.toHaveBeenCalled();

    await userEvent.clear(box);
    await userEvent.type(box, "  Cell biology ");
    await userEvent.click(screen.getByRole("button", { name: ADD }));
    expect(onAdd).toHaveBeenLastCalledWith("Cell biology");
    expect(box).toHaveValue("");
    expect(screen.queryByRole("button", { name: ADD })).not.toBeInTheDocument();

    await userEvent.type(box, "Genetics{Enter}");
    expect(onAdd).toHaveBeenLastCalledWith("Genetics");
    expect(onAdd).toHaveBeenCalledTimes(2);
  });
});
