import { AlertDialog, Dialog } from "radix-ui";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { useBackCloses } from "./back-closes";
import { buttonClass } from "./button";

/*
 * The dialogs themselves, on Radix: fetched when a screen is idle or a dialog first opens, never
 * with the screen (see dialogs.tsx, which screens import).
 */

const overlay = "fixed inset-0 z-40 bg-scrim";
const panel =
  "fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl focus:outline-none sm:p-6";

/**
 * Focus goes back where it was when the dialog opened (the button that opened it), as long as
 * that is still on the page: Radix returns it only to a dialog's own trigger, which these
 * dialogs, opened by the screen's state, do not have. `returnTo`: where it goes when that is gone
 * (a dialog opened as another closed: the other's button had it).
 */
function useFocusReturn(open: boolean, returnTo?: HTMLElement | null): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // Before Radix moves the focus into the dialog (in an effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  // As it was while open: the screen's state that opened the dialog is gone as it closes.
  const fallback = useRef(returnTo);
  useLayoutEffect(() => {
    if (open) fallback.current = returnTo;
  }, [open, returnTo]);
  return (event) => {
    const element = opener.current?.isConnected ? opener.current : fallback.current;
    opener.current = null;
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
}

/** An alert dialog's frame: its title, its message, and the buttons given as children. */
function AlertFrame({
  open,
  onOpenChange,
  title,
  message,
  returnTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  returnTo?: HTMLElement | null | undefined;
  children: ReactNode;
}) {
  const returnFocus = useFocusReturn(open, returnTo);
  useBackCloses(open, () => onOpenChange(false));
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content className={panel} onCloseAutoFocus={returnFocus}>
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">{message}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** Asks before something is deleted or replaced; `onConfirm` runs only on the confirm button. */
export function ConfirmPanel({
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = "danger",
  ...frame
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  tone?: "danger" | "primary";
}) {
  return (
    <AlertFrame {...frame}>
      <AlertDialog.Cancel className={buttonClass("secondary")}>{cancelLabel}</AlertDialog.Cancel>
      <AlertDialog.Action className={buttonClass(tone)} onClick={onConfirm}>
        {confirmLabel}
      </AlertDialog.Action>
    </AlertFrame>
  );
}

/** Tells the user something that needs their attention (the spec's alerts), with one OK button. */
export function MessagePanel({
  message,
  onClose,
  title,
  returnTo,
}: {
  message: string | null;
  onClose: () => void;
  title: string;
  /** Where the focus goes when it closes if what had it as it opened is gone. */
  returnTo?: HTMLElement | null | undefined;
}) {
  return (
    <AlertFrame
      open={message !== null}
      returnTo={returnTo}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      message={message ?? ""}
    >
      <AlertDialog.Action className={buttonClass("primary")}>OK</AlertDialog.Action>
    </AlertFrame>
  );
}

export function FormPanel({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  const returnFocus = useFocusReturn(open);
  useBackCloses(open, () => onOpenChange(false));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={panel} aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
