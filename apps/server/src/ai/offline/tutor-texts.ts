/** Questions in one offline quiz. */
export const OFFLINE_QUIZ_LENGTH = 5;

/** How the tutor's word that the quiz is over begins (in every wording it has had). */
export const QUIZ_OVER_OPENING = "That was the last question.";
export const QUIZ_OVER = `${QUIZ_OVER_OPENING} Close the quiz to get your assessment report.`;

export const NOTHING_TO_ASK =
  "There is nothing in the selected content I can ask about yet. Add some notes with a few sentences, then start the quiz again.";
