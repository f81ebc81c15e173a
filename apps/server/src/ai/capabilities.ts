import type { JobOptions } from "./job-queue";

/**
 * One interface per AI capability (issue 5). Each result names the engine that produced it,
 * so the UI can say whether an offline algorithm or a provider's model wrote it. Every call may
 * say whose job it is and how urgent (`JobOptions`): engines that run on this server share
 * themselves fairly by it; providers ignore it.
 */
export interface EngineResult {
  engine: string;
}

export interface SummarizeInput {
  text: string;
  /** What the summary is for (e.g. a spoken lecture); engines that cannot follow it say so. */
  instruction?: string | undefined;
}

export interface Summary extends EngineResult {
  summary: string;
}

export interface TitledSummary extends Summary {
  title: string;
}

export interface SummarizeEngine {
  readonly name: string;
  summarize(input: SummarizeInput, options?: JobOptions): Promise<Summary>;
}

export interface TitleAndSummaryEngine {
  readonly name: string;
  titleAndSummary(text: string, options?: JobOptions): Promise<TitledSummary>;
}

export interface SpeechInput {
  text: string;
  /** A voice name; engines map it to the nearest voice they have. */
  voice?: string | undefined;
}

export interface Speech extends EngineResult {
  audio: Uint8Array;
  contentType: "audio/mpeg";
  durationSeconds: number;
  voice: string;
}

export interface SpeakOptions extends JobOptions {
  /** Stops the work between sentences when aborted (the user cancelled). */
  signal?: AbortSignal | undefined;
  /** How much of the text is spoken so far (0 to 1), told as each part is done; engines that speak it whole do not. */
  onProgress?: ((share: number) => void) | undefined;
}

export interface SpeakEngine {
  readonly name: string;
  speak(input: SpeechInput, options?: SpeakOptions): Promise<Speech>;
  /**
   * For an engine that stands in for another when that cannot run (flite → eSpeak NG):
   * undefined when the first runs, else why the second speaks.
   */
  fallbackReason?(): Promise<string | undefined>;
}

export interface RecognizedText extends EngineResult {
  /** The text found, or the spec's "No text detected". */
  text: string;
  /** The engine's mean confidence, 0 to 100. */
  confidence: number;
}

export interface RecognizeOptions extends JobOptions {
  /** How much of the picture is read so far (0 to 1), by engines that can tell; providers do not. */
  onProgress?: ((share: number) => void) | undefined;
}

export interface OcrEngine {
  readonly name: string;
  recognize(image: Uint8Array, options?: RecognizeOptions): Promise<RecognizedText>;
}

/**
 * A recording to transcribe: its bytes (a voice answer sent with the request), or a file on this
 * machine's disk, which the offline engine reads a piece at a time and never holds whole.
 */
export type AudioInput = Uint8Array | { path: string };

export interface Transcription extends EngineResult {
  text: string;
  /** Length of the recording in seconds. */
  durationSeconds: number;
}

export interface TranscribeOptions extends JobOptions {
  /** The longest recording taken, in seconds, when the engine's own limit does not fit the use. */
  maxSeconds?: number | undefined;
  /** Called with the share done, 0 to 1, by engines that work in parts. */
  onProgress?: ((share: number) => void) | undefined;
  /** Stops the work when aborted (the user cancelled): at the next part, or at once where the engine can. */
  signal?: AbortSignal | undefined;
  /**
   * Text whose words the recording is likely to use (a quiz answer: the notes it is about);
   * engines that can prefer them do.
   */
  vocabulary?: string | undefined;
}

export interface TranscribeEngine {
  readonly name: string;
  /** Resolves to undefined when the engine can run, otherwise to how to enable it. */
  unavailableReason(): Promise<string | undefined>;
  /** The format is read from the bytes, whatever the sender called it. */
  transcribe(audio: AudioInput, options?: TranscribeOptions): Promise<Transcription>;
}

/** One selected content item, as the quiz sends it (spec: the structured content). */
export interface QuizContentItem {
  id: string;
  title: string;
  /** Title of the topic the item belongs to. */
  topic: string;
  /** The item's words: a text note, an image's extracted article, or a recording's transcription. */
  text: string;
  /**
   * What the words come from: typed ("text"), read from a photo ("image") or heard in a recording
   * ("audio", where a word may be misheard). Absent: typed.
   */
  type?: "text" | "image" | "audio";
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface TutorTurnInput {
  content: QuizContentItem[];
  /** The tutor persona; language models follow it, the offline tutor keeps its own voice. */
  systemMessage?: string | undefined;
  history: ChatTurn[];
  message: string;
  /** The opening turn: greet and ask the first question. */
  isInitial?: boolean | undefined;
  /**
   * The questions of the student's earlier quizzes on the course, most recent first: a new quiz
   * asks first about what they have not been asked yet.
   */
  askedBefore?: string[] | undefined;
}

export interface TutorReply extends EngineResult {
  text: string;
  /** True once the tutor has asked its last question and given its feedback. */
  done: boolean;
}

/** How a reply's words reach the caller as they are written (engines that stream). */
export interface TutorStreamOptions {
  /** Called with each new piece of the reply's text, in order. */
  onText?: ((piece: string) => void) | undefined;
  /** The reply is being written again from the start (an overloaded model retried): drop what came. */
  onRestart?: (() => void) | undefined;
}

export interface TutorEngine {
  readonly name: string;
  /** The whole reply; an engine that streams also passes its words on through `onText` first. */
  tutorTurn(input: TutorTurnInput, options?: JobOptions & TutorStreamOptions): Promise<TutorReply>;
  /** Loads what the first question would otherwise wait for (an engine with nothing to load has none). */
  warmUp?(options?: JobOptions): Promise<void>;
}

export interface AssessInput {
  content: QuizContentItem[];
  /** The quiz transcript, tutor and student turns in order. */
  messages: ChatTurn[];
  systemMessage?: string | undefined;
  /**
   * Some of the notes the quiz was on were deleted since it began: `content` holds only those
   * left, and an answer about a deleted one is not to be scored against them.
   */
  notesDeleted?: boolean | undefined;
}

export type Score = 1 | 2 | 3;

export interface ContentScore {
  score: Score;
  title: string;
  /** Why: what the answers recalled and what they missed. */
  reason: string;
}

export interface AssessmentReport {
  overall: string;
  /** Keyed by topic title. */
  byTopic: Record<string, string>;
  strengths: string[];
  improvements: string[];
  recommendations: string[];
}

export interface Assessment extends EngineResult {
  /** Keyed by content id; only items the quiz asked about. */
  contentScores: Record<string, ContentScore>;
  report: AssessmentReport;
}

export interface AssessEngine {
  readonly name: string;
  assess(input: AssessInput, options?: JobOptions): Promise<Assessment>;
}
