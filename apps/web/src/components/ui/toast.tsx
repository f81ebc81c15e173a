import { CheckCircle2, Info, X, XCircle } from "lucide-react";
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { DISMISS, UNDO_SHORTCUT } from "@study-well/shared";

export type ToastTone = "success" | "error" | "info";

export interface ToastOptions {
  tone: ToastTone;
  message: string;
  /** How long it stays, in ms; an error stays until dismissed unless told otherwise. */
  duration?: number;
  /**
   * A button beside the words ("Undo"): pressing it runs `run`, and the toast goes. `name`: its
   * accessible name when the label alone would be ambiguous (it begins with the label).
   */
  action?: {
    label: string;
    name?: string;
    run: () => void;
    /** It takes back what was just done: Ctrl+Z (⌘Z) outside a field runs the newest such action. */
    undo?: boolean;
  };
  /** What a toast is about: a later toast with the same key replaces it (by default, the same words). */
  key?: string;
  /**
   * Runs once as the toast goes any other way than by its action: its time up, dismissed,
   * replaced by a toast of the same words, crowded out by newer ones (MOST_NEWS), or taken away
   * by the function `show` returned.
   */
  onClose?: () => void;
}

interface Toast extends ToastOptions {
  id: number;
}

/** Successes and news go after 5 s (long enough to read twice); errors wait for the person. */
const DEFAULT_MS = 5000;

/**
 * At most this many toasts of news at once: a fourth closes the oldest (as its time up would), so
 * a run of deletes does not cover the page; but not one the pointer or the focus is on, which
 * stays, however many there are then. Errors wait for the person and are not counted.
 */
export const MOST_NEWS = 3;

/** Shows a toast; what it returns takes that toast away (a later change makes it out of date). */
type ShowToast = (toast: ToastOptions) => () => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Shows a short-lived message over the page, announced by screen readers. */
export function useToast(): ShowToast {
  const show = use(ToastContext);
  if (!show) throw new Error("ToastProvider is missing");
  return show;
}

/**
 * Holds the toasts and the two live regions that announce them: politely for news, assertively
 * for errors. The regions are always in the page, so what is put in them is read out; they carry
 * no role, so a page's own alert stays the one `alert` on the page.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  // (kept here too, so a toast's own callbacks run once, outside React's updates)
  const shown = useRef<Toast[]>([]);
  const nextId = useRef(0);
  // The toasts the pointer or the focus is on (their time stands still, and no newer one crowds them out).
  const held = useRef(new Set<number>());
  const hold = useCallback((id: number, on: boolean) => {
    if (on) held.current.add(id);
    else held.current.delete(id);
  }, []);
  const take = useCallback((id: number): Toast | undefined => {
    const toast = shown.current.find((t) => t.id === id);
    if (toast) {
      shown.current = shown.current.filter((t) => t !== toast);
      held.current.delete(id);
      setToasts(shown.current);
    }
    return toast;
  }, []);
  const dismiss = useCallback((id: number) => take(id)?.onClose?.(), [take]);
  const act = useCallback((id: number) => take(id)?.action?.run(), [take]);
  const show = useCallback(
    (toast: ToastOptions) => {
      nextId.current += 1;
      const id = nextId.current;
      // The same words (or key) again replace the toast (and restart its time) rather than stack up.
      const about = (t: ToastOptions) => t.key ?? t.message;
      const replaced = shown.current.filter((t) => about(t) === about(toast));
      const kept = [...shown.current.filter((t) => !replaced.includes(t)), { ...toast, id }];
      const news = kept.filter((t) => t.tone !== "error");
      const crowded = news
        .filter((t) => !held.current.has(t.id))
        .slice(0, Math.max(0, news.length - MOST_NEWS));
      shown.current = kept.filter((t) => !crowded.includes(t));
      setToasts(shown.current);
      for (const t of [...replaced, ...crowded]) t.onClose?.();
      return () => dismiss(id);
    },
    [dismiss],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() !== "z" ||
        !(event.ctrlKey || event.metaKey) ||
        event.shiftKey ||
        event.altKey
      )
        return;
      // (in a field, Ctrl+Z is the field's own undo; under a dialog, the toasts wait unseen)
      if (event.target instanceof HTMLElement && isEditable(event.target)) return;
      if (dialogIsOpen()) return;
      const newest = shown.current.findLast((t) => t.action?.undo);
      if (!newest) return;
      event.preventDefault();
      act(newest.id);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [act]);
  const space = useToastSpace(toasts.length > 0);
  // While a dialog is open the toasts wait beneath its scrim, their time standing still: over it
  // they would hide its title or its buttons (the quiz's Send), and they are not what it is about.
  const beneath = useSyncExternalStore(watchDialogs, dialogIsOpen, () => false);
  const region = "flex w-full max-w-sm flex-col gap-2";
  const item = (t: Toast) => (
    <ToastItem key={t.id} toast={t} waiting={beneath} onHold={hold} onDismiss={dismiss} onAction={act} />
  );
  return (
    <ToastContext value={show}>
      {children}
      <div
        ref={space}
        className={`pointer-events-none fixed inset-x-0 bottom-0 flex flex-col items-center gap-2 p-4 sm:items-end sm:p-6 ${beneath ? "z-30" : "z-[60]"}`}
      >
        <div aria-live="polite" className={region}>
          {toasts.filter((t) => t.tone !== "error").map(item)}
        </div>
        <div aria-live="assertive" className={region}>
          {toasts.filter((t) => t.tone === "error").map(item)}
        </div>
      </div>
    </ToastContext>
  );
}

const TONES: Record<ToastTone, { box: string; icon: ReactNode }> = {
  success: {
    box: "border-green-200 bg-green-50 text-green-800",
    icon: <CheckCircle2 size={18} aria-hidden className="mt-0.5 shrink-0" />,
  },
  error: {
    box: "border-red-200 bg-red-50 text-red-700",
    icon: <XCircle size={18} aria-hidden className="mt-0.5 shrink-0" />,
  },
  info: {
    box: "border-slate-200 bg-white text-slate-800",
    icon: <Info size={18} aria-hidden className="mt-0.5 shrink-0" />,
  },
};

function ToastItem({
  toast,
  waiting,
  onHold,
  onDismiss,
  onAction,
}: {
  toast: Toast;
  /** Beneath a dialog: its time stands still. */
  waiting: boolean;
  /** Told when the pointer or the focus comes to the toast, and leaves it. */
  onHold: (id: number, held: boolean) => void;
  onDismiss: (id: number) => void;
  onAction: (id: number) => void;
}) {
  const duration = toast.duration ?? (toast.tone === "error" ? null : DEFAULT_MS);
  // Time stands still while the pointer or the keyboard is on the toast (WCAG 2.2.1).
  const [held, setHeld] = useState(false);
  useEffect(() => onHold(toast.id, held), [onHold, toast.id, held]);
  useEffect(() => {
    if (duration === null || held || waiting) return;
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [duration, held, waiting, onDismiss, toast.id]);
  const tone = TONES[toast.tone];
  return (
    <div
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium wrap-anywhere shadow-md motion-safe:animate-toast-in ${tone.box}`}
    >
      {tone.icon}
      {/* (a toast whose point is its button names what it is about in three lines at most; a screen
          reader hears it whole) */}
      <p className={`min-w-0 flex-1 ${toast.action ? "line-clamp-3" : ""}`}>{toast.message}</p>
      {toast.action && (
        <button
          type="button"
          aria-label={toast.action.name}
          aria-keyshortcuts={toast.action.undo ? "Control+Z Meta+Z" : undefined}
          title={toast.action.undo ? UNDO_SHORTCUT : undefined}
          onClick={() => onAction(toast.id)}
          className="-my-1 shrink-0 rounded-md px-2 py-1 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label={DISMISS}
        title={DISMISS}
        onClick={() => onDismiss(toast.id)}
        className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md opacity-80 hover:opacity-100"
      >
        <X size={16} aria-hidden />
      </button>
    </div>
  );
}

/**
 * Keeps --toast-space on the page's root at the height the toasts take at the foot of the screen
 * (none when there are none): index.css keeps what the keyboard moves to clear of them, and
 * app-layout.tsx lets the page's end scroll out from under them. (Beneath a dialog they cover
 * nothing the student can reach, but the page cannot scroll then, so the space does no harm.)
 */
function useToastSpace(showing: boolean): (region: HTMLDivElement | null) => void {
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    const root = document.documentElement;
    if (!region || !showing) {
      root.style.removeProperty("--toast-space");
      return;
    }
    const measure = () => root.style.setProperty("--toast-space", `${region.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(region, { box: "border-box" });
    return () => {
      observer?.disconnect();
      root.style.removeProperty("--toast-space");
    };
  }, [region, showing]);
  return setRegion;
}

/**
 * Whether a modal dialog is open: Radix marks the body (`data-scroll-locked`, a count) while one
 * holds the page, and takes the mark away as the last one closes.
 */
const DIALOG_MARK = "data-scroll-locked";
const dialogIsOpen = () => document.body.hasAttribute(DIALOG_MARK);
function watchDialogs(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { attributes: true, attributeFilter: [DIALOG_MARK] });
  return () => observer.disconnect();
}

/** Where typing is: Ctrl+Z there undoes the typing, not a toast's action. */
function isEditable(element: HTMLElement): boolean {
  return element.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName);
}
