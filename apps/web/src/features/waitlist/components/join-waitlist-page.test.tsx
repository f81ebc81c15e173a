import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIELD, WAITLIST } from "@study-well/shared";
import { JoinWaitlistPage } from "./join-waitlist-page";

function stubServer(status: number, body: unknown) {
  vi.stubGlobal("fetch", () => Promise.resolve(Response.json(body, { status })));
}

async function fill(lastName = "Hopper") {
  render(<JoinWaitlistPage />);
  await userEvent.type(screen.getByLabelText(FIELD.email), "grace@example.org");
  await userEvent.type(screen.getByLabelText(FIELD.firstName), "Grace");
  await userEvent.click(screen.getByLabelText(FIELD.lastName));
  await userEvent.paste(lastName);
  await userEvent.click(screen.getByRole("button", { name: WAITLIST.submit }));
}

describe("JoinWaitlistPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("turns the server's validation answer into a sentence without the field path", async () => {
    stubServer(400, {
      error: { code: "invalid-argument", message: "lastName: Last name can be at most 200 characters." },
    });
    await fill();
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Last name can be at most 200 characters\.$/);
  });

  it("sends a name cut at the server's limit, and gives way to the news once joined", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal("fetch", async (request: Request) => {
      sent.push(await request.json());
      return Response.json({}, { status: 201 });
    });
    await fill("x".repeat(300));
    expect(await screen.findByText(WAITLIST.success)).toBeInTheDocument();
    expect(sent).toEqual([{ email: "grace@example.org", firstName: "Grace", lastName: "x".repeat(200) }]);
    // Nothing invites joining twice: the form is gone, and the way home is offered.
    expect(screen.queryByLabelText(FIELD.email)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: WAITLIST.submit })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: WAITLIST.backHome })).toHaveAttribute("href", "/");
  });

  it("says so as soon as a name reaches the limit", async () => {
    stubServer(201, {});
    render(<JoinWaitlistPage />);
    const lastName = screen.getByLabelText(FIELD.lastName);
    await userEvent.click(lastName);
    await userEvent.paste("x".repeat(300));
    expect(lastName).toHaveValue("x".repeat(200));
    expect(lastName).toHaveAccessibleDescription("Last name can be at most 200 characters.");
  });
});
