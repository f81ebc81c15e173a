import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WaitlistEntry } from "@study-well/shared/api";
import { unwrap } from "../../../lib/api/client";
import { useApi } from "../../../lib/session/session-context";

const key = ["admin", "waitlist"];

export function useWaitlist() {
  const api = useApi();
  return useQuery({ queryKey: key, queryFn: () => unwrap(api.GET("/api/admin/waitlist")) });
}

/** Activates one entry; its row stays until the list is read again (see the comment below). */
export function useActivateUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST("/api/admin/waitlist/{id}/activate", { params: { path: { id } } })),
    // The entry stays in the list, shown as activated, until it is read again: a row that vanished
    // would move the next one's Activate User under the pointer, and a double click would
    // activate that person too.
    // An entry already activated, or whose person registered meanwhile, is gone: the list is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Removes one entry without an account; on success it leaves the list without a refetch. */
export function useRemoveEntry() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await unwrap(api.DELETE("/api/admin/waitlist/{id}", { params: { path: { id } } }));
    },
    onSuccess: (_result, id) =>
      queryClient.setQueryData<WaitlistEntry[]>(key, (entries) => entries?.filter((e) => e.id !== id)),
    // Activated or removed meanwhile (by another administrator): the list is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
