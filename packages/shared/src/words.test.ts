import { describe, expect, it } from "vitest";
import { plainWords, refusedWith, withReason } from "./words";

describe("plainWords", () => {
  it("reads a text's words in lower case, one space apart, without punctuation", () => {
    expect(plainWords("  Alkanes burn — in oxygen!  ")).toBe("alkanes burn in oxygen");
    expect(plainWords("Zoë's CO2, 2nd")).toBe("zoë s co2 2nd");
    expect(plainWords("…")).toBe("");
  });
});

describe("withReason", () => {
  it("says the spec's words first, then the reason, as sentences", () => {
    expect(withReason("Failed to upload audio", "The recording is too long.")).toBe(
      "Failed to upload audio. The recording is too long.",
    );
    expect(withReason("The assessment report could not be written.", "The notes were deleted.")).toBe(
      "The assessment report could not be written. The notes were deleted.",
    );
  });

  it("says the spec's words alone when there is no other reason, and never twice", () => {
    expect(withReason("Failed to upload audio", undefined)).toBe("Failed to upload audio");
    expect(withReason("Failed to upload audio", "Failed to upload audio")).toBe("Failed to upload audio");
    expect(withReason("Failed to upload audio", "Failed to upload audio. It is too long.")).toBe(
      "Failed to upload audio. It is too long.",
    );
  });
});

describe("refusedWith", () => {
  it("says a refusal's reason after words that fit a refusal, or alone", () => {
    expect(refusedWith("Failed to upload audio", "The file is empty.")).toBe(
      "Failed to upload audio. The file is empty.",
    );
    expect(refusedWith(null, "The file is empty.")).toBe("The file is empty.");
  });
});
