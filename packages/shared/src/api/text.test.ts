import { describe, expect, it } from "vitest";
import { MAX_LENGTH } from "../limits";
import { FIELD_NAME, VALIDATION } from "../messages/validation";
import { CreateCourseRequest } from "./courses";
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
