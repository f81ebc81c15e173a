import type { WordNet } from "./wordnet";
import { isContent, type Token } from "./words";

/**
 * Directions and opposites study notes turn on, beyond WordNet's antonyms: saying one for the
 * other reverses the claim.
 */
const OPPOSITES: [string, string][] = [
  ["rise", "fall"],
  ["increase", "decrease"],
  ["increase", "reduce"],
  ["raise", "lower"],
  ["up", "down"],
  ["more", "less"],
  ["more", "fewer"],
  ["high", "low"],
  ["higher", "lower"],
  ["gain", "lose"],
  ["gain", "loss"],
  ["absorb", "release"],
  ["absorb", "emit"],
  ["release", "take"],
  ["emit", "take"],
  ["absorb", "give"],
  ["take", "give"],
  ["expand", "contract"],
  ["heat", "cool"],
  ["warm", "cool"],
  ["hot", "cold"],
  ["before", "after"],
  ["inside", "outside"],
  ["above", "below"],
  ["north", "south"],
  ["east", "west"],
  ["positive", "negative"],
  ["strong", "weak"],
  ["fast", "slow"],
  ["attract", "repel"],
  ["import", "export"],
  ["surplus", "shortage"],
  ["surplus", "deficit"],
  ["evaporate", "condense"],
  ["melt", "freeze"],
  ["push", "pull"],
  ["enter", "leave"],
  ["allow", "prevent"],
  ["start", "end"],
  ["begin", "end"],
  ["first", "last"],
  ["early", "late"],
  ["large", "small"],
  ["big", "small"],
  ["long", "short"],
  ["add", "remove"],
  ["gain", "lose"],
  ["win", "lose"],
  ["accept", "reject"],
  ["left", "right"],
  ["towards", "away"],
  ["toward", "away"],
  ["upper", "lower"],
  ["maximum", "minimum"],
  ["most", "least"],
  ["acid", "base"],
  ["acidic", "alkaline"],
  ["produce", "consume"],
  ["create", "destroy"],
  ["build", "break"],
  ["speed", "slow"],
  ["open", "close"],
  ["dense", "sparse"],
  ["denser", "lighter"],
  ["heavy", "light"],
  ["wet", "dry"],
  ["rich", "poor"],
  ["inflation", "deflation"],
  ["expansion", "recession"],
  ["export", "import"],
  ["buy", "sell"],
  ["supply", "demand"],
  ["cause", "prevent"],
  ["same", "different"],
  ["direct", "inverse"],
  ["series", "parallel"],
  ["connect", "separate"],
  ["connected", "separated"],
  ["closed", "open"],
  ["forward", "backward"],
  ["clockwise", "anticlockwise"],
  ["clockwise", "counterclockwise"],
  ["always", "never"],
  ["all", "none"],
  ["majority", "minority"],
  ["victory", "defeat"],
  ["ally", "enemy"],
  ["legal", "illegal"],
  ["true", "false"],
  // Pairs of terms study notes set against each other: saying one for the other is the mistake.
  ["anode", "cathode"],
  ["cation", "anion"],
  ["oxidation", "reduction"],
  ["endothermic", "exothermic"],
  ["aerobic", "anaerobic"],
  ["dominant", "recessive"],
  ["active", "passive"],
  ["constructive", "destructive"],
  ["concave", "convex"],
  ["permanent", "temporary"],
  ["dilute", "concentrated"],
  ["input", "output"],
  ["artery", "vein"],
  ["inhale", "exhale"],
  ["mitosis", "meiosis"],
  ["erosion", "deposition"],
  ["acid", "alkali"],
  ["sum", "difference"],
  ["hard", "easy"],
  ["rare", "common"],
  ["same", "separate"],
  ["gradual", "sudden"],
  ["gradually", "suddenly"],
  ["add", "subtract"],
  ["multiply", "divide"],
  ["equal", "less"],
  ["equal", "greater"],
  ["oppose", "support"],
  ["against", "support"],
  ["restrict", "increase"],
  ["restrict", "expand"],
  ["maker", "taker"],
  ["include", "exclude"],
  ["encourage", "discourage"],
];
/** Everyday ways of saying that something goes up, or down: a student's "gets faster" is the notes' "rises". */
const UP = new Set([
  "rise",
  "increase",
  "grow",
  "climb",
  "more",
  "high",
  "higher",
  "great",
  "greater",
  "fast",
  "faster",
  "quick",
  "quicker",
  "gain",
  "raise",
  "boost",
  "expand",
  "big",
  "bigger",
  "large",
  "larger",
  "up",
  "strong",
  "stronger",
  "speed",
  "accelerate",
  "soar",
  "double",
  "multiply",
  "increment",
  "strengthen",
  "intensify",
  "heighten",
  "escalate",
  "surge",
]);
const DOWN = new Set([
  "fall",
  "decrease",
  "drop",
  "decline",
  "less",
  "low",
  "lower",
  "fewer",
  "slow",
  "slower",
  "shrink",
  "reduce",
  "small",
  "smaller",
  "lose",
  "cut",
  "down",
  "weak",
  "weaker",
  "sink",
  "halve",
  "diminish",
  "lessen",
  "plummet",
  "collapse",
  "crash",
  "slump",
  "plunge",
  "tumble",
  "decrement",
  "weaken",
  "fade",
  "dwindle",
  "wane",
  "subside",
]);
/**
 * Words that say how fast, big, high or strong a thing is ("plain"), or that it is more so than
 * another ("comparative"): the matcher meets them by their measure, not by their direction alone.
 * "Slow cooling" is no fall, and "small crystals" are not "slow" (QA: an answer on insulin was
 * credited "slow" and "small" by its "falls"); "gets faster" still says the notes' "rises".
 */
const MEASURES: Record<string, Record<"up" | "down", [plain: string, comparative: string]>> = {
  speed: {
    up: ["fast quick quickly rapid rapidly swift swiftly", "faster quicker"],
    down: ["slow slowly gradual gradually", "slower"],
  },
  size: { up: ["big large huge", "bigger larger"], down: ["small tiny", "smaller"] },
  level: { up: ["high great", "higher greater more"], down: ["low", "lower less fewer"] },
  strength: { up: ["strong", "stronger"], down: ["weak", "weaker"] },
};
export interface Measure {
  measure: string;
  way: "up" | "down";
  kind: "plain" | "comparative";
  /** The word that stands for all of its kind: "fast" for "quickly", "rapid". */
  as: string;
}
const MEASURE = new Map<string, Measure>(
  Object.entries(MEASURES).flatMap(([measure, ways]) =>
    (["up", "down"] as const).flatMap((way) =>
      (["plain", "comparative"] as const).flatMap((kind, k) =>
        (ways[way][k] ?? "")
          .split(" ")
          .map((word, _i, all) => [word, { measure, way, kind, as: all[0] ?? word }] as const),
      ),
    ),
  ),
);
/** The measure a word gives, if it gives one ("slowly": speed, plain). */
export const measureOf = (word: string): Measure | undefined => MEASURE.get(word.toLowerCase());
const wayOf = (word: string): "up" | "down" | undefined =>
  UP.has(word) ? "up" : DOWN.has(word) ? "down" : undefined;
/** Which way a word says a thing goes, of any form the lemmatizer left ("incremented", "lowered"). */
export const direction = (lemma: string): "up" | "down" | undefined =>
  wayOf(lemma) ??
  (/(?:ed|s)$/.test(lemma) && lemma.length > 5
    ? (wayOf(lemma.replace(/e?d$|s$/, "")) ?? wayOf(lemma.replace(/d$/, "")))
    : undefined);

export const OPPOSITE = new Map<string, Set<string>>();
for (const [a, b] of OPPOSITES) {
  OPPOSITE.set(a, (OPPOSITE.get(a) ?? new Set()).add(b));
  OPPOSITE.set(b, (OPPOSITE.get(b) ?? new Set()).add(a));
}

/** Verbs too light for their WordNet antonyms to turn a claim round ("goes" is not "comes"). */
export const LIGHT_VERBS = new Set([
  "go",
  "come",
  "get",
  "give",
  "take",
  "make",
  "do",
  "have",
  "put",
  "keep",
  "let",
  "bring",
  "stay",
  "be",
  "say",
  "see",
  "find",
  "know",
  "think",
  "look",
  "want",
  "need",
  "seem",
]);

/** The words that say the opposite of `term`: the list above, and WordNet's antonyms. */
export function oppositesOf(term: Token, wordnet: WordNet): Set<string> {
  const plain = plainOf(term.lemma, wordnet);
  const listed = OPPOSITE.get(term.lemma) ?? OPPOSITE.get(plain) ?? new Set<string>();
  if (LIGHT_VERBS.has(term.lemma) || !isContent(term)) return listed;
  return new Set([
    ...listed,
    ...wordnet.relationsOf(term.lemma).antonyms,
    ...(plain === term.lemma ? [] : wordnet.relationsOf(plain).antonyms),
    ...overAndUnder(term.lemma, wordnet),
    ...notForms(term.lemma, wordnet),
    ...verbOpposites(term.lemma, wordnet),
  ]);
}

/**
 * The opposites of the verb a word in -ing is made of, when the tagger reads it as an adjective
 * with its own lemma: "the changing effects of light" and "stay the same". Only of a word often a
 * verb: "evening" is no "even", nor is "lighting" said against "heavy".
 */
function verbOpposites(lemma: string, wordnet: WordNet): string[] {
  const stem = /^(.{3,})ing$/.exec(lemma)?.[1];
  if (!stem) return [];
  const base = [`${stem}e`, stem, stem.replace(/(\w)\1$/, "$1")].find(
    (verb) => wordnet.knows(verb) && wordnet.oftenVerb(verb),
  );
  return base ? [...wordnet.relationsOf(base).antonyms] : [];
}

/** Prefixes that deny a word's root: "infertile", "impermeable", "unstable", "disloyal". */
const NOT_PREFIXES = ["in", "im", "il", "ir", "un", "non", "dis"];

/**
 * A word and its root with a prefix that denies it, when WordNet has the one as a synonym of the
 * other's antonym: "fertile" and "infertile" (with "sterile"), not "tense" and "intense" nor
 * "flammable" and "inflammable".
 */
function notForms(lemma: string, wordnet: WordNet): string[] {
  const opposed = (word: string, prefixed: string) => {
    const others = wordnet.relationsOf(word).antonyms;
    if (others.has(prefixed)) return true;
    const alike = wordnet.relationsOf(prefixed).synonyms;
    return [...others].some((o) => alike.has(o));
  };
  const found: string[] = [];
  for (const prefix of NOT_PREFIXES) {
    const root = lemma.startsWith(prefix) ? lemma.slice(prefix.length) : "";
    if (root.length >= 4 && wordnet.knows(root) && opposed(root, lemma)) found.push(root);
    const prefixed = `${prefix}${lemma}`;
    if (lemma.length >= 4 && wordnet.knows(prefixed) && opposed(lemma, prefixed)) found.push(prefixed);
  }
  return found;
}

/** Roots whose "over-" and "under-" forms are not opposites: "overtake" and "undertake". */
const NOT_OVER_UNDER: readonly string[] = [
  "take",
  "write",
  "go",
  "stand",
  "lie",
  "line",
  "mine",
  "cut",
  "score",
  "study",
  "world",
  "wear",
  "pin",
  "coat",
  "tone",
  "hand",
  "grow",
  "sea",
  "lay",
  "side",
  "current",
  "ground",
];

/** "undershoot" of "overshoot", "overestimate" of "underestimate", when WordNet knows both words. */
function overAndUnder(lemma: string, wordnet: WordNet): string[] {
  const [, prefix, rest] = /^(over|under)(\w{3,})$/.exec(lemma) ?? [];
  // (nor a form of one: "undertaking", "underhanded", "undergrowth")
  if (!prefix || !rest || NOT_OVER_UNDER.some((root) => rest.startsWith(root))) return [];
  const other = `${prefix === "over" ? "under" : "over"}${rest}`;
  return wordnet.knows(other) && wordnet.knows(lemma) ? [other] : [];
}

/**
 * The plain word a comparative or an adverb is made from, when the tagger left it as it is:
 * "faster" fast, "bigger" big, "larger" large, "slowly" slow. The word itself otherwise.
 */
export function plainOf(lemma: string, wordnet: WordNet): string {
  const tries = /(?:er|est)$/.test(lemma)
    ? [
        lemma.replace(/e?st$|er$/, ""),
        lemma.replace(/r$|st$/, ""),
        lemma.replace(/(\w)\1(?:er|est)$/, "$1"),
        lemma.replace(/i(?:er|est)$/, "y"),
      ]
    : lemma.endsWith("ly")
      ? [lemma.slice(0, -2), lemma.replace(/ily$/, "y")]
      : [];
  return (
    tries.find((plain) => plain !== lemma && plain.length > 2 && OPPOSITE.has(plain)) ??
    tries.find((plain) => plain !== lemma && plain.length > 2 && wordnet.knows(plain)) ??
    lemma
  );
}
