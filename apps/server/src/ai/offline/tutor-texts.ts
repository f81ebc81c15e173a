/** Questions in one offline quiz. */
export const OFFLINE_QUIZ_LENGTH = 5;

/** How the tutor's word that the quiz is over begins (in every wording it has had). */
export const QUIZ_OVER_OPENING = "That was the last question.";
export const QUIZ_OVER = `${QUIZ_OVER_OPENING} Close the quiz to get your assessment report.`;

/** Said when the question last asked is about a note that was since changed or deleted. */
export const QUESTION_GONE =
  "The note that question was about has been changed or deleted since I asked it, so I won't mark that answer.";

export const NOTHING_TO_ASK =
  "There is nothing in the selected content I can ask about yet. Add some notes with a few sentences, then start the quiz again.";
