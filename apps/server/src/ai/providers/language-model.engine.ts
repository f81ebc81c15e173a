import { generateText, Output, streamText, type LanguageModel, type ModelMessage } from "ai";
import { z } from "zod";
import { AI_TEXTS } from "@study-well/shared";
import type {
  Assessment,
  AssessEngine,
  AssessInput,
  QuizContentItem,
  Score,
  SummarizeEngine,
  SummarizeInput,
  Summary,
  TitleAndSummaryEngine,
  TitledSummary,
  TutorEngine,
  TutorReply,
  TutorStreamOptions,
  TutorTurnInput,
} from "../capabilities";
import { itemReason, itemScore } from "../item-score";
import type { JobOptions } from "../job-queue";
import { ProviderError, retryWhenOverloaded, type RetryOptions } from "./retry";

const DEFAULT_SUMMARY_INSTRUCTION =
  "Summarise the following study notes clearly and faithfully. Use only facts from the notes.";
const TITLE_AND_SUMMARY_SYSTEM =
  'You write titles and summaries for study notes. Answer with JSON only, in the form {"title": "...", "summary": "..."}: a title of at most eight words and a summary (or short article) of the notes. Use only facts from the notes.';
const DEFAULT_TUTOR =
  "You are a patient tutor. Ask the student one question at a time about the study content, give short feedback on each answer, and never ask the same question twice.";
/** What the student said to open a quiz whose history starts with the tutor's question. */
const OPENING = "Start the quiz.";
/** The tutor model ends its final turn with this; it is removed from the text. */
const QUIZ_COMPLETE = "[QUIZ COMPLETE]";
/** What a grade of 1, 2 and 3 means: the rubric the model grades each answer by (issue 14). */
export const GRADING_RUBRIC = [
  "3: the answer gives what the question asked, correctly. Any wording counts: paraphrases, everyday words, synonyms, symbols (O2, CO2), numerals, British or American spellings and small misspellings.",
  "2: partly right: one part of a two-part question, or the main idea without the detail the notes give.",
  '1: wrong, the opposite of what the notes say (negated, reversed, cause and effect swapped), a list of words with no claim, a true statement that does not answer this question, or no answer ("I don\'t know").',
].join("\n");

/** What the report says of notes no answer was about (as the offline tutor's does), and of a quiz ended early. */
export const UNSCORED_NOTES =
  "A note no answer was about gets no score: name such notes in the report (in the overall assessment, under their topic and in the recommendations) rather than leave them out, and if the transcript ends on an unanswered question, say the student ended the quiz there.";

const ASSESS_SYSTEM = `You grade a student's quiz answers against the study notes the quiz was about, as a fair teacher would. Grade every numbered student answer on its own, against what its question asked and what the notes say, with this rubric:
${GRADING_RUBRIC}
For each answer give its number, the id of the content item it is about, the score, a one-sentence reason in words the student understands (what was right, what was missing or wrong), and the passage of the notes the grade rests on, quoted word for word. Then write the report: an overall assessment, one line per topic, strengths, areas for improvement and recommendations. ${UNSCORED_NOTES}`;
/** The content id a model gives an answer about notes deleted since the quiz: it is left out. */
export const DELETED_CONTENT = "deleted";
const NOTES_DELETED = `Some notes this quiz asked about were deleted since and are not shown. An answer to a question about none of the notes shown is not graded against them: give it the id "${DELETED_CONTENT}", and leave it out of the report.`;

/** One graded answer, as the model must give it: a score, a reason and the passage it rests on. */
const GradedAnswer = z.object({
  answer: z.number().int().min(1).describe("The student answer's number in the transcript."),
  contentId: z.string().min(1).describe("The id of the content item the question was about."),
  score: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  reason: z.string().min(1),
  passage: z.string().min(1).describe("The passage of the notes the grade rests on, quoted."),
});

/** The structured output an assessment must come in. */
export const Grading = z.object({
  answers: z.array(GradedAnswer),
  report: z.object({
    overall: z.string(),
    byTopic: z.record(z.string(), z.string()),
    strengths: z.array(z.string()),
    improvements: z.array(z.string()),
    recommendations: z.array(z.string()),
  }),
});

/**
 * Summaries, titles, tutor turns and assessments from a chat model (Claude, Gemini or any
 * OpenAI-compatible server) through the AI SDK. The SDK's own retries are off: overloaded
 * answers are retried here on the spec's 1 s, 2 s, 4 s schedule, and answers that are not in
 * the shape asked for are errors (except titles, which the spec lets fall back).
 */
export class LanguageModelEngine
  implements SummarizeEngine, TitleAndSummaryEngine, TutorEngine, AssessEngine
{
  constructor(
    readonly name: string,
    private readonly model: LanguageModel,
    private readonly retry: RetryOptions = {},
  ) {}

  async summarize({ text, instruction }: SummarizeInput, options?: JobOptions): Promise<Summary> {
    const summary = await this.text(
      { system: instruction?.trim() || DEFAULT_SUMMARY_INSTRUCTION, prompt: text },
      options?.signal,
    );
    return { summary, engine: this.name };
  }

  async titleAndSummary(text: string, options?: JobOptions): Promise<TitledSummary> {
    const answer = await this.text({ system: TITLE_AND_SUMMARY_SYSTEM, prompt: text }, options?.signal);
    const parsed = z
      .object({ title: z.string().min(1), summary: z.string().min(1) })
      .safeParse(parseJson(answer));
    // Spec §7: when the answer cannot be parsed, the title is "Generated Title" and the raw text the summary.
    if (!parsed.success) return { title: AI_TEXTS.generatedTitle, summary: answer, engine: this.name };
    return { ...parsed.data, engine: this.name };
  }

  /** Streamed: `onText` gets the words as they arrive, without the end-of-quiz marker. */
  async tutorTurn(input: TutorTurnInput, stream: TutorStreamOptions = {}): Promise<TutorReply> {
    const system = [
      input.systemMessage?.trim() || DEFAULT_TUTOR,
      `Ask only about this content:\n${contentBlock(input.content)}`,
      ...earlierQuestions(input.askedBefore),
      `When you have asked enough questions to cover it (about five), give feedback on the last answer, tell the student the quiz is over, and end your message with ${QUIZ_COMPLETE}.`,
    ].join("\n\n");
    const messages: ModelMessage[] = [
      // A conversation opens with the student's turn (Claude requires it): the start of the quiz.
      ...(input.history[0]?.role === "assistant" ? [{ role: "user" as const, content: OPENING }] : []),
      ...input.history.map((turn) => ({ role: turn.role, content: turn.content })),
      { role: "user", content: input.message },
    ];
    let attempts = 0;
    const text = await retryWhenOverloaded(
      this.name,
      async (signal) => {
        // An overloaded model retried writes its reply again from the start.
        if (attempts++ > 0) stream.onRestart?.();
        let failure: { error: unknown } | undefined;
        const result = streamText({
          model: this.model,
          system,
          messages,
          maxRetries: 0,
          abortSignal: signal,
          onError: ({ error }) => {
            failure = { error };
          },
        });
        const words = new WithoutMarker(QUIZ_COMPLETE, stream.onText);
        let streamed = "";
        for await (const delta of result.textStream) {
          streamed += delta;
          words.push(delta);
        }
        if (failure) throw failure.error;
        words.flush();
        return streamed;
      },
      this.retry,
    );
    if (!text.trim()) throw new ProviderError(`${this.name} returned an empty answer.`, this.name);
    const done = text.includes(QUIZ_COMPLETE);
    return { text: text.replace(QUIZ_COMPLETE, "").trim(), done, engine: this.name };
  }

  /**
   * Grades every answer through a structured output (the Grading schema: per answer a score, a
   * reason and the passage it rests on, by the rubric). An answer left ungraded, or a grade about
   * content that was not quizzed, is an error, never a silent 1. With notes deleted since the
   * quiz, an answer the model says was about one of them is left out.
   */
  async assess(input: AssessInput): Promise<Assessment> {
    let count = 0;
    const transcript = input.messages
      .map((turn) =>
        turn.role === "assistant" ? `Tutor: ${turn.content}` : `Student answer ${++count}: ${turn.content}`,
      )
      .join("\n");
    if (count === 0) throw new ProviderError(`${this.name} was given no answers to grade.`, this.name);
    const grading = await retryWhenOverloaded(
      this.name,
      async (signal) =>
        (
          await generateText({
            model: this.model,
            system: input.notesDeleted ? `${ASSESS_SYSTEM}\n${NOTES_DELETED}` : ASSESS_SYSTEM,
            prompt: `Study notes:\n${contentBlock(input.content)}\n\nQuiz transcript:\n${transcript}`,
            output: Output.object({ schema: Grading, name: "quiz_grading" }),
            maxRetries: 0,
            abortSignal: signal,
          })
        ).output,
      this.retry,
    );
    const items = new Map(input.content.map((item) => [item.id, item]));
    const graded = new Map(grading.answers.map((a) => [a.answer, a]));
    const byItem = new Map<string, { score: Score; reason: string }[]>();
    for (let n = 1; n <= count; n++) {
      const grade = graded.get(n);
      if (!grade) throw new ProviderError(`${this.name} left answer ${n} ungraded.`, this.name);
      // An answer about a deleted note: there is nothing left to score it against.
      if (input.notesDeleted && grade.contentId === DELETED_CONTENT) continue;
      if (!items.has(grade.contentId)) {
        throw new ProviderError(
          `${this.name} graded answer ${n} against content that was not quizzed.`,
          this.name,
        );
      }
      byItem.set(grade.contentId, [...(byItem.get(grade.contentId) ?? []), grade]);
    }
    const contentScores: Assessment["contentScores"] = {};
    for (const [id, grades] of byItem) {
      contentScores[id] = {
        score: itemScore(grades.map((g) => g.score)),
        title: items.get(id)?.title ?? id,
        reason: itemReason(grades),
      };
    }
    return { contentScores, report: grading.report, engine: this.name };
  }

  /** A caller that leaves (`caller` aborted) drops the request to the model, and its retries. */
  private async text(prompt: { system: string; prompt: string }, caller?: AbortSignal): Promise<string> {
    const text = await retryWhenOverloaded(
      this.name,
      async (signal) =>
        (await generateText({ model: this.model, ...prompt, maxRetries: 0, abortSignal: signal })).text,
      { ...this.retry, signal: caller },
    );
    if (!text.trim()) throw new ProviderError(`${this.name} returned an empty answer.`, this.name);
    return text.trim();
  }
}

/**
 * Passes a streamed reply's pieces on without a marker the model ends it with: text that may be
 * the start of the marker is held back until the next piece shows whether it is.
 */
class WithoutMarker {
  private held = "";

  constructor(
    private readonly marker: string,
    private readonly emit: ((piece: string) => void) | undefined,
  ) {}

  push(piece: string): void {
    const text = (this.held + piece).replaceAll(this.marker, "");
    let keep = Math.min(this.marker.length - 1, text.length);
    while (keep > 0 && !this.marker.startsWith(text.slice(text.length - keep))) keep--;
    this.held = text.slice(text.length - keep);
    this.send(text.slice(0, text.length - keep));
  }

  /** The stream has ended: what was held back was not the marker after all. */
  flush(): void {
    this.send(this.held);
    this.held = "";
  }

  private send(text: string): void {
    if (text && this.emit) this.emit(text);
  }
}

function contentBlock(content: QuizContentItem[]): string {
  return content.map((item) => `[id ${item.id}] ${item.topic} / ${item.title}:\n${item.text}`).join("\n\n");
}

/** JSON from a model's answer, which may wrap it in a ```json fence or a sentence. */
function parseJson(answer: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(answer)?.[1];
  const candidate = fenced ?? answer.slice(answer.indexOf("{"), answer.lastIndexOf("}") + 1);
  try {
    return JSON.parse(candidate);
  } catch {
    return undefined;
  }
}

/** The questions a model is told it asked in earlier quizzes: the most recent, each cut short. */
const EARLIER_QUESTIONS = 30;

function earlierQuestions(askedBefore: readonly string[] = []): string[] {
  const recent = [...new Set(askedBefore.map((q) => q.replace(/\s+/g, " ").trim()).filter(Boolean))]
    .slice(0, EARLIER_QUESTIONS)
    .map((q) => `- ${q.length > 300 ? `${q.slice(0, 300)}…` : q}`);
  if (recent.length === 0) return [];
  return [
    `In the student's earlier quizzes on this course you asked:\n${recent.join("\n")}\nAsk first about parts of the content these did not cover; come back to them only when nothing else is left.`,
  ];
}
