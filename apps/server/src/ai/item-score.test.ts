import { describe, expect, it } from "vitest";
import { itemReason, itemScore } from "./item-score";

describe("an item's score and reason", () => {
  it("is the answers' mean, rounded: a right answer and a wrong one make 2", () => {
    expect(itemScore([3, 1])).toBe(2);
    expect(itemScore([2, 1])).toBe(2);
    expect(itemScore([1, 1, 2])).toBe(1);
    expect(itemScore([1])).toBe(1);
    expect(itemScore([3, 3])).toBe(3);
  });

  it("is 3 only when every answer earned 3: one partly right answer leaves something to review", () => {
    expect(itemScore([3, 2])).toBe(2);
    expect(itemScore([3, 3, 2])).toBe(2);
    expect(itemScore([2])).toBe(2);
  });

  it("names each answer's question, a fill-in's quoted sentence in single quotes inside ours", () => {
    const reason = itemReason([
      {
        score: 3,
        reason: "Right: that is the missing word.",
        question: 'Fill in the blank: "_____ said "no"."',
      },
      { score: 1, reason: "That is not what your notes say.", question: "Why did it start?" },
    ]);
    expect(reason).toBe(
      [
        'Answer 1 to “Fill in the blank: ‘_____ said "no".’” (3/3): Right: that is the missing word.',
        "Answer 2 to “Why did it start?” (1/3): That is not what your notes say.",
      ].join("\n"),
    );
    expect(itemReason([{ score: 2, reason: "Partly right.", question: "What is it?" }])).toBe(
      "Answer to “What is it?”: Partly right.",
    );
  });
});
