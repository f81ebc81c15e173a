import { readTokenizedSentences, readTokens } from "./nlp";

const PHRASE_POS = new Set(["ADJ", "NOUN", "PROPN"]);
const HEAD_POS = new Set(["NOUN", "PROPN"]);
const MAX_WORDS = 4;

interface Candidate {
  words: string[];
  lemmas: string[];
  first: number;
}

/**
 * Noun phrases (adjectives and nouns ending in a noun) scored by how often their words occur in
 * the whole text, with a lift for phrases in the topic sentence, early on, or used more than once.
 */
export function keyPhrases(text: string, limit = 3): string[] {
  const { words, lemmas, pos, stop } = readTokens(text);

  const topicSentenceEnd = words.findIndex((w) => /^[.!?]$/.test(w)) >>> 0;
  const frequency = new Map<string, number>();
  lemmas.forEach((lemma, i) => {
    if (!stop[i] && HEAD_POS.has(pos[i] ?? "")) frequency.set(lemma, (frequency.get(lemma) ?? 0) + 1);
  });

  const candidates: Candidate[] = [];
  let run: number[] = [];
  const flush = () => {
    // A phrase ends in a noun; leading adjectives are kept, trailing ones dropped.
    while (run.length > 0 && !HEAD_POS.has(pos[run[run.length - 1] ?? 0] ?? "")) run.pop();
    if (run.length > 0) {
      const span = run.slice(-MAX_WORDS);
      candidates.push({
        words: span.map((i) => words[i] ?? ""),
        lemmas: span.map((i) => lemmas[i] ?? ""),
        first: span[0] ?? 0,
      });
    }
    run = [];
  };
  pos.forEach((tag, i) => {
    if (PHRASE_POS.has(tag) && !stop[i] && /\p{L}/u.test(words[i] ?? "") && !verbTaggedNoun(words, pos, i))
      run.push(i);
    else flush();
  });
  flush();

  const byKey = new Map<string, { phrase: Candidate; score: number; count: number }>();
  for (const phrase of candidates) {
    const key = phrase.lemmas.join(" ").toLowerCase();
    const base = phrase.lemmas.reduce((sum, lemma) => sum + (frequency.get(lemma) ?? 1), 0);
    // The topic sentence names what the text is about; later phrases count a little less.
    const early = (phrase.first < topicSentenceEnd ? 2 : 1) * (1 + 1 / (1 + phrase.first / 50));
    const entry = byKey.get(key);
    if (entry) entry.count++;
    else byKey.set(key, { phrase, score: base * early, count: 1 });
  }
  return [...byKey.values()]
    .map((e) => ({ e, score: e.score * (1 + Math.log(e.count)) }))
    .sort((a, b) => b.score - a.score || a.e.phrase.first - b.e.phrase.first)
    .slice(0, limit)
    .map(({ e }) => e.phrase.words.join(" "));
}

/** Determiners that stand for a noun ("Some float in the cytoplasm"): the word after is its verb. */
const STANDING_IN = new Set(["some", "many", "most", "all", "both", "several", "few", "others", "they"]);

/**
 * Whether a word wink tagged as a noun is the verb of its sentence ("Some float in the cytoplasm",
 * "enzymes work in", "Mitochondria release energy"): after a noun or a determiner standing for
 * one, and read as a verb when "they" is its subject. A noun after "the" or an adjective stays one.
 */
function verbTaggedNoun(words: string[], pos: string[], i: number): boolean {
  if (pos[i] !== "NOUN" || i === 0) return false;
  const before = pos[i - 1] ?? "";
  const subject =
    before === "NOUN" || before === "PROPN" || STANDING_IN.has((words[i - 1] ?? "").toLowerCase());
  if (!subject) return false;
  const next = words[i + 1] ?? "";
  return readTokens(`they ${words[i] ?? ""} ${next}`).pos[1] === "VERB";
}

/** "cell membrane" → "Cell Membrane"; words already capitalised (DNA, Calvin) keep their case, and "and" stays small. */
export function titleCase(phrase: string): string {
  return phrase
    .split(/\s+/)
    .map((w, i) =>
      i > 0 && SMALL_WORDS.has(w.toLowerCase())
        ? w.toLowerCase()
        : w === w.toLowerCase()
          ? w.charAt(0).toUpperCase() + w.slice(1)
          : w,
    )
    .join(" ");
}

/** Words a title keeps in lower case after its first: "Supply and Demand". */
const SMALL_WORDS = new Set(["and", "or", "of", "the", "a", "an", "in", "on", "to", "for"]);

/**
 * Words that open a lecture or a page but never name its topic: "Welcome back, today we continue
 * with membrane transport", "Good morning everyone", "Today's lecture is on...".
 */
const NEVER_TOPICS = new Set([
  "welcome",
  "hello",
  "morning",
  "afternoon",
  "evening",
  "everyone",
  "everybody",
  "today",
  "lecture",
  "lesson",
  "class",
  "session",
  "week",
  "chapter",
  "unit",
  "module",
  "notes",
  "note",
  "okay",
]);

/**
 * What comes before a lecture's topic as it is announced: "we continue with", "let's talk about",
 * "today we look at", "this lecture covers".
 */
const ANNOUNCED =
  /\b(?:continu\w* with|talk\w* about|look\w* at|learn\w* about|mov\w* on to|focus\w* on|turn\w* to|introduc\w*|discuss\w*|cover\w*|is about|are about|is on)(?: (?:the|an?))?$/i;

/** How far into a text (in words) a lecture announces its topic. */
const ANNOUNCED_WITHIN = 40;

/**
 * A note's heading: its first line, when more lines follow and it reads as a heading (short, not a
 * sentence: no closing stop, and title case or no verb), "Lecture 3 - Membrane Transport".
 * `topic` is what it names, without a label and number before it ("Membrane Transport"), when
 * anything is left; `body` is the text after it.
 */
export function noteHeading(text: string): { topic: string | undefined; body: string } | undefined {
  const match = /^\s*([^\n]+)\n\s*\S/.exec(text);
  const line = match?.[1]?.trim();
  if (!line || line.length > 100 || /[.!?;,]$/.test(line) || !/\p{L}/u.test(line)) return undefined;
  const words = line.split(/\s+/);
  if (words.length > 10) return undefined;
  const { pos } = readTokens(line);
  const titleCased = words.every((w) => SMALL_WORDS.has(w.toLowerCase()) || !/^\p{Ll}/u.test(w));
  if (!titleCased && pos.some((tag) => tag === "VERB" || tag === "AUX")) return undefined;
  const topic = line
    // "Lecture 3 -", "Chapter 2:", "Week 4.", "Unit IV –", "Notes on", "1.2"
    .replace(
      /^(?:(?:lecture|lesson|chapter|unit|week|topic|part|module|session|section|day|class)\b\.?\s*(?:\d+(?:\.\d+)*[a-z]?|[ivxlc]+\b)?|notes?(?:\s+on)?\b|\d+(?:\.\d+)*[.)]?(?=\s))\s*[-–—:.)]*\s*/iu,
      "",
    )
    .replace(/\s*:$/, "")
    .trim();
  return {
    topic: /\p{L}/u.test(topic) && topic.split(/\s+/).length <= 8 ? topic : undefined,
    body: text.slice((match?.index ?? 0) + (match?.[0].length ?? 0) - 1).trim(),
  };
}

/** What a note is about: what its heading names, else the phrase its sentences come back to. */
export function noteTopic(text: string): string | undefined {
  const heading = noteHeading(text);
  return heading?.topic ?? topicPhrase(heading?.body ?? text);
}

/**
 * What a note is about, for its title: the noun phrase the sentences keep coming back to (in how
 * many sentences its head word appears, not how often), with a lift for the subject of the first
 * sentence and of other sentences, which is where notes name their topic ("The water cycle moves
 * water...", "Inflation is..."), for a whole name ("Industrial Revolution") used more than once, and
 * for a topic announced as a lecture starts ("today we continue with membrane transport").
 * "Supply and demand" stays whole.
 */
export function topicPhrase(text: string): string | undefined {
  const sentences = readTokenizedSentences(text);
  const headSentences = new Map<string, Set<number>>();
  const phraseSentences = new Map<string, Set<number>>();
  const candidates: {
    words: string[];
    lemmas: string[];
    key: string;
    sentence: number;
    subject: boolean;
    announced: boolean;
    at: number;
  }[] = [];
  let at = 0;
  sentences.forEach((sentence, index) => {
    const { words, lemmas, pos, stop } = sentence.tokens;
    const phrases: { start: number; end: number }[] = [];
    let start = -1;
    const close = (end: number) => {
      // A phrase ends in a noun: trailing adjectives are dropped, and so is a last word that is
      // a verb read as a noun ("computers store data", "digestion breaks down food").
      let last = end;
      while (last >= start && !HEAD_POS.has(pos[last] ?? "")) last--;
      const after = pos[last + 1] ?? "";
      const plural = (i: number) => /[^s]s$/i.test(words[i] ?? "");
      if (
        last > start &&
        (plural(last) || plural(last - 1)) &&
        ["DET", "PRON", "ADP", "NUM", "PART", "ADV", "SCONJ", "NOUN", "ADJ"].includes(after)
      ) {
        last--;
      }
      if (start >= 0 && last >= start) phrases.push({ start: Math.max(start, last - 2), end: last });
      start = -1;
    };
    // "The water cycle moves water": a word like "moves" after a singular noun, with more of
    // the sentence after it, is the verb, whatever the tagger said.
    const verbLike = (i: number) =>
      /[^s]s$/i.test(words[i] ?? "") &&
      start >= 0 &&
      i > start &&
      /[^s]$/i.test(words[i - 1] ?? "") &&
      ["DET", "NOUN", "ADJ", "ADP", "PRON", "ADV", "NUM"].includes(pos[i + 1] ?? "");
    pos.forEach((tag, i) => {
      const wordy =
        /\p{L}/u.test(words[i] ?? "") && !stop[i] && !NEVER_TOPICS.has((lemmas[i] ?? "").toLowerCase());
      if (PHRASE_POS.has(tag) && wordy && !verbLike(i)) {
        if (start < 0) start = i;
      } else close(i - 1);
    });
    close(pos.length - 1);
    // "supply and demand": two nouns joined by "and" are one topic.
    const joined = phrases.flatMap((p, k) => {
      const next = phrases[k + 1];
      return next?.start === p.end + 2 &&
        /^(?:and|&)$/i.test(words[p.end + 1] ?? "") &&
        p.start === p.end &&
        next.start === next.end
        ? [{ start: p.start, end: next.end }]
        : [];
    });
    for (const { start: s, end: e } of [...phrases, ...joined]) {
      const span = Array.from({ length: e - s + 1 }, (_v, k) => s + k);
      const lemmasOf = span.map((i) => (lemmas[i] ?? "").toLowerCase());
      const head = lemmasOf[lemmasOf.length - 1] ?? "";
      (headSentences.get(head) ?? headSentences.set(head, new Set()).get(head))?.add(index);
      const key = lemmasOf.join(" ");
      (phraseSentences.get(key) ?? phraseSentences.set(key, new Set()).get(key))?.add(index);
      candidates.push({
        words: span.map((i) => words[i] ?? ""),
        lemmas: lemmasOf,
        key,
        sentence: index,
        // The sentence's subject: its first phrase, not after a preposition ("In its middle course...").
        subject: s <= 2 && phrases[0]?.start === s && !pos.slice(0, s).includes("ADP"),
        announced: at + s < ANNOUNCED_WITHIN && ANNOUNCED.test(words.slice(Math.max(0, s - 4), s).join(" ")),
        at: at + s,
      });
    }
    at += words.length;
  });
  // By phrase, in one pass (not a pass over every candidate for each phrase: a pasted chapter of
  // 200,000 characters has tens of thousands of them, and this took seconds of the quiz's thread).
  const subjects = new Map<string, number>();
  const firstSubjects = new Set<string>();
  const announcedPhrases = new Set<string>();
  for (const c of candidates) {
    if (c.subject) subjects.set(c.key, (subjects.get(c.key) ?? 0) + 1);
    if (c.subject && c.sentence === 0) firstSubjects.add(c.key);
    if (c.announced) announcedPhrases.add(c.key);
  }
  let best: { phrase: string; score: number; at: number } | undefined;
  const seen = new Set<string>();
  for (const c of candidates) {
    const { key } = c;
    if (seen.has(key)) continue;
    seen.add(key);
    const head = c.lemmas[c.lemmas.length - 1] ?? "";
    const spread = headSentences.get(head)?.size ?? 0;
    const whole = phraseSentences.get(key)?.size ?? 0;
    const subjectOf = subjects.get(key) ?? 0;
    const firstSubject = firstSubjects.has(key);
    // Two nouns joined by "and" are a topic when the note keeps them together, or uses both throughout.
    const [first = "", , second = ""] = c.lemmas;
    const both = (headSentences.get(first)?.size ?? 0) >= 2 && (headSentences.get(second)?.size ?? 0) >= 2;
    if (c.lemmas.includes("and") && whole < 2 && !both) continue;
    const announced = announcedPhrases.has(key);
    const score =
      spread +
      (c.lemmas.length > 1 && whole > 1 ? whole - 1 : 0) +
      subjectOf +
      (firstSubject ? 3 : 0) +
      (announced ? 3 : 0);
    if (!best || score > best.score || (score === best.score && c.at < best.at)) {
      best = { phrase: c.words.join(" "), score, at: c.at };
    }
  }
  return best?.phrase;
}
