import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DISMISS, UNDO_SHORTCUT } from "@study-well/shared";
import { ToastProvider, useToast, type ToastOptions } from "./toast";

function Trigger({ toast }: { toast: ToastOptions }) {
  const show = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      Show
    </button>
  );
}

const renderWith = (toast: ToastOptions) =>
  render(
    <ToastProvider>
      <Trigger toast={toast} />
    </ToastProvider>,
  );

describe("toasts", () => {
  afterEach(() => vi.useRealTimers());

  it("announces news politely and takes it away after its time", () => {
    vi.useFakeTimers();
    renderWith({ tone: "success", message: "Saved", duration: 3000 });
    act(() => {
      screen.getByRole("button", { name: "Show" }).click();
    });
    expect(screen.getByText("Saved").closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText("Saved")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("keeps time still while the pointer is on the toast", () => {
    vi.useFakeTimers();
    renderWith({ tone: "info", message: "Activated", duration: 1000 });
    act(() => {
      screen.getByRole("button", { name: "Show" }).click();
    });
    const toast = screen.getByText("Activated");
    act(() => {
      toast.parentElement?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText("Activated")).toBeInTheDocument();
  });

  it("announces an error at once and keeps it until dismissed", async () => {
    renderWith({ tone: "error", message: "Could not activate" });
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    const message = screen.getByText("Could not activate");
    expect(message.closest("[aria-live]")).toHaveAttribute("aria-live", "assertive");
    await userEvent.click(screen.getByRole("button", { name: DISMISS }));
    expect(screen.queryByText("Could not activate")).not.toBeInTheDocument();
  });

  it("shows the same words once, however often they are sent", async () => {
    renderWith({ tone: "success", message: "Saved" });
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getAllByText("Saved")).toHaveLength(1);
  });

  it("runs its action instead of what runs as it goes, and goes", async () => {
    const run = vi.fn();
    const onClose = vi.fn();
    renderWith({ tone: "info", message: "Deleted", action: { label: "Undo", run }, onClose });
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(run).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText("Deleted")).not.toBeInTheDocument();
  });

  it("tells once that it went another way: its time up, dismissed, or replaced by the same words", () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWith({
      tone: "info",
      message: "Deleted",
      duration: 1000,
      action: { label: "Undo", run: vi.fn() },
      onClose,
    });
    const show = () =>
      act(() => {
        screen.getByRole("button", { name: "Show" }).click();
      });
    show();
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByText("Deleted")).not.toBeInTheDocument();

    show();
    show();
    // (the first, replaced by the second, went)
    expect(onClose).toHaveBeenCalledTimes(2);
    act(() => {
      screen.getByRole("button", { name: DISMISS }).click();
    });
    expect(onClose).toHaveBeenCalledTimes(3);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it("runs the newest Undo on Ctrl+Z or ⌘Z outside a field, and leaves a field's own Ctrl+Z alone", async () => {
    const first = vi.fn();
    const second = vi.fn();
    render(
      <ToastProvider>
        <Trigger
          toast={{ tone: "info", message: "One", action: { label: "Undo", run: first, undo: true } }}
        />
        <Trigger
          toast={{ tone: "info", message: "Two", action: { label: "Undo", run: second, undo: true } }}
        />
        <input aria-label="Field" />
      </ToastProvider>,
    );
    const [showOne, showTwo] = screen.getAllByRole("button", { name: "Show" });
    if (showOne) await userEvent.click(showOne);
    if (showTwo) await userEvent.click(showTwo);
    expect(screen.getAllByRole("button", { name: "Undo" })[0]).toHaveAttribute("title", UNDO_SHORTCUT);

    await userEvent.click(screen.getByRole("textbox", { name: "Field" }));
    await userEvent.keyboard("{Control>}z{/Control}");
    expect(second).not.toHaveBeenCalled();

    await userEvent.click(document.body);
    await userEvent.keyboard("{Control>}z{/Control}");
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
    expect(screen.queryByText("Two")).not.toBeInTheDocument();
    await userEvent.keyboard("{Meta>}z{/Meta}");
    expect(first).toHaveBeenCalledOnce();
    await userEvent.keyboard("{Control>}z{/Control}");
    expect(first).toHaveBeenCalledOnce();
  });
});
