import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentItem } from "@study-well/shared/api";
import { UPLOADS } from "@study-well/shared";
import { SessionProvider } from "../../../lib/session/session-context";
import { stubFetch } from "../../../test/fetch-stub";
import { buildAccount, buildSession } from "../../../test/test-session";
import { ContentMedia, bandsAround } from "./content-media";
import { pause } from "../../../test/pause";

describe("a photo's box", () => {
  it("has bands above and below only when the photo is wider, for its height, than the box", () => {
    // A panorama (3:1) in a phone's 290 x 192 box: shown 290 x 97, with bands.
    expect(bandsAround(3000, 1000, 290, 192)).toBe(true);
    // A page photographed upright, or a 4:3 photo that fits its width at that height: no bands.
    expect(bandsAround(1200, 1600, 144, 192)).toBe(false);
    expect(bandsAround(1600, 1200, 256, 192)).toBe(false);
    // Off by a rounding pixel is no band; a picture not laid out yet says nothing.
    expect(bandsAround(1601, 1200, 256, 192)).toBe(false);
    expect(bandsAround(3000, 1000, 0, 0)).toBe(false);
  });
});

describe("a picture whose link no longer works", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for a new link (it dies with its session: a new password in another tab), once in 10 seconds", async () => {
    let links = 0;
    stubFetch((url) => {
      if (!url.endsWith("/link")) return new Response(null, { status: 404 });
      links += 1;
      return Response.json({
        url: `/api/files/f/content?expires=9&version=${links}&signature=s`,
        expiresAt: "",
      });
    });
    const item = {
      id: "i",
      type: "image",
      title: "Cell diagram",
      timestamp: "2026-11-20T11:00:00.000Z",
      version: 1,
      data: { fileId: "f", url: "/api/files/f", fileName: "cell.webp", text: "", summary: "" },
    } as unknown as Extract<ContentItem, { type: "image" }>;
    render(
      <SessionProvider value={await buildSession(buildAccount())}>
        <QueryClientProvider client={new QueryClient()}>
          <ContentMedia item={item} />
        </QueryClientProvider>
      </SessionProvider>,
    );
    const picture = await screen.findByRole("img", { name: item.title });
    expect(picture).toHaveAttribute("src", expect.stringContaining("version=1") as string);
    // Just made: a failure now is the file's, not the link's, and is not asked again.
    fireEvent.error(picture);
    await pause(50);
    expect(links).toBe(1);
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 11_000);
    fireEvent.error(picture);
    await waitFor(() =>
      expect(screen.getByRole("img", { name: item.title })).toHaveAttribute(
        "src",
        expect.stringContaining("version=2") as string,
      ),
    );
    expect(screen.getByRole("link", { name: `${UPLOADS.openImage}: ${item.title}` })).toHaveAttribute(
      "href",
      expect.stringContaining("version=2") as string,
    );
  });
});
