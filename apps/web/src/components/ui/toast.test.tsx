import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DISMISS, UNDO_SHORTCUT } from "@study-well/shared";
import { MOST_NEWS, ToastProvider, useToast, type ToastOptions } from "./toast";

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
  afterEach(() => {
    vi.useRealTimers();
    // (a dialog's mark left by a test that failed half-way would hold every later toast)
    document.body.removeAttribute("data-scroll-locked");
  });

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

  it("shows three toasts of news at most: a fourth closes the oldest as its time up would; errors stay", async () => {
    const closed: string[] = [];
    const news = (n: number): ToastOptions => ({
      tone: "info",
      message: `Deleted ${n}`,
      action: { label: "Undo", run: vi.fn() },
      onClose: () => closed.push(`Deleted ${n}`),
    });
    render(
      <ToastProvider>
        <Trigger toast={{ tone: "error", message: "Could not save" }} />
        {[1, 2, 3, 4, 5].map((n) => (
          <Trigger key={n} toast={news(n)} />
        ))}
      </ToastProvider>,
    );
    const shows = screen.getAllByRole("button", { name: "Show" });
    for (const button of shows) await userEvent.click(button);
    expect(MOST_NEWS).toBe(3);
    expect(closed).toEqual(["Deleted 1", "Deleted 2"]);
    for (const n of [3, 4, 5]) expect(screen.getByText(`Deleted ${n}`)).toBeInTheDocument();
    expect(screen.queryByText("Deleted 1")).not.toBeInTheDocument();
    expect(screen.getByText("Could not save")).toBeInTheDocument();
  });

  it("keeps the page's end and what the keyboard moves to clear of the toasts, while there are any", async () => {
    const root = document.documentElement;
    const height = vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(120);
    try {
      renderWith({ tone: "success", message: "Saved" });
      expect(root.style.getPropertyValue("--toast-space")).toBe("");
      await userEvent.click(screen.getByRole("button", { name: "Show" }));
      expect(root.style.getPropertyValue("--toast-space")).toBe("120px");
      await userEvent.click(screen.getByRole("button", { name: DISMISS }));
      expect(root.style.getPropertyValue("--toast-space")).toBe("");
    } finally {
      height.mockRestore();
    }
  });

  it("waits beneath an open dialog, its time standing still and Ctrl+Z leaving it be, and goes on after", async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const onClose = vi.fn();
    renderWith({
      tone: "info",
      message: "Deleted",
      duration: 1000,
      action: { label: "Undo", run, undo: true },
      onClose,
    });
    act(() => {
      screen.getByRole("button", { name: "Show" }).click();
    });
    const region = () => screen.getByText("Deleted").closest("[aria-live]")?.parentElement;
    expect(region()).toHaveClass("z-[60]");
    // (as Radix marks the page while a modal dialog holds it)
    await act(async () => {
      document.body.setAttribute("data-scroll-locked", "1");
      await Promise.resolve(); // (the page's watcher hears of it in a microtask)
    });
    expect(region()).toHaveClass("z-30");
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "z", ctrlKey: true, bubbles: true }));
    });
    expect(run).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText("Deleted")).toBeInTheDocument();
    await act(async () => {
      document.body.removeAttribute("data-scroll-locked");
      await Promise.resolve();
    });
    expect(region()).toHaveClass("z-[60]");
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByText("Deleted")).not.toBeInTheDocument();
  });

  it("does not crowd out a toast the focus or the pointer is on: the oldest of the others goes", async () => {
    const closed: string[] = [];
    render(
      <ToastProvider>
        {[1, 2, 3, 4].map((n) => (
          <Trigger
            key={n}
            toast={{
              tone: "info",
              message: `Deleted ${n}`,
              action: { label: `Undo ${n}`, run: vi.fn() },
              onClose: () => closed.push(`Deleted ${n}`),
            }}
          />
        ))}
      </ToastProvider>,
    );
    const shows = screen.getAllByRole("button", { name: "Show" });
    for (const button of shows.slice(0, 3)) await userEvent.click(button);
    act(() => screen.getByRole("button", { name: "Undo 1" }).focus());
    act(() => (shows[3] as HTMLElement).click());
    expect(closed).toEqual(["Deleted 2"]);
    expect(screen.getByRole("button", { name: "Undo 1" })).toHaveFocus();
    for (const n of [1, 3, 4]) expect(screen.getByText(`Deleted ${n}`)).toBeInTheDocument();
  });
});
