import { generateText, streamText, type LanguageModel, type ModelMessage } from "ai";
import { z } from "zod";
import { AI_TEXTS } from "@study-well/shared";
import type {
  Assessment,
  AssessEngine,
  AssessInput,
  QuizContentItem,
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
const ASSESS_SYSTEM = `You grade a quiz transcript against the study content it was about. Score every content item the quiz asked about from 1 to 3 (3: the answers recall its key content faithfully; 2: partly; 1: not at all or wrongly), with a one-sentence reason naming what was recalled or missed. Answer with JSON only:
{"contentScores": {"<content id>": {"score": 1|2|3, "title": "<content title>", "reason": "..."}},
 "report": {"overall": "...", "byTopic": {"<topic title>": "..."}, "strengths": ["..."], "improvements": ["..."], "recommendations": ["..."]}}`;

const AssessmentJson = z.object({
  contentScores: z.record(
    z.string(),
    z.object({
      score: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      title: z.string(),
      reason: z.string(),
    }),
  ),
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

  async summarize({ text, instruction }: SummarizeInput): Promise<Summary> {
    const summary = await this.text({
      system: instruction?.trim() || DEFAULT_SUMMARY_INSTRUCTION,
      prompt: text,
    });
    return { summary, engine: this.name };
  }

  async titleAndSummary(text: string): Promise<TitledSummary> {
    const answer = await this.text({ system: TITLE_AND_SUMMARY_SYSTEM, prompt: text });
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

  async assess(input: AssessInput): Promise<Assessment> {
    const transcript = input.messages
      .map((turn) => `${turn.role === "assistant" ? "Tutor" : "Student"}: ${turn.content}`)
      .join("\n");
    const answer = await this.text({
      system: ASSESS_SYSTEM,
      prompt: `Study content:\n${contentBlock(input.content)}\n\nQuiz transcript:\n${transcript}`,
    });
    const parsed = AssessmentJson.safeParse(parseJson(answer));
    if (!parsed.success) {
      throw new ProviderError(`${this.name} returned an assessment in an unexpected format.`, this.name);
    }
    // Only the content that was quizzed can be scored.
    const ids = new Set(input.content.map((item) => item.id));
    const contentScores = Object.fromEntries(
      Object.entries(parsed.data.contentScores).filter(([id]) => ids.has(id)),
    );
    return { contentScores, report: parsed.data.report, engine: this.name };
  }

  private async text(prompt: { system: string; prompt: string }): Promise<string> {
    const text = await retryWhenOverloaded(
      this.name,
      async (signal) =>
        (await generateText({ model: this.model, ...prompt, maxRetries: 0, abortSignal: signal })).text,
      this.retry,
    );
    if (!text.trim()) throw new ProviderError(`${this.name} returned an empty answer.`, this.name);
    return text.trim();
  }
}

/**
 * Passes a streamed reply's pieces on without a marker the model ends it with: text that may be
 * the start of the marker is held back until the next piece shows whether it is.
 */
export class WithoutMarker {
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
