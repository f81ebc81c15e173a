/** Questions in one offline quiz. */
export const OFFLINE_QUIZ_LENGTH = 5;

export const QUIZ_OVER = "That was the last question. End the quiz to get your assessment report.";

export const NOTHING_TO_ASK =
  "There is nothing in the selected content I can ask about yet. Add some notes with a few sentences, then start the quiz again.";
