import { createHash } from "node:crypto";
import { QUIZ_MAX_CONTENT } from "@study-well/shared/api";
import type { QuizContentItem } from "../capabilities";

/** How many notes' quiz plans the text thread keeps: those of two of the largest quizzes. */
export const PLANS_KEPT = 2 * QUIZ_MAX_CONTENT;

/** What a note's quiz plan is kept under: a digest of all it is made from, not the whole text. */
export function planKey(item: QuizContentItem): string {
  return createHash("sha256")
    .update([item.id, item.title, item.topic, item.text].join("\u0000"))
    .digest("base64");
}
