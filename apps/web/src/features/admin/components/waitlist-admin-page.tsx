import { UserPlus } from "lucide-react";
import { type MouseEvent, useRef, useState } from "react";
import type { WaitlistEntry } from "@study-well/shared/api";
import { ADMIN_WAITLIST, EMPTY_NEXT, GENERIC_ERROR, LOADING } from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { ConfirmDialog } from "../../../components/ui/dialogs";
import { EmptyState } from "../../../components/ui/empty-state";
import { Bone, Skeleton } from "../../../components/ui/skeleton";
import { useToast } from "../../../components/ui/toast";
import { serverMessage } from "../../../lib/api/errors";
import { formatDateTime } from "../../../lib/format";
import { useActivateUser, useRemoveEntry, useWaitlist } from "../api/waitlist-api";

const rows = "divide-y divide-slate-200 border-y border-slate-200";
const row = "flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between";

export function WaitlistAdminPage() {
  const waitlist = useWaitlist();
  const activate = useActivateUser();
  const toast = useToast();
  const remove = useRemoveEntry();
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const rowsById = useRef(new Map<string, HTMLLIElement>());
  /** A row's place as a change to it begins: the row that will take its place, if any. */
  const placeOf = (id: string) => {
    const list = waitlist.data ?? [];
    const at = list.findIndex((e) => e.id === id);
    return { id, next: (list[at + 1] ?? list[at - 1])?.id };
  };
  /**
   * The row has left the list, on the spec's word. If the keyboard was in it (the confirmation
   * gives focus back to Remove) or lost with it, it goes to the row that takes its place, or to
   * the heading when none is left: a row, not a button, so a second Enter activates nobody. A
   * toast's news is no reason to move it otherwise.
   */
  const left = ({ id, next }: ReturnType<typeof placeOf>) => {
    const focused = document.activeElement;
    const inRow = rowsById.current.get(id)?.contains(focused) ?? false;
    if (!inRow && focused && focused !== document.body) return;
    ((next && rowsById.current.get(next)) || heading.current)?.focus();
  };
  const activatingId = activate.isPending ? activate.variables : undefined;
  const removingId = remove.isPending ? remove.variables : undefined;
  // One change at a time: an entry being activated is not also removed.
  const busy = activatingId !== undefined || removingId !== undefined;
  // Set at once, not at the next render as `busy` is: a double click sends one request.
  const changing = useRef(false);
  // The outcome of an activation is news about a row that may be far down the list: a toast.
  const activateEntry = (entry: WaitlistEntry, event: MouseEvent) => {
    // The second click of a double click (detail 2) lands where the row was: on the next person's
    // button once this row has left the list. Only a click of its own activates.
    if (changing.current || event.detail > 1) return;
    changing.current = true;
    const place = placeOf(entry.id);
    activate.mutate(entry.id, {
      onSettled: () => {
        changing.current = false;
      },
      onSuccess: (result) => {
        left(place);
        // Gone meanwhile: activated or removed by another administrator.
        toast(
          result
            ? { tone: "success", message: ADMIN_WAITLIST.activated(result.email) }
            : { tone: "info", message: ADMIN_WAITLIST.goneMeanwhile(entry.email) },
        );
      },
      onError: (error) =>
        toast({
          tone: "error",
          message: `${ADMIN_WAITLIST.activateFailed}${serverMessage(error, GENERIC_ERROR)}`,
        }),
    });
  };
  const removeEntry = (entry: WaitlistEntry) => {
    if (changing.current) return;
    changing.current = true;
    const place = placeOf(entry.id);
    remove.mutate(entry.id, {
      onSettled: () => {
        changing.current = false;
      },
      onSuccess: (result) => {
        left(place);
        // Gone meanwhile: maybe activated by another administrator, so no removal is claimed.
        toast(
          result
            ? { tone: "success", message: ADMIN_WAITLIST.removed(entry.email) }
            : { tone: "info", message: ADMIN_WAITLIST.goneMeanwhile(entry.email) },
        );
      },
      onError: (error) =>
        toast({
          tone: "error",
          message: `${ADMIN_WAITLIST.removeFailed}${serverMessage(error, GENERIC_ERROR)}`,
        }),
    });
  };

  return (
    <Card>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
        {ADMIN_WAITLIST.title}
      </h1>
      <div className="mt-4 space-y-4">
        {waitlist.isPending && <WaitlistSkeleton />}
        {waitlist.isError && <Alert tone="error">{ADMIN_WAITLIST.fetchFailed}</Alert>}
        {waitlist.data?.length === 0 && (
          <EmptyState icon={UserPlus} message={ADMIN_WAITLIST.empty} next={EMPTY_NEXT.waitlist} />
        )}
        {waitlist.data && waitlist.data.length > 0 && (
          <ul className={rows}>
            {waitlist.data.map((entry) => (
              <li
                key={entry.id}
                ref={(element) => {
                  if (element) rowsById.current.set(entry.id, element);
                  else rowsById.current.delete(entry.id);
                }}
                tabIndex={-1}
                className={`${row} outline-none focus-visible:ring-2 focus-visible:ring-brand-600`}
              >
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere text-slate-900">
                    {entry.firstName} {entry.lastName}
                  </p>
                  {/* Whole, however long: the admin checks who they activate, on a phone too
                      (a hover title is no help there). A long address breaks at any point. */}
                  <p className="text-sm wrap-anywhere text-slate-600">{entry.email}</p>
                  <p className="text-xs text-slate-500">
                    {ADMIN_WAITLIST.joined}{" "}
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </p>
                </div>
                <div className="flex shrink-0 gap-2 self-start sm:self-auto">
                  <Button
                    variant="secondary"
                    className="whitespace-nowrap"
                    onClick={() => setRemoving(entry)}
                    disabled={busy}
                    aria-label={`${ADMIN_WAITLIST.remove} ${entry.email}`}
                  >
                    {removingId === entry.id ? ADMIN_WAITLIST.removing : ADMIN_WAITLIST.remove}
                  </Button>
                  <Button
                    className="whitespace-nowrap"
                    onClick={(event) => activateEntry(entry, event)}
                    disabled={busy}
                    aria-label={`${ADMIN_WAITLIST.activate} ${entry.email}`}
                  >
                    {activatingId === entry.id ? ADMIN_WAITLIST.activating : ADMIN_WAITLIST.activate}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={ADMIN_WAITLIST.confirmRemoveTitle}
        message={removing ? ADMIN_WAITLIST.confirmRemove(removing.email) : ""}
        confirmLabel={ADMIN_WAITLIST.remove}
        cancelLabel={ADMIN_WAITLIST.cancel}
        onConfirm={() => {
          if (removing) removeEntry(removing);
        }}
      />
    </Card>
  );
}

/** Three rows' shapes: a name, an address, the date joined, and the Remove and Activate buttons. */
function WaitlistSkeleton() {
  return (
    <Skeleton label={LOADING}>
      <div className={rows}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={row}>
            <div className="min-w-0 flex-1">
              <Bone className="h-5 w-48 max-w-full" />
              <Bone className="mt-2 h-4 w-64 max-w-full" />
              <Bone className="mt-2 h-3 w-32" />
            </div>
            <div className="flex gap-2">
              <Bone className="h-9 w-20 rounded-lg" />
              <Bone className="h-9 w-32 rounded-lg" />
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
