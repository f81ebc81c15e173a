import { expect, type APIRequestContext } from "@playwright/test";
import type { Person } from "./accounts";

/**
 * A new account signed up through the API, and requests made as it: for tests that need a course
 * with many notes faster than the screens would make it.
 */
export async function signUpByApi(request: APIRequestContext, person: Person) {
  const signUp = await request.post("/api/auth/sign-up", { data: person });
  expect(signUp.ok()).toBe(true);
  const { idToken } = (await signUp.json()) as { idToken: string };
  const headers = { authorization: `Bearer ${idToken}` };
  return {
    /** Creates what `data` says at `url`; what was made, with its id. */
    post: async (url: string, data: object) => {
      const res = await request.post(url, { headers, data });
      expect(res.ok()).toBe(true);
      return (await res.json()) as { id: string };
    },
    delete: async (url: string) => {
      const res = await request.delete(url, { headers });
      expect(res.ok()).toBe(true);
    },
  };
}

/** Runs `make(1)` to `make(count)`, six at a time (their order of arrival is the server's). */
export async function sixAtATime(count: number, make: (n: number) => Promise<unknown>): Promise<void> {
  let next = 1;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next <= count) await make(next++);
    }),
  );
}
