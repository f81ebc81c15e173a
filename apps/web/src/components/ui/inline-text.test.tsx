import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { InlineText } from "./inline-text";

function setup(value = "Alkanes") {
  const onSave = vi.fn();
  render(<InlineText value={value} label="Topic title" onSave={onSave} />);
  return { onSave, input: screen.getByRole("textbox", { name: "Topic title" }) };
}

describe("InlineText", () => {
  it("saves the trimmed text on Enter", async () => {
    const { onSave, input } = setup();
    await userEvent.clear(input);
    await userEvent.type(input, "  Alkenes {Enter}");
    expect(onSave).toHaveBeenCalledExactlyOnceWith("Alkenes", "Alkanes");
  });

  it("wraps a long title rather than cutting it off, and reads a pasted line break as a space", async () => {
    const { onSave, input } = setup();
    // A field of several lines, as tall as its text: a phone shows the whole title.
    expect(input.tagName).toBe("TEXTAREA");
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste("Alkenes\nand alkynes");
    expect(input).toHaveValue("Alkenes and alkynes");
    await userEvent.type(input, "{Shift>}{Enter}{/Shift}");
    expect(onSave).toHaveBeenCalledExactlyOnceWith("Alkenes and alkynes", "Alkanes");
  });

  it("saves on blur", async () => {
    const { onSave, input } = setup();
    await userEvent.type(input, "!");
    await userEvent.tab();
    expect(onSave).toHaveBeenCalledExactlyOnceWith("Alkanes!", "Alkanes");
  });

  it("saves with the value it was typed over, though the value changed meanwhile (another tab)", async () => {
    const onSave = vi.fn();
    const { rerender } = render(<InlineText value="Alkanes" label="Topic title" onSave={onSave} />);
    const input = screen.getByRole("textbox", { name: "Topic title" });
    await userEvent.type(input, " and rings");
    rerender(<InlineText value="Saturated hydrocarbons" label="Topic title" onSave={onSave} />);
    expect(input).toHaveValue("Alkanes and rings");
    await userEvent.type(input, "{Enter}");
    expect(onSave).toHaveBeenCalledExactlyOnceWith("Alkanes and rings", "Alkanes");
    // A new editing begins from the value it now has.
    await userEvent.type(input, "!{Enter}");
    expect(onSave).toHaveBeenLastCalledWith("Saturated hydrocarbons!", "Saturated hydrocarbons");
  });

  it("ignores an empty or whitespace-only value and shows the old one again", async () => {
    const { onSave, input } = setup();
    await userEvent.clear(input);
    await userEvent.type(input, "   {Enter}");
    expect(onSave).not.toHaveBeenCalled();
    expect(input).toHaveValue("Alkanes");
  });

  it("cancels on Escape, keeping the focus, and does not save an unchanged value", async () => {
    const { onSave, input } = setup();
    await userEvent.type(input, " changed{Escape}");
    expect(input).toHaveValue("Alkanes");
    expect(input).toHaveFocus();
    await userEvent.type(input, " again{Escape}");
    expect(input).toHaveValue("Alkanes");
    await userEvent.tab();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("stops at its limit while editing and says why", async () => {
    const onSave = vi.fn();
    render(
      <InlineText
        value="Alkanes"
        label="Topic title"
        limit={{ max: 10, name: "Topic title" }}
        onSave={onSave}
      />,
    );
    const input = screen.getByRole("textbox", { name: "Topic title" });
    expect(input).not.toHaveAccessibleDescription();
    await userEvent.type(input, " and more");
    expect(input).toHaveValue("Alkanes an");
    expect(input).toHaveAccessibleDescription("Topic title can be at most 10 characters.");
    await userEvent.type(input, "{Enter}");
    expect(onSave).toHaveBeenCalledExactlyOnceWith("Alkanes an", "Alkanes");
    expect(input).not.toHaveAccessibleDescription();
  });
});
