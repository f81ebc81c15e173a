import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DISMISS } from "@study-well/shared";
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
});
