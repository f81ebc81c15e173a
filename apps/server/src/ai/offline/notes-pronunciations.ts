import { americanSpelling } from "./grading/normalize";

/**
 * Pronunciations for the notes' words the recogniser's dictionary (Debian's cmudict-en-us.dict)
 * lacks, made from words it has (issue 14): "vapour" is said as "vapor", "condenses" as
 * "condense" with its ending, "reactants" as "reactant" with its. A word that has no such
 * relative in the dictionary ("amylase", "hypotenuse") still cannot be heard.
 */

/** The dictionary: a word (lower case) and its phones, as written there ("V EY P ER"). */
export type Dictionary = Map<string, string>;

/** Reads the dictionary's text: the first pronunciation of each word ("word(2)" lines are others). */
export function readDictionary(text: string): Dictionary {
  const dictionary: Dictionary = new Map();
  for (const line of text.split("\n")) {
    const space = line.indexOf(" ");
    if (space <= 0) continue;
    const word = line.slice(0, space);
    if (!word.includes("(")) dictionary.set(word, line.slice(space + 1).trim());
  }
  return dictionary;
}

const VOICELESS = new Set(["P", "T", "K", "F", "TH"]);
const HISSING = new Set(["S", "Z", "SH", "ZH", "CH", "JH"]);
const VOICELESS_HISSING = new Set(["S", "SH", "CH"]);

const lastPhone = (phones: string) => phones.slice(phones.lastIndexOf(" ") + 1);

/** -s, -es, -'s: "iz" after a hissing sound, "s" after a voiceless one, "z" after the rest. */
function withS(phones: string): string {
  const last = lastPhone(phones);
  return `${phones} ${HISSING.has(last) ? "IH Z" : VOICELESS.has(last) ? "S" : "Z"}`;
}

/** -ed: "id" after t and d, "t" after a voiceless sound, "d" after the rest. */
function withEd(phones: string): string {
  const last = lastPhone(phones);
  return `${phones} ${last === "T" || last === "D" ? "IH D" : VOICELESS.has(last) || VOICELESS_HISSING.has(last) ? "T" : "D"}`;
}

/** A word the dictionary has, with an ending (and the stems it may come from, first found wins). */
const ENDINGS: { ending: RegExp; stems: (stem: string) => string[]; say: (phones: string) => string }[] = [
  { ending: /'s$|s'$/, stems: (stem) => [stem], say: withS },
  { ending: /ies$/, stems: (stem) => [`${stem}y`], say: (phones) => `${phones} Z` },
  // "gametes" is "gamete" and an s (not "gamet" and "iz"); "boxes" is "box" and "iz".
  { ending: /es$/, stems: (stem) => [`${stem}e`, stem], say: withS },
  { ending: /s$/, stems: (stem) => [stem], say: withS },
  { ending: /ied$/, stems: (stem) => [`${stem}y`], say: (phones) => `${phones} D` },
  { ending: /ed$/, stems: (stem) => [`${stem}e`, stem, stem.replace(/(.)\1$/, "$1")], say: withEd },
  {
    ending: /ing$/,
    stems: (stem) => [stem, `${stem}e`, stem.replace(/(.)\1$/, "$1")],
    say: (phones) => `${phones} IH NG`,
  },
];

/** How to say `word` (lower case), from the dictionary or a relative of it there; undefined if nothing fits. */
export function pronunciationOf(word: string, dictionary: Dictionary): string | undefined {
  const known = dictionary.get(word);
  if (known) return known;
  const american = americanSpelling(word);
  if (american !== word && dictionary.has(american)) return dictionary.get(american);
  for (const spelling of american === word ? [word] : [american, word]) {
    for (const { ending, stems, say } of ENDINGS) {
      if (!ending.test(spelling)) continue;
      const stem = spelling.replace(ending, "");
      if (stem.length < 3) continue;
      for (const candidate of stems(stem)) {
        const phones = dictionary.get(candidate) ?? dictionary.get(americanSpelling(candidate));
        if (phones) return say(phones);
      }
    }
  }
  return undefined;
}

/** Dictionary lines ("vapour V EY P ER") for the notes' words it lacks and can be given. */
export function notesPronunciations(notes: string, dictionary: Dictionary): string[] {
  const lines = new Map<string, string>();
  for (const word of notes.toLowerCase().match(/[a-z][a-z']*/g) ?? []) {
    if (dictionary.has(word) || lines.has(word)) continue;
    const phones = pronunciationOf(word, dictionary);
    if (phones) lines.set(word, `${word} ${phones}`);
  }
  return [...lines.values()];
}
