import { ADMIN_WAITLIST, GENERIC_ERROR } from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, LoadingText } from "../../../components/ui/card";
import { serverMessage } from "../../../lib/api/errors";
import { formatDateTime } from "../../../lib/format";
import { LOADING } from "@study-well/shared";
import { useActivateUser, useWaitlist } from "../api/waitlist-api";

export function WaitlistAdminPage() {
  const waitlist = useWaitlist();
  const activate = useActivateUser();
  const activatingId = activate.isPending ? activate.variables : undefined;

  return (
    <Card>
      <h1 className="text-2xl font-semibold tracking-tight">{ADMIN_WAITLIST.title}</h1>
      <div className="mt-4 space-y-4">
        {activate.isError && (
          <Alert tone="error">
            {ADMIN_WAITLIST.activateFailed}
            {serverMessage(activate.error, GENERIC_ERROR)}
          </Alert>
        )}
        {activate.isSuccess && <Alert tone="success">{ADMIN_WAITLIST.activated(activate.data.email)}</Alert>}
        {waitlist.isPending && <LoadingText>{LOADING}</LoadingText>}
        {waitlist.isError && <Alert tone="error">{ADMIN_WAITLIST.fetchFailed}</Alert>}
        {waitlist.data?.length === 0 && (
          <p className="py-6 text-center text-slate-600">{ADMIN_WAITLIST.empty}</p>
        )}
        {waitlist.data && waitlist.data.length > 0 && (
          <ul className="divide-y divide-slate-200 border-y border-slate-200">
            {waitlist.data.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere text-slate-900">
                    {entry.firstName} {entry.lastName}
                  </p>
                  {/* One line, however long the address; hovering shows it whole. */}
                  <p className="truncate text-sm text-slate-600" title={entry.email}>
                    {entry.email}
                  </p>
                  <p className="text-xs text-slate-500">
                    {ADMIN_WAITLIST.joined}{" "}
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </p>
                </div>
                <Button
                  className="shrink-0 self-start whitespace-nowrap sm:self-auto"
                  onClick={() => activate.mutate(entry.id)}
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
