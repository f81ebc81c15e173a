/**
 * The Assessment tab's selection tree (spec §2): topics → days → content items, with a checkbox on
 * each topic and each item. The state is only the set of selected content ids; whether a topic (or
 * a day) is checked is derived from it, so the two can never disagree.
 *
 * Every function is pure: it returns a new set and never changes the one it is given, except that
 * a call that changes nothing returns the given set itself (so a React state update is a no-op).
 * Each runs in time linear in the content it looks at.
 */
import type { ContentItem, Course, Day, Topic } from "./api/courses";

/** The selected content ids. */
export type QuizSelection = ReadonlySet<string>;

/** A group checkbox: all of its content selected, none, or some ("indeterminate"). */
export type CheckState = "checked" | "unchecked" | "indeterminate";

/**
 * One selected item as the quiz sends it (spec §2: "the structured content"), in the shape of the
 * server's QuizContentItem.
 */
export interface SelectedQuizItem {
  id: string;
  title: string;
  /** The title of the topic the item belongs to. */
  topic: string;
  /** What the tutor asks about (see quizTextOf). */
  text: string;
}

/** An empty selection. */
export const emptySelection = (): QuizSelection => new Set<string>();

/** The ids of a day's content, in course order. */
export const dayContentIds = (day: Day): string[] => day.content.map((item) => item.id);

/** The ids of all of a topic's content (every day), in course order. */
export const topicContentIds = (topic: Topic): string[] => topic.days.flatMap(dayContentIds);

/** Selects an item that is not selected, and deselects one that is. */
export function toggleContent(selection: QuizSelection, contentId: string): QuizSelection {
  const next = new Set(selection);
  if (!next.delete(contentId)) next.add(contentId);
  return next;
}

/**
 * The state of a group of content: checked only when every item is selected, indeterminate when
 * some are. A group with no content is never checked: there is nothing in it to quiz on.
 */
export function groupCheckState(selection: QuizSelection, ids: readonly string[]): CheckState {
  let selected = 0;
  for (const id of ids) if (selection.has(id)) selected++;
  if (selected === 0) return "unchecked";
  return selected === ids.length ? "checked" : "indeterminate";
}

/**
 * Toggles a group's checkbox: a checked group is cleared; an unchecked or indeterminate one has
 * all of its content selected. An empty group changes nothing.
 */
export function toggleGroup(selection: QuizSelection, ids: readonly string[]): QuizSelection {
  if (ids.length === 0) return selection;
  const next = new Set(selection);
  if (groupCheckState(selection, ids) === "checked") for (const id of ids) next.delete(id);
  else for (const id of ids) next.add(id);
  return next;
}

/** A topic's checkbox state (see groupCheckState). */
export const topicCheckState = (selection: QuizSelection, topic: Topic): CheckState =>
  groupCheckState(selection, topicContentIds(topic));

/** Clicks a topic's checkbox (see toggleGroup). */
export const toggleTopic = (selection: QuizSelection, topic: Topic): QuizSelection =>
  toggleGroup(selection, topicContentIds(topic));

/** A day's checkbox state, for a tree that puts a checkbox on days too. */
export const dayCheckState = (selection: QuizSelection, day: Day): CheckState =>
  groupCheckState(selection, dayContentIds(day));

/** Clicks a day's checkbox (see toggleGroup). */
export const toggleDay = (selection: QuizSelection, day: Day): QuizSelection =>
  toggleGroup(selection, dayContentIds(day));

/** Joins the non-blank parts with a blank line; a missing part (older data) is skipped. */
function joinParts(...parts: (string | undefined)[]): string {
  return parts
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join("\n\n");
}

/**
 * The words of an item that the tutor asks about: a text note's text; an image's text read off it
 * followed by the article written from it (data.text, then data.summary: items uploaded before
 * the text was kept have no data.text); a recording's transcription followed by its summary.
 * Blank parts are left out, so an item may give "" (the tutor then says it has nothing to ask).
 */
export function quizTextOf(item: ContentItem): string {
  switch (item.type) {
    case "text":
      return joinParts(item.data);
    case "image":
      return joinParts(item.data.text, item.data.summary);
    case "audio":
      return joinParts(item.data.transcription, item.data.summary);
  }
}

/** The selected items, in course order (topic, then day, then item), as the quiz sends them. */
export function selectedQuizContent(course: Course, selection: QuizSelection): SelectedQuizItem[] {
  const out: SelectedQuizItem[] = [];
  if (selection.size === 0) return out;
  for (const topic of course.topics) {
    for (const day of topic.days) {
      for (const item of day.content) {
        if (!selection.has(item.id)) continue;
        out.push({ id: item.id, title: item.title, topic: topic.title, text: quizTextOf(item) });
      }
    }
  }
  return out;
}

/**
 * The titles of the topics with any selected content (checked or indeterminate), in course order,
 * each title once (two topics may share a title; the tutor is told it once).
 */
export function selectedTopicTitles(course: Course, selection: QuizSelection): string[] {
  const titles = new Set<string>();
  if (selection.size === 0) return [];
  for (const topic of course.topics) {
    if (topic.days.some((day) => day.content.some((item) => selection.has(item.id)))) titles.add(topic.title);
  }
  return [...titles];
}

/**
 * Drops the ids no longer in the course (content, days or topics deleted since they were
 * selected), so a deleted item can neither be quizzed on nor keep the Quiz Me button enabled.
 * Returns the given set itself when nothing was dropped.
 */
export function pruneSelection(selection: QuizSelection, course: Course): QuizSelection {
  if (selection.size === 0) return selection;
  const present = new Set(course.topics.flatMap(topicContentIds));
  const kept = new Set([...selection].filter((id) => present.has(id)));
  return kept.size === selection.size ? selection : kept;
}
