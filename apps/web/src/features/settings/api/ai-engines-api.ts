import { useQuery } from "@tanstack/react-query";
import { unwrap } from "../../../lib/api/client";
import { useApi } from "../../../lib/session/session-context";

export const aiEnginesKey = ["ai", "engines"];

/** Which engine answers each AI capability for the caller. */
export function useAiEngines({ enabled }: { enabled: boolean }) {
  const api = useApi();
  return useQuery({ queryKey: aiEnginesKey, queryFn: () => unwrap(api.GET("/api/ai/engines")), enabled });
}
