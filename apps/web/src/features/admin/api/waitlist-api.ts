import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WaitlistEntry } from "@study-well/shared/api";
import { unwrap } from "../../../lib/api/client";
import { isNotFound } from "../../../lib/api/errors";
import { useApi } from "../../../lib/session/session-context";

const key = ["admin", "waitlist"];

export function useWaitlist() {
  const api = useApi();
  return useQuery({ queryKey: key, queryFn: () => unwrap(api.GET("/api/admin/waitlist")) });
}

/**
 * Activates one entry, which leaves the list (the spec: "On activation the entry is deleted and
 * removed from the list"). An entry gone already (activated or removed by another administrator)
 * answers null: nothing is left to do, which is no failure, and the list is read again.
 */
export function useActivateUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        return await unwrap(api.POST("/api/admin/waitlist/{id}/activate", { params: { path: { id } } }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    onSuccess: (result, id) => leaveList(queryClient, id, result !== null),
    // An entry whose person registered meanwhile is gone: the list is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/**
 * Takes an entry off the list at once. When it was found gone rather than changed here, others may
 * have changed the list too: it is read again.
 */
function leaveList(queryClient: QueryClient, id: string, changedHere: boolean) {
  queryClient.setQueryData<WaitlistEntry[]>(key, (entries) => entries?.filter((e) => e.id !== id));
  if (!changedHere) void queryClient.invalidateQueries({ queryKey: key });
}

/**
 * Removes one entry without an account; on success it leaves the list without a refetch. An entry
 * gone already answers null: that is no removal to report, as another administrator may have
 * activated it (an account was created and mailed) as well as removed it. The list is read again.
 */
export function useRemoveEntry() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<"removed" | null> => {
      try {
        await unwrap(api.DELETE("/api/admin/waitlist/{id}", { params: { path: { id } } }));
        return "removed";
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    onSuccess: (result, id) => leaveList(queryClient, id, result !== null),
    // A failure: the list is read again, as it may have changed meanwhile.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
