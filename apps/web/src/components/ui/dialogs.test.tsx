import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { takeBackLeftEntry } from "./back-closes";
import { ConfirmDialog, FormDialog } from "./dialogs";
import { pause } from "../../test/pause";

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

describe("the browser's Back with a dialog open", () => {
  const marked = () => Boolean((window.history.state as Record<string, unknown> | null)?.studyWellDialog);
  // The page's own entry, as a first visit has it (another file's test may have left a dialog's).
  beforeEach(() => window.history.replaceState(null, ""));

  it("closes the dialog and stays on the page", async () => {
    render(<Screen form />);
    const address = window.location.href;
    await userEvent.click(screen.getByRole("button", { name: "Delete day" }));
    expect(await screen.findByRole("dialog", { name: "Edit Course" })).toBeInTheDocument();
    expect(marked()).toBe(true);
    window.history.back();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Edit Course" })).not.toBeInTheDocument(),
    );
    expect(window.location.href).toBe(address);
    expect(marked()).toBe(false);
  });

  it("takes its step back away when the dialog is closed otherwise, so Back then leaves the page as before", async () => {
    render(<Screen />);
    await userEvent.click(screen.getByRole("button", { name: "Delete day" }));
    await screen.findByRole("alertdialog", { name: "Delete day" });
    expect(marked()).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(marked()).toBe(false));
    // Opened again, it closes on Back again.
    await userEvent.click(screen.getByRole("button", { name: "Delete day" }));
    await screen.findByRole("alertdialog", { name: "Delete day" });
    window.history.back();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("keeps one step back while a dialog gives way to another, which Back then closes", async () => {
    function Swap() {
      const [shown, setShown] = useState<"edit" | "delete" | null>("edit");
      return (
        <>
          <FormDialog
            open={shown === "edit"}
            onOpenChange={(open) => setShown(open ? "edit" : null)}
            title="Edit Course"
          >
            <button type="button" onClick={() => setShown("delete")}>
              Delete Course
            </button>
          </FormDialog>
          <ConfirmDialog
            open={shown === "delete"}
            onOpenChange={(open) => setShown(open ? "delete" : null)}
            title="Delete Course"
            message="Delete the course?"
            confirmLabel="Delete"
            cancelLabel="Cancel"
            onConfirm={() => undefined}
          />
        </>
      );
    }
    render(<Swap />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Course" }));
    await screen.findByRole("alertdialog", { name: "Delete Course" });
    await pause(20);
    expect(marked()).toBe(true);
    window.history.back();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(marked()).toBe(false);
  });

  it("takes an entry left by a reload with a dialog open as its own, so one Back closes the dialog opened on it again", async () => {
    // The entry the page pushed for its dialog before it was reloaded.
    window.history.pushState({ studyWellDialog: "before-the-reload" }, "");
    const entries = window.history.length;
    render(<Screen form />);
    await userEvent.click(screen.getByRole("button", { name: "Delete day" }));
    await screen.findByRole("dialog", { name: "Edit Course" });
    expect(window.history.length).toBe(entries);
    window.history.back();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Edit Course" })).not.toBeInTheDocument(),
    );
    // Back is on the page's own entry: the next Back leaves the page.
    expect(marked()).toBe(false);
  });

  it("goes on past an entry a reload with a dialog open left, when no dialog opens on it again (QA: Back did nothing)", async () => {
    const start = window.location.pathname;
    window.history.replaceState(null, "", "/courses");
    window.history.pushState(null, "", "/course/1");
    window.history.pushState({ studyWellDialog: "before-the-reload" }, "");
    // The page starts again (the reload).
    takeBackLeftEntry();
    render(<Screen form />);
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe("/courses"));
    // A dialog opened afterwards gets an entry of its own, which Back closes.
    window.history.pushState(null, "", "/course/1");
    await userEvent.click(screen.getByRole("button", { name: "Delete day" }));
    await screen.findByRole("dialog", { name: "Edit Course" });
    expect(marked()).toBe(true);
    window.history.back();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Edit Course" })).not.toBeInTheDocument(),
    );
    expect(window.location.pathname).toBe("/course/1");
    window.history.replaceState(null, "", start);
  });

  it("leaves the page its action went to alone", async () => {
    render(<Screen />);
    await userEvent.click(screen.getByRole("button", { name: "Delete day" }));
    await screen.findByRole("alertdialog", { name: "Delete day" });
    const before = window.location.pathname;
    window.history.pushState({}, "", "/courses");
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await pause(20);
    expect(window.location.pathname).toBe("/courses");
    window.history.pushState({}, "", before);
  });
});
