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
import { PLANS_KEPT, planKey } from "./plan-key";
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
  /** The notes whose plans the text thread was last given to keep (planAhead). */
  private readonly plannedAhead = new Set<string>();

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

  /**
   * A quiz on many long notes is planned a slice of notes at a time, each slice a job of its own
   * in the text thread's queue, so other users' summaries and turns take their turns in between
   * (one job planning 500 notes of 20,000 characters would hold the thread for a minute). The
   * turn itself then finds every note's plan kept. Small quizzes are planned in their turn.
   */
  private async planAhead(content: QuizContentItem[], options?: JobOptions): Promise<void> {
    if (charsOf(content) <= this.sliceChars) return;
    // Notes planned ahead before (the thread keeps their plans) are not sent again: a later turn
    // waits for no slice.
    const unplanned = content
      .map((item) => ({ item, key: planKey(item) }))
      .filter(({ key }) => !this.plannedAhead.has(key));
    let slice: typeof unplanned = [];
    let chars = 0;
    const send = async () => {
      await this.worker.run(
        "planAhead",
        slice.map(({ item }) => item),
        options,
      );
      for (const { key } of slice) {
        this.plannedAhead.delete(key);
        this.plannedAhead.add(key);
      }
      // As many as the thread keeps plans of; the oldest forgotten first, as there.
      for (const key of this.plannedAhead) {
        if (this.plannedAhead.size <= PLANS_KEPT) break;
        this.plannedAhead.delete(key);
      }
      slice = [];
      chars = 0;
    };
    for (const entry of unplanned) {
      const size = entry.item.text.length + entry.item.title.length;
      if (slice.length > 0 && chars + size > this.sliceChars) await send();
      slice.push(entry);
      chars += size;
    }
    if (slice.length > 0) await send();
  }
}

/** About the most text one planning job reads: a tenth of a second or so of the text thread. */
export const PLAN_SLICE_CHARS = 20_000;

function charsOf(content: QuizContentItem[]): number {
  return content.reduce((sum, item) => sum + item.text.length + item.title.length, 0);
}
