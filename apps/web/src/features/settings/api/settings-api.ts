import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UpdateSettingsRequest } from "@study-well/shared/api";
import { unwrap } from "../../../lib/api/client";
import { ownedBySession } from "../../../lib/session/forget-other-users-data";
import { useApi, useSessionManager } from "../../../lib/session/session-context";
import { aiEnginesKey } from "./ai-engines-api";

const key = ["settings"];

export function useSettings() {
  const api = useApi();
  return useQuery({ queryKey: key, queryFn: () => unwrap(api.GET("/api/settings")) });
}

export function useUpdateSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  const owned = ownedBySession(useSessionManager());
  return useMutation({
    onMutate: owned.onMutate,
    mutationFn: (change: UpdateSettingsRequest) => unwrap(api.PUT("/api/settings", { body: change })),
    onSuccess: (saved, _change, context) => {
      if (owned.stillTheirs(context)) queryClient.setQueryData(key, saved);
      // The preferences pick the model and the voice; ask again which engines answer now.
      void queryClient.invalidateQueries({ queryKey: aiEnginesKey });
    },
  });
}
