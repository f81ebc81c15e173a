import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ActivateUserResponse, WaitlistEntry } from "@study-well/shared/api";
import { useApi } from "../../../lib/session/session-context";

const key = ["admin", "waitlist"];

export function useWaitlist() {
  const api = useApi();
  return useQuery({ queryKey: key, queryFn: () => api.get<WaitlistEntry[]>("/api/admin/waitlist") });
}

/** Activates one entry; on success it leaves the list without a refetch. */
export function useActivateUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ActivateUserResponse>(`/api/admin/waitlist/${id}/activate`),
    onSuccess: (_result, id) =>
      queryClient.setQueryData<WaitlistEntry[]>(key, (entries) => entries?.filter((e) => e.id !== id)),
  });
}
