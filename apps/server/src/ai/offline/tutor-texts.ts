/** Questions in one offline quiz. */
export const OFFLINE_QUIZ_LENGTH = 5;

/** How the tutor's word that the quiz is over begins (in every wording it has had). */
export const QUIZ_OVER_OPENING = "That was the last question.";
/**
 * Only that: the quiz window says below it, for every tutor, that the quiz is over and how to get
 * the report (QUIZ_TEXTS.chat.over), and the two said it twice.
 */
export const QUIZ_OVER = QUIZ_OVER_OPENING;

/** Said when the question last asked is about a note that was since changed or deleted. */
export const QUESTION_GONE =
  "The note that question was about has been changed or deleted since I asked it, so I won't mark that answer.";

export const NOTHING_TO_ASK =
  "There is nothing in the selected content I can ask about yet. Add some notes with a few sentences, then start the quiz again.";

/**
 * Said when the offline tutor takes over a quiz a language model was asking (the provider could
 * no longer be used, ADR 0013): the student's last answer stands, and no new greeting is made.
 */
export const TAKING_OVER =
  "Your answer is noted and counts in your report. The language model asking the questions is not available just now, so the built-in tutor carries on with questions from your notes.";
