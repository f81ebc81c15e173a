import { describe, expect, it } from "vitest";
import { embedTexts, sentenceVectors } from "./sentence-vectors";

// The encoder's thread is shared by every student's grading: one student's long note must not
// hold up another's answer or shorter note.
describe("sentence vectors: a long note does not hold up other students", () => {
  const run = Date.now().toString(36);
  const longNote = (name: string) =>
    Array.from(
      { length: 200 },
      (_, i) => `The ${name} sample ${i} of run ${run} weighed ${100 + i} grams in week ${i % 52}.`,
    );

  it("works out an answer's vector before the rest of a long note read before it", async () => {
    await embedTexts(["The encoder is loaded before anything is timed."]);
    let noteDone = false;
    const note = embedTexts(longNote("liver")).then(() => (noteDone = true));
    const answer = `the liver of sample 7 weighed 107 grams (${run})`;
    await embedTexts([answer], { answer: true });
    expect(noteDone).toBe(false);
    expect(sentenceVectors.get(answer)?.length).toBe(512);
    await note;
    expect(sentenceVectors.get(longNote("liver")[199] ?? "")?.length).toBe(512);
  }, 60_000);

  it("reads another student's short note between a long note's batches", async () => {
    let longDone = false;
    const long = embedTexts(longNote("kidney")).then(() => (longDone = true));
    const short = [`Plants make glucose by photosynthesis (${run}).`, `Chlorophyll absorbs light (${run}).`];
    await embedTexts(short);
    expect(longDone).toBe(false);
    expect(short.every((text) => sentenceVectors.get(text)?.length === 512)).toBe(true);
    await long;
  }, 60_000);
});
