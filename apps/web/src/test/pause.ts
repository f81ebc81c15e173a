import { act } from "@testing-library/react";

/**
 * Waits out real time, as a user would between steps, with whatever React updates in that time
 * applied inside `act`: a reply or a refetch that lands late on a busy machine is then no
 * "not wrapped in act(...)" warning (which fails the test: vitest.setup.ts).
 */
export function pause(ms: number): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}
