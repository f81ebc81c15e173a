import { AI_TEXTS } from "./ai";

/** Texts of the Assessment tab, the Quiz Session chat and the Quiz Assessment Report (spec §2, §8). */
export const QUIZ = {
  tree: "Quiz content",
  quizMe: "Quiz Me",
  selectHint: "Select topics or content items to begin a quiz.",
  readyHint: "Selected content ready for quiz.",
  selectedCount: (count: number) => `${count} ${count === 1 ? "item" : "items"} selected`,
  noContentInTopic: "No content in this topic yet.",
  noContentInDay: "No content on this day.",
  /** A score button's accessible name: "Score 2, November 23, 2026 at 10:04 AM". */
  scoreButton: (score: number, date: string) => `Score ${score}, ${date}`,
  scoring: "Scoring...",
  latest: "New",
  /** Shown while a quiz closed without its report is scored. */
  scoringAnswers: "Scoring your answers... Your new scores will appear beside the notes.",
  scoresArrived: "Your new scores have arrived.",
  /** Shown after Close and Get Report until the report opens. */
  writingReport: "Writing your assessment report...",
  scoresFailed: "The quiz could not be scored. Please try again.",
  /** A quiz whose notes were all deleted while it was taken (409 quiz/notes-deleted). */
  notesDeleted: "The notes this quiz was about have been deleted, so there is nothing more to ask or score.",
  /** A report that could not be written for a reason the student can act on (the reason follows). */
  reportRefused: "The assessment report could not be written.",
  resultsFailed: "Could not load your quiz results.",
  progress: "Progress",
  progressIntro: "Your latest scores, newest first.",
  /** The progress grid's text alternative. */
  progressAlt: (scores: readonly number[], empty: number) =>
    scores.length === 0
      ? "Latest scores: none yet."
      : `Latest scores, newest first, out of 3: ${scores.join(", ")}. ${empty} empty ${
          empty === 1 ? "cell" : "cells"
        }.`,
  legend: { 1: "1 not recalled", 2: "2 partly", 3: "3 fully" } satisfies Record<1 | 2 | 3, string>,
  chat: {
    title: "Quiz Session",
    description: "Answer the tutor's questions.",
    /** Said only where there is a keyboard: on a touch screen Return starts a new line and Send sends. */
    keysHint: "Enter sends; Shift+Enter starts a new line.",
    close: "Close",
    messages: "Quiz conversation",
    thinking: "Thinking...",
    answer: "Your answer",
    send: "Send",
    you: "You",
    tutor: "Tutor",
    /** Who says a failure in the chat, for screen readers: the app, not the tutor. */
    error: "Error",
    failed: AI_TEXTS.chatFailed,
    over: "The quiz is over. Close it to get your assessment report.",
    /** Escape pressed with an answer typed: the quiz stays open (beyond the spec; QA). */
    escapeKeepsAnswer:
      "Your answer is still in the box. Send it, or clear it and press Escape again to end the quiz.",
    /** The button that closes a finished quiz (and so asks for its report). */
    finish: "Close and Get Report",
    /** The microphone button (spec §2): hold it while speaking. */
    holdToRecord: "Hold to record",
    micDisabled: "Mic disabled",
    recording: "Recording... release to send.",
    transcribing: "Transcribing your answer...",
    holdLonger: "Hold the button while you speak, then let go.",
    micError: AI_TEXTS.micError,
    micPermission: AI_TEXTS.micPermission,
    micStopFailed: AI_TEXTS.micStopFailed,
    transcriptionFailed: AI_TEXTS.transcriptionFailed,
    transcriptionEmpty: AI_TEXTS.transcriptionEmpty,
    readAloud: "Read replies aloud",
    speechFailed: AI_TEXTS.speechFailed,
  },
  report: {
    title: "Quiz Assessment Report",
    overall: "Overall Assessment",
    byTopic: "Topic Breakdown",
    strengths: "Strengths",
    improvements: "Areas for Improvement",
    recommendations: "Recommendations",
    scores: "Scores by Item",
    none: "None noted.",
    generating: "Generating your assessment report...",
    error: "Error displaying report",
    close: "Close",
    takenOn: (date: string) => `Quiz taken ${date}`,
    /** Which engine wrote the report and scores (DESIGN.md: the UI says which engine produced a result). */
    assessedBy: (engine: string) => `Assessed by ${engine}`,
  },
  mastery: {
    latest: (date: string) => `latest ${date}`,
    capped: "More quizzes are needed for a higher level.",
  },
} as const;
