import { Loader2 } from "lucide-react";
import { Dialog } from "radix-ui";
import { BUSY } from "@study-well/shared";
import { buttonClass } from "../../../components/ui/button";
import type { Busy } from "./course-work";

/**
 * The bar's figure, and its name: a file's is shown as its phase, its bytes sent then the server's
 * work on it (see Busy), so that the bar starting again reads as the next step, not as going back.
 * A file's phase is named before its first figure too: the bar left empty, from "Sending 99%" to
 * the server's first figure (seconds, for a long recording; never, for a photo), read as stuck (QA).
 */
function shownProgress(busy: Busy | null): { figure: number | null; phase: string | null } | null {
  if (!busy) return null;
  const figure = (share: number | null) => (share !== null && share > 0 ? share : null);
  if (busy.sent !== null) return { figure: figure(busy.sent), phase: BUSY.sending };
  if (busy.kind === "file") return { figure: figure(busy.progress), phase: BUSY.processing };
  const progress = figure(busy.progress);
  return progress === null ? null : { figure: progress, phase: null };
}

/** Spec §2: spinner, what is happening, "please don't close the page", progress, Cancel. */
export function BusyOverlay({
  busy,
  onClosed,
}: {
  busy: Busy | null;
  /** As it has closed: may take the focus's return in hand (Radix's onCloseAutoFocus). */
  onClosed?: (event: Event) => void;
}) {
  const shown = shownProgress(busy);
  return (
    <Dialog.Root open={busy !== null} onOpenChange={(open) => !open && busy?.cancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-scrim" />
        <Dialog.Content
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={onClosed}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl focus:outline-none"
        >
          <Loader2
            size={36}
            aria-hidden
            className="mx-auto animate-spin text-brand-700 motion-reduce:animate-none"
          />
          <Dialog.Title className="mt-4 text-lg font-semibold text-slate-900">
            {busy?.kind === "lecture" ? BUSY.generatingLecture : BUSY.processingFile}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{BUSY.note}</Dialog.Description>
          {/* Its room is kept from the start, so the dialog does not grow, and Cancel move under the
              pointer, when the first figure comes. */}
          <div className="mt-4 flex h-5 items-center gap-3">
            {shown && (
              <>
                {shown.phase && (
                  // As wide for either phase, so that the bar does not move sideways between them.
                  <span aria-hidden className="min-w-20 text-left text-sm text-slate-700">
                    {shown.phase}
                  </span>
                )}
                {shown.figure !== null && (
                  <>
                    <div
                      // (a new bar for each phase: its width starts afresh rather than slide back)
                      key={shown.phase}
                      role="progressbar"
                      aria-label={shown.phase ?? BUSY.progress}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={shown.figure}
                      className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                    >
                      <div
                        className="h-full bg-brand-700 transition-[width]"
                        style={{ width: `${shown.figure}%` }}
                      />
                    </div>
                    {/* The figure too, not only the bar's length (room for "100%"). */}
                    <span aria-hidden className="w-11 text-right text-sm text-slate-700 tabular-nums">
                      {shown.figure}%
                    </span>
                  </>
                )}
              </>
            )}
          </div>
          <Dialog.Close className={buttonClass("secondary", "mt-6")}>{BUSY.cancel}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
