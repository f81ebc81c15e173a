import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CREATE_COURSE, FIELD_NAME, MAX_LENGTH, VALIDATION } from "@study-well/shared";
import { SessionProvider } from "../../../lib/session/session-context";
import { buildAccount, buildSession } from "../../../test/test-session";
import { CreateCoursePage } from "./create-course-page";

async function renderCreate() {
  const value = await buildSession(buildAccount());
  const memory = memoryLocation({ path: "/create-course" });
  render(
    <SessionProvider value={value}>
      <QueryClientProvider client={new QueryClient()}>
        <Router hook={memory.hook}>
          <Route path="/create-course">
            <CreateCoursePage />
          </Route>
        </Router>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

const titleTooLong = VALIDATION.tooLong(FIELD_NAME.courseTitle, MAX_LENGTH.courseTitle);

describe("CreateCoursePage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("stops the title at the server's limit and says why", async () => {
    await renderCreate();
    const title = screen.getByLabelText(CREATE_COURSE.courseTitle);
    await userEvent.click(title);
    await userEvent.paste("x".repeat(5000));
    expect(title).toHaveValue("x".repeat(MAX_LENGTH.courseTitle));
    expect(title).toHaveAccessibleDescription(titleTooLong);
  });

  it("names a refused value in words rather than the generic failure", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(
        Response.json(
          { error: { code: "invalid-argument", message: `title: ${titleTooLong}` } },
          { status: 400 },
        ),
      ),
    );
    await renderCreate();
    await userEvent.type(screen.getByLabelText(CREATE_COURSE.courseTitle), "Chemistry");
    await userEvent.type(screen.getByLabelText(CREATE_COURSE.courseDescription), "Carbon");
    await userEvent.click(screen.getByRole("button", { name: CREATE_COURSE.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(titleTooLong);
  });

  it("keeps the spec's message for other failures", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(
        Response.json({ error: { code: "internal", message: "Internal server error" } }, { status: 500 }),
      ),
    );
    await renderCreate();
    await userEvent.type(screen.getByLabelText(CREATE_COURSE.courseTitle), "Chemistry");
    await userEvent.type(screen.getByLabelText(CREATE_COURSE.courseDescription), "Carbon");
    await userEvent.click(screen.getByRole("button", { name: CREATE_COURSE.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(CREATE_COURSE.failed);
  });

  it("makes one course of a double click, and lets a refused one be sent again", async () => {
    const posts: unknown[] = [];
    vi.stubGlobal("fetch", (request: Request) => {
      posts.push(request);
      return Promise.resolve(
        Response.json({ error: { code: "internal", message: "Internal server error" } }, { status: 500 }),
      );
    });
    await renderCreate();
    await userEvent.type(screen.getByLabelText(CREATE_COURSE.courseTitle), "Chemistry");
    await userEvent.type(screen.getByLabelText(CREATE_COURSE.courseDescription), "Carbon");
    const form = screen.getByRole("button", { name: CREATE_COURSE.submit }).closest("form");
    if (!form) throw new Error("no form");
    // Two submits before React renders the button disabled (a double click on a busy device).
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole("alert")).toHaveTextContent(CREATE_COURSE.failed);
    expect(posts).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: CREATE_COURSE.submit }));
    await waitFor(() => expect(posts).toHaveLength(2));
  });
});
