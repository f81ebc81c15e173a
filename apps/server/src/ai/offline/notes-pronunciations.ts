import { americanSpelling } from "./grading/normalize";

/**
 * Pronunciations for the notes' words the recogniser's dictionary (Debian's cmudict-en-us.dict)
 * lacks (issue 14). Most are made from words it has: "vapour" is said as "vapor", "condenses" as
 * "condense" with its ending, "reactants" as "reactant" with its. A word with no such relative
 * there ("amylase", "hypotenuse") is said as flite's letter-to-sound rules say it
 * (letter-to-sound.ts), read back with fromFlitePhones.
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

/** The notes' words (lower case) the dictionary lacks, each once, in the order they come. */
function wordsLacking(notes: string, dictionary: Dictionary): string[] {
  const words = new Set(notes.toLowerCase().match(/[a-z][a-z']*/g) ?? []);
  return [...words].filter((word) => !dictionary.has(word));
}

/**
 * Dictionary lines ("vapour V EY P ER") for the notes' words it lacks and can be given: as a
 * relative of theirs there or, failing that, as `spoken` says them (letter-to-sound rules).
 */
export function notesPronunciations(
  notes: string,
  dictionary: Dictionary,
  spoken: ReadonlyMap<string, string> = new Map(),
): string[] {
  const lines: string[] = [];
  for (const word of wordsLacking(notes, dictionary)) {
    const phones = pronunciationOf(word, dictionary) ?? spoken.get(word);
    if (phones) lines.push(`${word} ${phones}`);
  }
  return lines;
}

/** Letter-to-sound rules spell out a word this long (a run of letters, not a word). */
const LONGEST_WORD = 30;

/** The notes' words the dictionary lacks and has no relative of: for letter-to-sound rules. */
export function unsaidWords(notes: string, dictionary: Dictionary): string[] {
  return wordsLacking(notes, dictionary).filter(
    (word) => word.length <= LONGEST_WORD && !word.includes("'") && !pronunciationOf(word, dictionary),
  );
}

/** The recogniser's phones (en-us/mdef); flite's US English phone set adds "ax" and "axr". */
const RECOGNISER_PHONES = new Set(
  "AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH".split(
    " ",
  ),
);
const FROM_FLITE: Record<string, string> = { ax: "AH", axr: "ER" };

/**
 * A word's phones as flite prints them ("ae m ih l ey z") in the recogniser's phone set
 * ("AE M IH L EY Z"); undefined if there are none or one it does not know.
 */
export function fromFlitePhones(phones: string): string | undefined {
  const said = phones
    .trim()
    .split(/\s+/)
    .filter((phone) => phone && phone !== "pau")
    .map((phone) => FROM_FLITE[phone] ?? phone.toUpperCase());
  return said.length > 0 && said.every((phone) => RECOGNISER_PHONES.has(phone)) ? said.join(" ") : undefined;
}
