import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateProfileRequest } from "@study-well/shared/api";
import { unwrap } from "../../../lib/api/client";
import { ownedBySession } from "../../../lib/session/forget-other-users-data";
import { useApi, useSessionManager } from "../../../lib/session/session-context";

const key = ["profile"];

export function useProfile() {
  const api = useApi();
  return useQuery({ queryKey: key, queryFn: () => unwrap(api.GET("/api/users/me")) });
}

export function useUpdateProfile() {
  const api = useApi();
  const session = useSessionManager();
  const queryClient = useQueryClient();
  const owned = ownedBySession(session);
  return useMutation({
    onMutate: owned.onMutate,
    mutationFn: async (changes: UpdateProfileRequest) => {
      const updated = await unwrap(api.PATCH("/api/users/me", { body: changes }));
      // Keep the signed-in user's details (shown elsewhere) in step with the profile.
      await session.updateUser(await unwrap(api.GET("/api/auth/lookup")));
      return updated;
    },
    onSuccess: (updated, _changes, context) => {
      if (owned.stillTheirs(context)) queryClient.setQueryData(key, updated);
    },
  });
}
