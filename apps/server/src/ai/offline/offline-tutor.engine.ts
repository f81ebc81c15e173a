import type {
  Assessment,
  AssessEngine,
  AssessInput,
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
  ) {}

  async tutorTurn(input: TutorTurnInput, options?: JobOptions): Promise<TutorReply> {
    const reply = await this.worker.run("tutorTurn", { input, questionCount: this.questionCount }, options);
    return { ...reply, engine: this.name };
  }

  async assess(input: AssessInput, options?: JobOptions): Promise<Assessment> {
    return { ...(await this.worker.run("assess", input, options)), engine: this.name };
  }
}
