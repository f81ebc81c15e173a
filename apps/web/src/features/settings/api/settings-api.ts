import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PreferredLlm } from "@study-well/shared/api";
import { unwrap } from "../../../lib/api/client";
import { useApi } from "../../../lib/session/session-context";
import { aiEnginesKey } from "./ai-engines-api";

const key = ["settings"];

export function useSettings() {
  const api = useApi();
  return useQuery({ queryKey: key, queryFn: () => unwrap(api.GET("/api/settings")) });
}

export function useUpdateSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferredLLM: PreferredLlm) => unwrap(api.PUT("/api/settings", { body: { preferredLLM } })),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      // The preference picks the model; ask again which one answers now.
      void queryClient.invalidateQueries({ queryKey: aiEnginesKey });
    },
  });
}
