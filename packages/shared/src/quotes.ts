export interface Quote {
  text: string;
  author: string;
}

/** The home page's built-in list of study quotes (spec §1 and §9: exactly 10). */
export const QUOTES: readonly Quote[] = [
  {
    text: "Live as if you were to die tomorrow. Learn as if you were to live forever.",
    author: "Mahatma Gandhi",
  },
  { text: "An investment in knowledge pays the best interest.", author: "Benjamin Franklin" },
  {
    text: "The beautiful thing about learning is that no one can take it away from you.",
    author: "B.B. King",
  },
  { text: "The expert in anything was once a beginner.", author: "Helen Hayes" },
  { text: "Learning never exhausts the mind.", author: "Leonardo da Vinci" },
  { text: "It always seems impossible until it's done.", author: "Nelson Mandela" },
  {
    text: "Success is the sum of small efforts, repeated day in and day out.",
    author: "Robert Collier",
  },
  {
    text: "The more that you read, the more things you will know. The more that you learn, the more places you'll go.",
    author: "Dr. Seuss",
  },
  {
    text: "Don't let what you cannot do interfere with what you can do.",
    author: "John Wooden",
  },
  {
    text: "Education is the most powerful weapon which you can use to change the world.",
    author: "Nelson Mandela",
  },
];

/** Picks one quote; `random` is injectable so callers and tests can make the choice repeatable. */
export function pickQuote(random: () => number = Math.random): Quote {
  const index = Math.min(QUOTES.length - 1, Math.floor(random() * QUOTES.length));
  return QUOTES[index] as Quote;
}
