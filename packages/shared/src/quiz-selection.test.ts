import { describe, expect, it } from "vitest";
import { buildAudio, buildCourse, buildImage, buildText, buildTopic } from "./course-tree.fixtures";
import {
  dayCheckState,
  emptySelection,
  pruneSelection,
  quizTextOf,
  selectedQuizContent,
  selectedTopicTitles,
  toggleContent,
  toggleDay,
  toggleTopic,
  topicCheckState,
  topicContentIds,
  type QuizSelection,
} from "./quiz-selection";

// Cells: two days (a1, a2 | a3); Genetics: one day (b1); Empty: no days; Blank day: a day without content.
const cells = buildTopic("a", [["a1", "a2"], ["a3"]], "Cells");
const genetics = buildTopic("b", [["b1"]], "Genetics");
const empty = buildTopic("c", [], "Empty");
const blankDay = buildTopic("d", [[]], "Blank day");
const course = buildCourse([cells, genetics, empty, blankDay]);

const select = (...ids: string[]): QuizSelection => new Set(ids);

describe("toggleContent", () => {
  it("selects an unselected item and deselects a selected one, leaving the given set unchanged", () => {
    const before = select("a1");
    const added = toggleContent(before, "a2");
    expect([...added]).toEqual(["a1", "a2"]);
    const removed = toggleContent(added, "a1");
    expect([...removed]).toEqual(["a2"]);
    expect([...before]).toEqual(["a1"]);
    expect(added).not.toBe(before);
  });
});

describe("topicCheckState", () => {
  it("is unchecked with nothing selected, indeterminate with some, checked only with all", () => {
    expect(topicCheckState(emptySelection(), cells)).toBe("unchecked");
    expect(topicCheckState(select("a1"), cells)).toBe("indeterminate");
    expect(topicCheckState(select("a1", "a2"), cells)).toBe("indeterminate");
    expect(topicCheckState(select("a1", "a2", "a3"), cells)).toBe("checked");
  });

  it("looks only at the topic's own content", () => {
    expect(topicCheckState(select("b1"), cells)).toBe("unchecked");
    expect(topicCheckState(select("b1", "a1", "a2", "a3"), genetics)).toBe("checked");
  });

  it("never checks a topic without content, whatever is selected", () => {
    expect(topicCheckState(select("a1", "b1"), empty)).toBe("unchecked");
    expect(topicCheckState(select("a1", "b1"), blankDay)).toBe("unchecked");
  });
});

describe("toggleTopic", () => {
  it("selects all of an unchecked topic's content, on every day, and nothing else", () => {
    const next = toggleTopic(select("b1"), cells);
    expect([...next].sort()).toEqual(["a1", "a2", "a3", "b1"]);
    expect(topicCheckState(next, cells)).toBe("checked");
  });

  it("completes a partly selected (indeterminate) topic", () => {
    const next = toggleTopic(select("a2"), cells);
    expect([...next].sort()).toEqual(["a1", "a2", "a3"]);
  });

  it("clears a checked topic and keeps other topics' content", () => {
    const before = select("a1", "a2", "a3", "b1");
    const next = toggleTopic(before, cells);
    expect([...next]).toEqual(["b1"]);
    expect(topicCheckState(next, cells)).toBe("unchecked");
    expect(before.size).toBe(4);
  });

  it("does nothing for a topic without content", () => {
    const before = select("a1");
    expect(toggleTopic(before, empty)).toBe(before);
    expect(toggleTopic(before, blankDay)).toBe(before);
  });

  it("round-trips: checking then unchecking a topic restores the selection", () => {
    const before = select("b1");
    expect([...toggleTopic(toggleTopic(before, cells), cells)]).toEqual(["b1"]);
  });
});

describe("day checkboxes", () => {
  const [day1, day2] = cells.days;
  it("follow the same rule for a day's content", () => {
    if (!day1 || !day2) throw new Error("fixture");
    expect(dayCheckState(select("a1"), day1)).toBe("indeterminate");
    expect(dayCheckState(select("a1", "a2"), day1)).toBe("checked");
    expect([...toggleDay(select("a1"), day1)].sort()).toEqual(["a1", "a2"]);
    expect([...toggleDay(select("a1", "a2", "a3"), day1)]).toEqual(["a3"]);
  });
});

describe("quizTextOf", () => {
  it("gives a text note's text", () => {
    expect(quizTextOf(buildText("t", "Mitosis makes two cells."))).toBe("Mitosis makes two cells.");
  });

  it("gives an image's text read off it, then its summary", () => {
    const image = buildImage("i", { text: "Raw OCR words.", summary: "An article." });
    expect(quizTextOf(image)).toBe("Raw OCR words.\n\nAn article.");
  });

  it("gives an older image's summary alone when it has no extracted text", () => {
    expect(quizTextOf(buildImage("i", { summary: "An article." }))).toBe("An article.");
    expect(quizTextOf(buildImage("i", { text: "  ", summary: "An article." }))).toBe("An article.");
  });

  it("gives a recording's transcription, then its summary", () => {
    const audio = buildAudio("r", { transcription: "Today we cover meiosis.", summary: "Meiosis." });
    expect(quizTextOf(audio)).toBe("Today we cover meiosis.\n\nMeiosis.");
    expect(quizTextOf(buildAudio("r", { transcription: "Spoken.", summary: "" }))).toBe("Spoken.");
  });

  it("trims, and gives an empty string for an item with no words", () => {
    expect(quizTextOf(buildText("t", "  padded \n"))).toBe("padded");
    expect(quizTextOf(buildText("t", ""))).toBe("");
  });
});

describe("selectedQuizContent", () => {
  const image = buildImage("img", { text: "Chromosomes.", summary: "About chromosomes." });
  const audio = buildAudio("rec", { transcription: "DNA is a helix.", summary: "DNA." });
  const mixed = buildCourse([
    buildTopic("a", [["a1", image], ["a3"]], "Cells"),
    buildTopic("b", [[audio, "b2"]], "Genetics"),
  ]);

  it("lists the selected items in course order, whatever order they were selected in", () => {
    const selection = select("rec", "a3", "img");
    expect(selectedQuizContent(mixed, selection)).toEqual([
      { id: "img", title: "Title img", topic: "Cells", text: "Chromosomes.\n\nAbout chromosomes." },
      { id: "a3", title: "Title a3", topic: "Cells", text: "Notes of a3." },
      { id: "rec", title: "Title rec", topic: "Genetics", text: "DNA is a helix.\n\nDNA." },
    ]);
  });

  it("ignores ids no longer in the course and gives nothing for an empty selection", () => {
    expect(selectedQuizContent(mixed, select("gone", "b2")).map((item) => item.id)).toEqual(["b2"]);
    expect(selectedQuizContent(mixed, emptySelection())).toEqual([]);
  });
});

describe("selectedTopicTitles", () => {
  it("names the topics with any selected content, in course order", () => {
    expect(selectedTopicTitles(course, select("b1", "a2"))).toEqual(["Cells", "Genetics"]);
    expect(selectedTopicTitles(course, select("a1", "a2", "a3"))).toEqual(["Cells"]);
    expect(selectedTopicTitles(course, emptySelection())).toEqual([]);
    expect(selectedTopicTitles(course, select("gone"))).toEqual([]);
  });

  it("names a title shared by two topics once", () => {
    const twins = buildCourse([buildTopic("x", [["x1"]], "Review"), buildTopic("y", [["y1"]], "Review")]);
    expect(selectedTopicTitles(twins, select("x1", "y1"))).toEqual(["Review"]);
  });
});

describe("pruneSelection", () => {
  it("drops ids of deleted content and keeps the rest", () => {
    const afterDelete = buildCourse([buildTopic("a", [["a1"], ["a3"]], "Cells"), genetics]);
    const before = select("a1", "a2", "b1");
    const pruned = pruneSelection(before, afterDelete);
    expect([...pruned]).toEqual(["a1", "b1"]);
    expect(before.size).toBe(3);
  });

  it("drops everything of a deleted topic, which then no longer counts as selected", () => {
    const withoutCells = buildCourse([genetics]);
    const pruned = pruneSelection(select("a1", "a2", "a3"), withoutCells);
    expect(pruned.size).toBe(0);
    expect(selectedTopicTitles(withoutCells, pruned)).toEqual([]);
  });

  it("returns the given set itself when nothing was deleted", () => {
    const before = select("a1", "b1");
    expect(pruneSelection(before, course)).toBe(before);
    const none = emptySelection();
    expect(pruneSelection(none, course)).toBe(none);
  });
});

describe("topicContentIds", () => {
  it("lists every day's content in course order", () => {
    expect(topicContentIds(cells)).toEqual(["a1", "a2", "a3"]);
    expect(topicContentIds(empty)).toEqual([]);
  });
});

describe("at scale", () => {
  it("handles a large course in linear time", () => {
    const days = Array.from({ length: 200 }, (_, d) =>
      Array.from({ length: 100 }, (_, i) => `big-${d}-${i}`),
    );
    const big = buildTopic("big", days);
    const bigCourse = buildCourse([big]);
    const start = Date.now();
    const all = toggleTopic(emptySelection(), big);
    expect(topicCheckState(all, big)).toBe("checked");
    expect(selectedQuizContent(bigCourse, all)).toHaveLength(20_000);
    expect(pruneSelection(all, bigCourse)).toBe(all);
    expect(toggleTopic(all, big).size).toBe(0);
    expect(Date.now() - start).toBeLessThan(1000);
  });
});
