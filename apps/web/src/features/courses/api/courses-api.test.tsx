import type { ReactNode } from "react";
import { renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Course } from "@study-well/shared/api";
import { SessionProvider } from "../../../lib/session/session-context";
import { buildAccount, buildSession } from "../../../test/test-session";
import { stubFetch } from "../../../test/fetch-stub";
import { buildCourse } from "../../../test/course-fixtures";
import { courseKeys, useCourse } from "./courses-api";

const COURSE_ID = "33333333-3333-4333-8333-333333333333";
const course = (title: string): Course => buildCourse({ id: COURSE_ID, title });

async function renderCourse(queryClient = new QueryClient()) {
  const value = await buildSession(buildAccount());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider value={value}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </SessionProvider>
  );
  return renderHook(() => useCourse(COURSE_ID), { wrapper });
}

describe("useCourse", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks again with the ETag it holds: a 304 keeps the document, a 200 replaces it", async () => {
    const sent: (string | null)[] = [];
    let version = 3;
    stubFetch((_url, init) => {
      const tag = init.headers.get("if-none-match");
      sent.push(tag);
      const etag = `W/"${version}"`;
      if (tag === etag) return new Response(null, { status: 304, headers: { etag } });
      return Response.json(course(`Version ${version}`), { headers: { etag } });
    });
    const { result } = await renderCourse();
    await waitFor(() => expect(result.current.data?.title).toBe("Version 3"));
    const first = result.current.data;

    await result.current.refetch();
    expect(sent).toEqual([null, 'W/"3"']);
    expect(result.current.isError).toBe(false);
    expect(result.current.data).toBe(first);

    version = 4;
    await result.current.refetch();
    expect(sent.at(-1)).toBe('W/"3"');
    await waitFor(() => expect(result.current.data?.title).toBe("Version 4"));
  });

  it("keeps what changed in the cache while an unchanged course's 304 was on its way", async () => {
    let answer: (() => void) | undefined;
    stubFetch((_url, init) => {
      const etag = 'W/"3"';
      if (init.headers.get("if-none-match") !== etag)
        return Response.json(course("Version 3"), { headers: { etag } });
      return new Promise<Response>((resolve) => {
        answer = () => resolve(new Response(null, { status: 304, headers: { etag } }));
      });
    });
    const queryClient = new QueryClient();
    const { result } = await renderCourse(queryClient);
    await waitFor(() => expect(result.current.data?.title).toBe("Version 3"));
    const refetching = result.current.refetch();
    await waitFor(() => expect(answer).toBeDefined());
    // An edit settles meanwhile (a stand-in id becomes the real one, say).
    queryClient.setQueryData<Course>(
      courseKeys.detail(COURSE_ID),
      (held) => held && { ...held, title: "Settled" },
    );
    answer?.();
    await refetching;
    await waitFor(() => expect(result.current.data?.title).toBe("Settled"));
  });
});
