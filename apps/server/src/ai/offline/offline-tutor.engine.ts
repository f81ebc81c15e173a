import type {
  Assessment,
  AssessEngine,
  AssessInput,
  QuizContentItem,
  TutorEngine,
  TutorReply,
  TutorTurnInput,
} from "../capabilities";
import type { JobOptions } from "../job-queue";
import { sharedTextWorker, type TextWorker } from "./text-worker";
import { OFFLINE_QUIZ_LENGTH } from "./tutor-texts";

export { NOTHING_TO_ASK, OFFLINE_QUIZ_LENGTH, QUESTION_GONE, QUIZ_OVER } from "./tutor-texts";

export const OFFLINE_TUTOR_ENGINE = "offline-tutor";

/**
 * A tutor that needs no model (tutor.ts): questions drawn from the selected content, one at a
 * time, feedback quoting the notes, and an assessment by recall. It keeps no state of its own.
 * The reading runs in the text worker thread, shared fairly with the offline summaries.
 */
export class OfflineTutorEngine implements TutorEngine, AssessEngine {
  readonly name = OFFLINE_TUTOR_ENGINE;

  constructor(
    private readonly questionCount = OFFLINE_QUIZ_LENGTH,
    private readonly worker: TextWorker = sharedTextWorker(),
    private readonly sliceChars = PLAN_SLICE_CHARS,
  ) {}

  async tutorTurn(input: TutorTurnInput, options?: JobOptions): Promise<TutorReply> {
    await this.planAhead(input.content, options);
    const reply = await this.worker.run("tutorTurn", { input, questionCount: this.questionCount }, options);
    return { ...reply, engine: this.name };
  }

  async assess(input: AssessInput, options?: JobOptions): Promise<Assessment> {
    await this.planAhead(input.content, options);
    return { ...(await this.worker.run("assess", input, options)), engine: this.name };
  }

  /** Loads the text thread's models ahead of a quiz (text-tasks.ts, `warmUp`). */
  async warmUp(options?: JobOptions): Promise<void> {
    await this.worker.run("warmUp", undefined, options);
  }

  /**
   * A quiz on many long notes is planned a slice of notes at a time, each slice a job of its own
   * in the text thread's queue, so other users' summaries and turns take their turns in between
   * (one job planning 500 notes of 20,000 characters would hold the thread for a minute). The
   * turn itself then finds every note's plan kept. Small quizzes are planned in their turn.
   */
  private async planAhead(content: QuizContentItem[], options?: JobOptions): Promise<void> {
    if (charsOf(content) <= this.sliceChars) return;
    // Only the notes the thread has no plan of (a later turn's are all kept): asked of the thread
    // itself, which alone knows what it has kept.
    const missing = await this.worker.run("unplanned", content, options);
    let slice: QuizContentItem[] = [];
    let chars = 0;
    for (const index of missing) {
      const item = content[index];
      if (!item) continue;
      const size = item.text.length + item.title.length;
      if (slice.length > 0 && chars + size > this.sliceChars) {
        await this.worker.run("planAhead", slice, options);
        slice = [];
        chars = 0;
      }
      slice.push(item);
      chars += size;
    }
    if (slice.length > 0) await this.worker.run("planAhead", slice, options);
  }
}

/** About the most text one planning job reads: a tenth of a second or so of the text thread. */
export const PLAN_SLICE_CHARS = 20_000;

function charsOf(content: QuizContentItem[]): number {
  return content.reduce((sum, item) => sum + item.text.length + item.title.length, 0);
}
