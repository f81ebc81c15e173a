import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readSentences } from "./nlp";
import { OfflineTextEngine, summaryLength } from "./offline-text.engine";

const passage = readFileSync(new URL("./fixtures/photosynthesis.txt", import.meta.url), "utf8");
const sourceSentences = readSentences(passage).map((s) => s.text);
const engine = new OfflineTextEngine();

describe("offline extractive summaries", () => {
  it("start with the topic sentence and keep the author's sentences, in their order", async () => {
    const { summary, engine: name } = await engine.summarize({ text: passage });
    expect(name).toBe("offline-extractive");
    const kept = readSentences(summary).map((s) => s.text);
    expect(kept[0]).toBe(sourceSentences[0]);
    expect(kept).toHaveLength(summaryLength(sourceSentences.length));
    const positions = kept.map((sentence) => sourceSentences.indexOf(sentence));
    expect(
      positions.every((p) => p >= 0),
      "every sentence comes from the source",
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("prefer sentences central to the text over an unrelated one", async () => {
    const { summary } = await engine.summarize({ text: passage });
    expect(summary).not.toContain("football");
    expect(summary).toMatch(/Calvin cycle|light-dependent reactions/);
  });

  it("return a short text whole", async () => {
    const text = "Mitochondria make ATP. They have two membranes.";
    expect((await engine.summarize({ text })).summary).toBe(text);
  });

  it("give a title made of the text's own key phrase, in title case", async () => {
    const { title, summary } = await engine.titleAndSummary(passage);
    expect(title.split(" ").length).toBeLessThanOrEqual(4);
    for (const word of title.split(" ")) expect(passage.toLowerCase()).toContain(word.toLowerCase());
    expect(title).toMatch(/^[A-Z]/);
    expect(title).toMatch(/Photosynthesis|Light|Calvin|Chlorophyll|Sugar|Energy/);
    expect(summary.length).toBeLessThan(passage.length);
  });

  it("prefer the phrase the topic sentence is about", async () => {
    const text =
      "The French Revolution began in 1789 with the storming of the Bastille. Economic crisis and debt had " +
      "weakened the monarchy of Louis XVI. The Third Estate declared itself the National Assembly. The " +
      "monarchy fell in 1792 and the king was executed in 1793.";
    expect((await engine.titleAndSummary(text)).title).toBe("French Revolution");
  });
});
