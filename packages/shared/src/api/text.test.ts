import { describe, expect, it } from "vitest";
import { MAX_LENGTH } from "../limits";
import { FIELD_NAME, VALIDATION } from "../messages/validation";
import { CreateCourseRequest, TitleRequest } from "./courses";
import { JoinWaitlistRequest } from "./waitlist";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("text limits", () => {
  it("refuse a longer text in words that name the field", () => {
    const waitlist = JoinWaitlistRequest.safeParse({
      email: "a@example.org",
      firstName: "Grace",
      lastName: "x".repeat(MAX_LENGTH.name + 1),
    });
    expect(firstMessage(waitlist)).toBe("Last name can be at most 200 characters.");
    const course = CreateCourseRequest.safeParse({
      title: "x".repeat(MAX_LENGTH.courseTitle + 1),
      description: "d",
    });
    expect(firstMessage(course)).toBe(VALIDATION.tooLong(FIELD_NAME.courseTitle, MAX_LENGTH.courseTitle));
  });

  it("accept a text of exactly the limit", () => {
    expect(
      CreateCourseRequest.safeParse({ title: "x".repeat(MAX_LENGTH.courseTitle), description: "d" }).success,
    ).toBe(true);
  });

  it("write large limits with thousands separators", () => {
    expect(VALIDATION.tooLong(FIELD_NAME.contentText, MAX_LENGTH.contentText)).toBe(
      "Content can be at most 200,000 characters.",
    );
  });
});

describe("one-line fields", () => {
  it("keep a title to one line, without control characters or direction overrides", () => {
    // A bell and an escape show as nothing or as boxes; U+202E makes "gnp.exe" read "exe.png".
    const topic = TitleRequest.parse({ title: "Cell\u0007 biology\u001b[31m\nPart\t2 \u202Egnp.exe\u202C" });
    expect(topic.title).toBe("Cell biology[31m Part 2 gnp.exe");
    const course = CreateCourseRequest.parse({
      title: "Chemistry\r\n101",
      description: "Line one\nLine two",
    });
    expect(course).toEqual({ title: "Chemistry 101", description: "Line one\nLine two" });
    // Right-to-left text and the marks that only set a direction are kept.
    expect(TitleRequest.parse({ title: "\u200Fשלום עולם" }).title).toBe("\u200Fשלום עולם");
    expect(
      JoinWaitlistRequest.parse({ email: "a@b.co", firstName: "Ann\u2066e", lastName: "Lee" }).firstName,
    ).toBe("Anne");
  });

  it("refuse a title of nothing but control characters as empty", () => {
    const result = TitleRequest.safeParse({ title: "\u0007\u202E\n" });
    expect(firstMessage(result)).toBe(VALIDATION.empty("A topic title"));
  });
});
