import { UserPlus } from "lucide-react";
import { ADMIN_WAITLIST, EMPTY_NEXT, GENERIC_ERROR, LOADING } from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { Bone, Skeleton } from "../../../components/ui/skeleton";
import { useToast } from "../../../components/ui/toast";
import { serverMessage } from "../../../lib/api/errors";
import { formatDateTime } from "../../../lib/format";
import { useActivateUser, useWaitlist } from "../api/waitlist-api";

const rows = "divide-y divide-slate-200 border-y border-slate-200";
const row = "flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between";

export function WaitlistAdminPage() {
  const waitlist = useWaitlist();
  const activate = useActivateUser();
  const toast = useToast();
  const activatingId = activate.isPending ? activate.variables : undefined;
  // The outcome of an activation is news about a row that may be far down the list: a toast.
  const activateEntry = (id: string) =>
    activate.mutate(id, {
      onSuccess: (result) => toast({ tone: "success", message: ADMIN_WAITLIST.activated(result.email) }),
      onError: (error) =>
        toast({
          tone: "error",
          message: `${ADMIN_WAITLIST.activateFailed}${serverMessage(error, GENERIC_ERROR)}`,
        }),
    });

  return (
    <Card>
      <h1 className="text-2xl font-semibold tracking-tight">{ADMIN_WAITLIST.title}</h1>
      <div className="mt-4 space-y-4">
        {waitlist.isPending && <WaitlistSkeleton />}
        {waitlist.isError && <Alert tone="error">{ADMIN_WAITLIST.fetchFailed}</Alert>}
        {waitlist.data?.length === 0 && (
          <EmptyState icon={UserPlus} message={ADMIN_WAITLIST.empty} next={EMPTY_NEXT.waitlist} />
        )}
        {waitlist.data && waitlist.data.length > 0 && (
          <ul className={rows}>
            {waitlist.data.map((entry) => (
              <li key={entry.id} className={row}>
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
                <Button
                  className="shrink-0 self-start whitespace-nowrap sm:self-auto"
                  onClick={() => activateEntry(entry.id)}
                  disabled={activatingId !== undefined}
                  aria-label={`${ADMIN_WAITLIST.activate} ${entry.email}`}
                >
                  {activatingId === entry.id ? ADMIN_WAITLIST.activating : ADMIN_WAITLIST.activate}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

/** Three rows' shapes: a name, an address, the date joined, and the Activate button. */
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
            <Bone className="h-9 w-32 rounded-lg" />
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
