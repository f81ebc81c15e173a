import { randomUUID } from "node:crypto";
import { QUIZ } from "@study-well/shared";
import type {
  QuizResult,
  QuizSession,
  QuizTurnResponse,
  Task,
  TranscriptionResponse,
} from "@study-well/shared/api";
import type { AiService } from "../ai/ai.service";
import type { QuizContentItem, TutorStreamOptions } from "../ai/capabilities";
import { AppError } from "../http/app-error";
import type { TaskRow } from "../tasks/tasks.repository";
import type { TaskProcessor, TaskResult, TasksService } from "../tasks/tasks.service";
import type { QuizResultsFeed } from "../live/quiz-results-feed";
import type { Log } from "../log";
import type { QuizRepository } from "./quiz.repository";

/** The tutor persona: the system message language models follow (the offline tutor keeps its own voice). */
export const TUTOR_PERSONA = [
  "You are Study Well's tutor, a friendly and encouraging teacher who quizzes a student on their own notes.",
  "Ask one question at a time, only about the notes you are given, and wait for the answer.",
  "After each answer give one or two sentences of feedback that say what was right and what the notes add,",
  "then ask the next question. After five questions, say that the quiz is over.",
  "Write plain sentences: no lists, no markup.",
].join(" ");

/** What the student "says" to open the quiz (spec §4: the modal sends a start message). */
export const START_MESSAGE = "Start the quiz.";

export interface QuizDeps {
  quiz: QuizRepository;
  ai: AiService;
  tasks: TasksService;
  feed: QuizResultsFeed;
  log: Log;
}

/**
 * A quiz nobody has said anything in for this long is ended by the server, its report written:
 * the browser's own end was lost (closed while offline, or as its sign-in needed renewing).
 */
export const QUIZ_IDLE_MINUTES = 120;
/** How often idle quizzes are looked for, and how many are ended at a time. */
const IDLE_SWEEP_MINUTES = 5;
/** How long ending a quiz waits for the answer the tutor is replying to. */
const END_WAITS_MS = 30_000;
const IDLE_BATCH = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The AI-tutor quiz (issue 13, spec §4 "Quiz flow"): sessions held by the server, turns with the
 * user's preferred model (the offline tutor without a key), and the report written in the
 * background when a session with answers ends.
 */
export class QuizService {
  private readonly reading = new Map<string, Promise<QuizResult | undefined>>();
  /** The turns under way in each of a user's sessions ("uid/sessionId"), which an end waits for. */
  private readonly turning = new Map<string, Set<Promise<unknown>>>();
  private idleSweeper: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | undefined;
  private stoppingIdle = false;

  constructor(private readonly deps: QuizDeps) {
    deps.tasks.register(["quiz-report"], this.reportProcessor());
  }

  /**
   * Opens a quiz on the caller's own content; the tutor greets and asks the first question. With a
   * language model, `stream` gets the question's words as they are written.
   */
  async start(
    uid: string,
    courseId: string,
    contentIds: string[],
    stream?: TutorStreamOptions,
  ): Promise<QuizSession> {
    const ids = [...new Set(contentIds)];
    const content = await this.deps.quiz.readContent(uid, courseId, ids);
    if (content.length !== ids.length) throw AppError.of("course/not-found", "Content");
    const askedBefore = await this.askedBefore(uid, courseId);
    const reply = await this.deps.ai.tutorTurn(
      uid,
      {
        content,
        systemMessage: TUTOR_PERSONA,
        history: [],
        message: START_MESSAGE,
        isInitial: true,
        askedBefore,
      },
      "interactive",
      stream,
    );
    return this.deps.quiz.createSession(
      { userId: uid, courseId, contentIds: ids, engine: reply.engine, done: reply.done },
      reply.text,
    );
  }

  async get(uid: string, sessionId: string): Promise<QuizSession> {
    const session = await this.deps.quiz.findSession(uid, sessionId);
    if (!session) throw AppError.of("quiz/not-found");
    return session;
  }

  /**
   * The student's answer and the tutor's reply, both kept on the server in order. With a language
   * model, `stream` gets the reply's words as they are written; the turn is kept once it is whole.
   */
  async turn(
    uid: string,
    sessionId: string,
    text: string,
    stream?: TutorStreamOptions,
  ): Promise<QuizTurnResponse> {
    // Kept by caller and session: another user's request for the id waits on nothing of theirs,
    // and a second tab's turn does not hide the first's.
    const key = `${uid}/${sessionId}`;
    const turn = this.takeTurn(uid, sessionId, text, stream);
    const held = turn.catch(() => undefined);
    const turns = this.turning.get(key) ?? new Set();
    this.turning.set(key, turns.add(held));
    try {
      return await turn;
    } finally {
      turns.delete(held);
      if (turns.size === 0 && this.turning.get(key) === turns) this.turning.delete(key);
    }
  }

  private async takeTurn(
    uid: string,
    sessionId: string,
    text: string,
    stream?: TutorStreamOptions,
  ): Promise<QuizTurnResponse> {
    const session = await this.get(uid, sessionId);
    if (session.endedAt) throw AppError.of("quiz/ended");
    const [content, askedBefore] = await Promise.all([
      this.content(uid, session),
      this.askedBefore(uid, session.courseId, session.id),
    ]);
    const reply = await this.deps.ai.tutorTurn(
      uid,
      {
        content,
        systemMessage: TUTOR_PERSONA,
        history: session.messages.map(({ role, content: said }) => ({ role, content: said })),
        message: text,
        askedBefore,
      },
      "interactive",
      stream,
    );
    const kept = await this.deps.quiz.addTurn(
      sessionId,
      session.messages.length,
      text,
      reply.text,
      reply.done,
    );
    // Ended while the tutor was answering (Close in this tab or another), or answered meanwhile in another tab.
    if (kept !== "kept") throw AppError.of(kept === "ended" ? "quiz/ended" : "quiz/moved-on");
    return {
      reply: { role: "assistant", content: reply.text, timestamp: new Date().toISOString() },
      done: reply.done,
      engine: reply.engine,
    };
  }

  /**
   * A spoken answer written down; the offline recogniser listens with its language model biased
   * toward the session's notes (issue 14).
   */
  async transcribe(
    uid: string,
    sessionId: string,
    audio: Uint8Array,
    signal?: AbortSignal,
  ): Promise<TranscriptionResponse> {
    const session = await this.get(uid, sessionId);
    const content = await this.content(uid, session);
    const vocabulary = content.map((item) => `${item.title}. ${item.text}`).join("\n");
    const heard = await this.deps.ai.transcribe(uid, audio, "interactive", { vocabulary, signal });
    return { transcription: heard.text, durationSeconds: heard.durationSeconds, engine: heard.engine };
  }

  /**
   * Ends the quiz. With answers, the report is written by a background task (followed like any
   * task); without answers nothing is stored and no task is made.
   */
  async end(uid: string, sessionId: string): Promise<{ task: Task | null }> {
    let session = await this.get(uid, sessionId);
    // An answer the tutor is still replying to (the student closed the quiz meanwhile, or left the
    // page) is kept first, so it is scored; a tutor slower than END_WAITS_MS is not waited for.
    if (await this.turnsUnderWay(uid, sessionId)) session = await this.get(uid, sessionId);
    if (!(await this.deps.quiz.endSession(uid, sessionId))) return { task: null };
    // Read again once ended: an answer kept in the moment before the end (its turn holds the
    // session's row, so the end waited for it) is in the report too.
    const answered = session.messages.some((message) => message.role === "user")
      ? true
      : (await this.get(uid, sessionId)).messages.some((message) => message.role === "user");
    if (!answered) return { task: null };
    const { tasks } = this.deps;
    const task = await tasks.create({
      userId: uid,
      courseId: session.courseId,
      quizSessionId: sessionId,
      kind: "quiz-report",
    });
    return { task: await tasks.enqueue(task) };
  }

  /**
   * Waits for the caller's turns under way in the session on this server, or END_WAITS_MS,
   * whichever ends first; false when there were none. (A turn taken by another server process of
   * a several-server deployment is not waited for.)
   */
  private async turnsUnderWay(uid: string, sessionId: string): Promise<boolean> {
    const turns = this.turning.get(`${uid}/${sessionId}`);
    if (!turns || turns.size === 0) return false;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(turns),
      new Promise((resolve) => (timer = setTimeout(resolve, END_WAITS_MS))),
    ]);
    clearTimeout(timer);
    return true;
  }

  /** Ends idle quizzes now and every few minutes, until `stopEndingIdle`. */
  startEndingIdle(): void {
    this.stoppingIdle = false;
    const sweep = () => {
      // One sweep at a time; stopEndingIdle waits for the one under way.
      this.sweeping ??= this.endIdle()
        .catch((error: unknown) => {
          this.deps.log.warn({ err: error }, "could not end idle quizzes");
          return 0;
        })
        .finally(() => {
          this.sweeping = undefined;
        });
    };
    sweep();
    this.idleSweeper = setInterval(sweep, IDLE_SWEEP_MINUTES * 60_000);
    this.idleSweeper.unref();
  }

  /** Stops ending idle quizzes, and waits for a sweep under way to stop at its next quiz. */
  async stopEndingIdle(): Promise<void> {
    this.stoppingIdle = true;
    clearInterval(this.idleSweeper);
    await this.sweeping;
  }

  /**
   * Ends the quizzes nobody has said anything in since `idleSince` (QUIZ_IDLE_MINUTES ago unless
   * given), writing the report of each one that has answers, as its owner's End would. Returns
   * how many it ended. One that cannot be ended is left for the next sweep, not in the others' way.
   */
  async endIdle(idleSince = new Date(Date.now() - QUIZ_IDLE_MINUTES * 60_000)): Promise<number> {
    let ended = 0;
    const failed = new Set<string>();
    for (;;) {
      const idle = (await this.deps.quiz.idleSessions(idleSince, IDLE_BATCH + failed.size)).filter(
        (session) => !failed.has(session.id),
      );
      for (const session of idle) {
        if (this.stoppingIdle) return ended;
        try {
          await this.end(session.userId, session.id);
          ended++;
        } catch (error) {
          failed.add(session.id);
          this.deps.log.warn({ err: error, sessionId: session.id }, "could not end an idle quiz");
        }
      }
      if (idle.length < IDLE_BATCH) return ended;
    }
  }

  /** 404 unless the course is the caller's. */
  async assertCourse(uid: string, courseId: string): Promise<void> {
    if (!(await this.deps.quiz.ownsCourse(uid, courseId))) throw AppError.of("course/not-found", "Course");
  }

  /** The caller's results for a course: 404, as every course route gives, when it is not theirs. */
  async results(uid: string, courseId: string): Promise<QuizResult[]> {
    await this.assertCourse(uid, courseId);
    return this.deps.quiz.listResults(uid, courseId);
  }

  /**
   * Follows the caller's results for a course as they are stored, by any server process: `send`
   * gets each one. With `lastEventId` (the last result a reconnecting client had) it first sends
   * what was stored since, so a client that reconnects misses nothing (it may see one twice, and
   * keeps results by id). Resolves to the function that stops following.
   */
  async follow(
    uid: string,
    courseId: string,
    lastEventId: string | undefined,
    send: (result: QuizResult) => void,
  ): Promise<() => void> {
    const { feed, quiz } = this.deps;
    const unsubscribe = await feed.subscribe((notice) => {
      if (notice.userId !== uid || notice.courseId !== courseId) return;
      void this.storedResult(uid, notice.resultId).then((result) => {
        if (result) send(result);
      });
    });
    if (lastEventId && UUID.test(lastEventId)) {
      for (const result of await quiz.resultsAfter(uid, courseId, lastEventId)) send(result);
    }
    return unsubscribe;
  }

  /**
   * A result just stored, read once however many of its owner's streams are open (a class of
   * 1,000 tabs would otherwise read it 1,000 times): the streams told of it in the same moment
   * share the one read.
   */
  private storedResult(uid: string, resultId: string): Promise<QuizResult | undefined> {
    const key = `${uid}/${resultId}`;
    let read = this.reading.get(key);
    if (!read) {
      read = this.deps.quiz.findResult(uid, resultId);
      this.reading.set(key, read);
      const forget = () => setTimeout(() => this.reading.delete(key), 1000).unref();
      read.then(forget, forget);
    }
    return read;
  }

  /**
   * The questions of the caller's earlier quizzes on the course, most recent first, so a new quiz
   * asks first about what they have not been asked yet: before the session `before` started, or
   * before now for a quiz about to start.
   */
  private async askedBefore(uid: string, courseId: string, before?: string): Promise<string[]> {
    return questionsIn(await this.deps.quiz.earlierTutorMessages(uid, courseId, before));
  }

  /**
   * The quiz's notes as they are now. Notes deleted while the quiz is taken are left out; with all
   * of them gone, 409 quiz/notes-deleted: there is nothing to ask about or score, and a report
   * saying "No questions were answered" would be untrue.
   */
  private async content(uid: string, session: QuizSession): Promise<QuizContentItem[]> {
    const content = await this.deps.quiz.readContent(uid, session.courseId, session.contentIds);
    if (content.length === 0 && session.contentIds.length > 0) throw AppError.of("quiz/notes-deleted");
    return content;
  }

  private reportProcessor(): TaskProcessor {
    return {
      failureMessage: "The assessment report could not be written. Please try again.",
      refusalMessage: QUIZ.reportRefused,
      run: (task) => this.writeReport(task),
      cleanUp: () => Promise.resolve(),
    };
  }

  /** Assesses the whole transcript against the quiz's content; stores the result with its scores. */
  private async writeReport(task: TaskRow): Promise<TaskResult> {
    const session = await this.get(task.userId, task.quizSessionId ?? "");
    const content = await this.content(task.userId, session);
    const assessment = await this.deps.ai.inTasks.assess(
      task.userId,
      {
        content,
        systemMessage: TUTOR_PERSONA,
        messages: session.messages.map(({ role, content: said }) => ({ role, content: said })),
        notesDeleted: content.length < new Set(session.contentIds).size,
      },
      "background",
    );
    const id = randomUUID();
    const scores = Object.entries(assessment.contentScores).map(([contentId, score]) => ({
      contentId,
      ...score,
    }));
    return {
      result: {},
      write: (tx) =>
        this.deps.quiz.insertResult(
          tx,
          {
            id,
            userId: task.userId,
            courseId: session.courseId,
            sessionId: session.id,
            contentScores: assessment.contentScores,
            report: assessment.report,
            engine: assessment.engine,
          },
          scores,
        ),
      discard: () => Promise.resolve(),
    };
  }
}

/**
 * The questions in the tutor's messages, in order: the offline tutor's "Question 2 of 5: ..."
 * lines whole (a fill-in-the-blank has no question mark), a language model's sentences that end
 * in a question mark.
 */
export function questionsIn(messages: readonly string[]): string[] {
  const questions = messages.flatMap((message) =>
    message.split(/\n+/).flatMap((line) => {
      const numbered = /^\s*Question \d+ of \d+:\s*(.+?)\s*$/.exec(line);
      if (numbered?.[1]) return [numbered[1]];
      return line
        .split(/(?<=[.!?])\s+/)
        .map((sentence) => sentence.trim())
        .filter((sentence) => sentence.endsWith("?"));
    }),
  );
  return [...new Set(questions)];
}
