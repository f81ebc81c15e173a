import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FIELD_NAME, MAX_LENGTH, NOTES, VALIDATION } from "@study-well/shared";
import { AddTextForm } from "./add-text-form";

function setup() {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  render(<AddTextForm onSave={onSave} onCancel={onCancel} />);
  return {
    onSave,
    onCancel,
    title: screen.getByPlaceholderText(NOTES.contentTitle),
    body: screen.getByPlaceholderText(NOTES.contentBody),
  };
}

describe("AddTextForm", () => {
  it("saves with Ctrl+Enter from either field", async () => {
    const { onSave, title, body } = setup();
    expect(title).toHaveFocus();
    await userEvent.type(title, "Naming");
    await userEvent.type(body, "Longest chain first.{Control>}{Enter}{/Control}");
    expect(onSave).toHaveBeenCalledExactlyOnceWith("Naming", "Longest chain first.");
  });

  it("keeps plain Enter as a new line in the content", async () => {
    const { onSave, body } = setup();
    await userEvent.type(body, "line one{Enter}line two");
    expect(body).toHaveValue("line one\nline two");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("cancels with Escape", async () => {
    const { onSave, onCancel, body } = setup();
    await userEvent.type(body, "draft{Escape}");
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("does not save an empty note, and its Save button waits for text", async () => {
    const { onSave, title } = setup();
    expect(screen.getByRole("button", { name: NOTES.save })).toBeDisabled();
    await userEvent.type(title, "   {Control>}{Enter}{/Control}");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("stops the title and the content at the server's limits and says why", async () => {
    const { title, body } = setup();
    await userEvent.paste("x".repeat(MAX_LENGTH.contentTitle + 10));
    expect(title).toHaveValue("x".repeat(MAX_LENGTH.contentTitle));
    expect(title).toHaveAccessibleDescription(
      VALIDATION.tooLong(FIELD_NAME.contentTitle, MAX_LENGTH.contentTitle),
    );
    await userEvent.click(body);
    await userEvent.paste("y".repeat(MAX_LENGTH.contentText + 1));
    expect(body).toHaveValue("y".repeat(MAX_LENGTH.contentText));
    expect(body).toHaveAccessibleDescription("Content can be at most 200,000 characters.");
  });
});
