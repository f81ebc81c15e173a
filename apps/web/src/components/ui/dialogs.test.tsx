import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ConfirmDialog, FormDialog } from "./dialogs";

function Screen({ form = false }: { form?: boolean }) {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <>
      {!gone && (
        <button type="button" onClick={() => setOpen(true)}>
          Delete day
        </button>
      )}
      {form ? (
        <FormDialog open={open} onOpenChange={setOpen} title="Edit Course">
          <input aria-label="Course Title" />
        </FormDialog>
      ) : (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Delete day"
          message="Delete the day and all of them?"
          confirmLabel="Delete"
          cancelLabel="Cancel"
          onConfirm={() => setGone(true)}
        />
      )}
    </>
  );
}

describe("dialogs opened by a screen's own button", () => {
  it("give the focus back to that button when closed, by Escape or by Cancel", async () => {
    render(<Screen />);
    const opener = screen.getByRole("button", { name: "Delete day" });
    await userEvent.click(opener);
    expect(await screen.findByRole("alertdialog")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("give it back from a form dialog too, and leave it alone when the button is gone", async () => {
    const { unmount } = render(<Screen form />);
    const opener = screen.getByRole("button", { name: "Delete day" });
    await userEvent.click(opener);
    expect(await screen.findByRole("textbox", { name: "Course Title" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(opener).toHaveFocus());
    unmount();

    render(<Screen />);
    await userEvent.click(screen.getByRole("button", { name: "Delete day" }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Delete day" })).not.toBeInTheDocument();
  });
});
