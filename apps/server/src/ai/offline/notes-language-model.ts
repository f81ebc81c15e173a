import { americanSpelling } from "./grading/normalize";

/**
 * The offline recogniser's language model, biased toward a quiz's notes (issue 14).
 *
 * Debian's US English model (`en-us.lm.bin`) is a trigram model in sphinxbase's binary trie
 * format (KenLM's layout): a header, the counts of each order, 16-bit quantisation tables,
 * the unigrams as plain floats, then bit-packed bigram and trigram entries, and the words. A
 * trie cannot take new n-grams without being rebuilt, so the notes are mixed in where the model
 * has room for them:
 * - each word of the notes has its probability interpolated with its share of the notes;
 * - each bigram and trigram of the notes the general model also has is interpolated with its
 *   share in the notes (set to the nearest of the model's own quantised values);
 * - a word of the notes the general model lacks ("stomata", "chloroplasts", "mitochondria":
 *   it could never be heard) takes the place of one of the model's rarest words, one in no
 *   n-gram, with its share of the notes as its probability; a British spelling takes the place
 *   of its American form ("vapour" of "vapor", n-grams and all).
 * Probabilities in the file are logarithms in base 1.0001 (sphinxbase's log-math), as floats.
 * Everything else in the model stays as it was, so an answer in words the notes never use is
 * recognised as well as before.
 */

const HEADER = "Trie Language Model";
/** sphinxbase keeps log-probabilities in base 1.0001: this turns one into a log10. */
const LOG10_OF_BASE = Math.log10(1.0001);
const TABLE_BYTES = 65536 * 4;
const UNIGRAM_BYTES = 12;

/** How much of each order's probability comes from the notes (the rest from general English). */
export interface NotesWeights {
  unigram: number;
  bigram: number;
  trigram: number;
}

/**
 * Chosen on the graded set's tune, report and fresh answers read aloud (`npm run
 * bench:voice-answers` reports the others): 0.1/0.5/0.5 heard 21.7% of their words wrong, against
 * 22.1-22.2% for 0.3/0.7/0.7, 0.5/0.8/0.8 and 0.2/0.5/0.5, and 29.3% for the general model.
 */
export const NOTES_WEIGHTS: NotesWeights = { unigram: 0.1, bigram: 0.5, trigram: 0.5 };

export class NotLanguageModelError extends Error {
  override name = "NotLanguageModelError";
}

/** Bits needed to write numbers up to `max`. */
function bitsFor(max: number): number {
  let bits = 0;
  for (let v = max; v > 0; v = Math.floor(v / 2)) bits++;
  return bits;
}

function readBits(bytes: Buffer, offset: number, length: number): number {
  const value = bytes.readUInt32LE(Math.floor(offset / 8)) >>> (offset % 8);
  return (value & ((1 << length) - 1)) >>> 0;
}

function writeBits(bytes: Buffer, offset: number, length: number, value: number): void {
  for (let i = 0; i < length; i++) {
    const at = offset + i;
    const mask = 1 << (at % 8);
    const index = Math.floor(at / 8);
    const byte = bytes[index] ?? 0;
    bytes[index] = (value >>> i) & 1 ? byte | mask : byte & ~mask;
  }
}

/** The nearest of a quantisation table's (ascending) values to `value`. */
function nearestCode(table: Float32Array, value: number): number {
  let low = 0;
  let high = table.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((table[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low > 0 && value - (table[low - 1] ?? 0) < (table[low] ?? 0) - value ? low - 1 : low;
}

/** A trigram model in sphinxbase's binary trie format, read into (a copy of) its bytes. */
class TrieModel {
  readonly counts: [number, number, number];
  readonly words: string[];
  readonly ids: Map<string, number>;
  /** The model's bytes up to the word list (which is written anew). */
  readonly bytes: Buffer;
  private readonly tablesAt: number;
  private readonly unigramsAt: number;
  private readonly middleAt: number;
  private readonly longestAt: number;
  private readonly wordBits: number;
  private readonly nextBits: number;
  private readonly middleBits: number;
  private readonly longestBits: number;
  readonly middleTable: Float32Array;
  readonly longestTable: Float32Array;

  constructor(file: Buffer) {
    if (file.length < HEADER.length + 13 || file.toString("latin1", 0, HEADER.length) !== HEADER) {
      throw new NotLanguageModelError("not a binary trie language model");
    }
    let at = HEADER.length;
    const order = file.readUInt8(at);
    at += 1;
    if (order !== 3) throw new NotLanguageModelError(`a ${order}-gram model, not a trigram one`);
    const counts: [number, number, number] = [
      file.readUInt32LE(at),
      file.readUInt32LE(at + 4),
      file.readUInt32LE(at + 8),
    ];
    this.counts = counts;
    at += 12 + 4; // the counts, then an unused word
    this.tablesAt = at;
    at += 3 * TABLE_BYTES; // bigram probabilities and backoffs, trigram probabilities
    this.unigramsAt = at;
    at += (counts[0] + 1) * UNIGRAM_BYTES;
    this.wordBits = bitsFor(counts[0]);
    this.nextBits = bitsFor(counts[2]);
    this.middleBits = this.wordBits + 32 + this.nextBits;
    this.longestBits = this.wordBits + 16;
    this.middleAt = at;
    at += Math.floor(((1 + counts[1]) * this.middleBits + 7) / 8) + 8;
    this.longestAt = at;
    at += Math.floor(((1 + counts[2]) * this.longestBits + 7) / 8) + 8;
    if (at + 4 > file.length) throw new NotLanguageModelError("the model is cut short");
    const wordBytes = file.readInt32LE(at);
    if (at + 4 + wordBytes !== file.length)
      throw new NotLanguageModelError("the model's length does not add up");
    this.words = file
      .toString("latin1", at + 4, at + 4 + wordBytes)
      .split("\0")
      .slice(0, counts[0]);
    if (this.words.length !== counts[0]) throw new NotLanguageModelError("the model's words do not add up");
    this.ids = new Map(this.words.map((word, id) => [word, id]));
    this.bytes = Buffer.from(file.subarray(0, at));
    this.middleTable = this.table(0);
    this.longestTable = this.table(2);
  }

  private table(index: number): Float32Array {
    const values = new Float32Array(65536);
    for (let i = 0; i < values.length; i++)
      values[i] = this.bytes.readFloatLE(this.tablesAt + index * TABLE_BYTES + i * 4);
    return values;
  }

  /** A unigram's log10 probability. */
  unigram(id: number): number {
    return this.bytes.readFloatLE(this.unigramsAt + id * UNIGRAM_BYTES) * LOG10_OF_BASE;
  }

  setUnigram(id: number, log10: number, backoff?: number): void {
    this.bytes.writeFloatLE(log10 / LOG10_OF_BASE, this.unigramsAt + id * UNIGRAM_BYTES);
    if (backoff !== undefined)
      this.bytes.writeFloatLE(backoff / LOG10_OF_BASE, this.unigramsAt + id * UNIGRAM_BYTES + 4);
  }

  /** Words in no n-gram: none ends in them, and none has them as the word before. */
  inNoNgram(): Set<number> {
    // Two million entries: read inline, not through readBits.
    const before = new Uint8Array(this.counts[0]);
    const bytes = this.bytes;
    const mask = (1 << this.wordBits) - 1;
    for (let i = 0, at = this.middleAt * 8; i < this.counts[1]; i++, at += this.middleBits) {
      const byte = at >>> 3;
      const word =
        ((bytes[byte] ?? 0) |
          ((bytes[byte + 1] ?? 0) << 8) |
          ((bytes[byte + 2] ?? 0) << 16) |
          ((bytes[byte + 3] ?? 0) << 24)) >>>
        (at & 7);
      before[word & mask] = 1;
    }
    const none = new Set<number>();
    for (let id = 0; id < this.counts[0]; id++) {
      if (this.next(id) === this.next(id + 1) && !before[id]) none.add(id);
    }
    return none;
  }

  private next(id: number): number {
    return this.bytes.readUInt32LE(this.unigramsAt + id * UNIGRAM_BYTES + 8);
  }

  /** Entries are kept under the word they predict, then by the word before, sorted by id. */
  private find(at: number, bits: number, begin: number, end: number, key: number): number | undefined {
    let low = begin;
    let high = end - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const word = readBits(this.bytes, at * 8 + middle * bits, this.wordBits);
      if (word < key) low = middle + 1;
      else if (word > key) high = middle - 1;
      else return middle;
    }
    return undefined;
  }

  /** Where the bigram's probability code is (a bit offset), and the trigrams under it. */
  bigram(before: number, word: number): { probabilityAt: number; below: [number, number] } | undefined {
    const index = this.find(this.middleAt, this.middleBits, this.next(word), this.next(word + 1), before);
    if (index === undefined) return undefined;
    const entry = this.middleAt * 8 + index * this.middleBits + this.wordBits;
    return {
      probabilityAt: entry + 16,
      below: [
        readBits(this.bytes, entry + 32, this.nextBits),
        readBits(this.bytes, entry + this.middleBits + 32, this.nextBits),
      ],
    };
  }

  /** Where the trigram's probability code is (a bit offset). */
  trigram(first: number, before: number, word: number): number | undefined {
    const bigram = this.bigram(before, word);
    if (!bigram) return undefined;
    const index = this.find(this.longestAt, this.longestBits, bigram.below[0], bigram.below[1], first);
    return index === undefined ? undefined : this.longestAt * 8 + index * this.longestBits + this.wordBits;
  }

  probability(table: Float32Array, at: number): number {
    return (table[readBits(this.bytes, at, 16)] ?? 0) * LOG10_OF_BASE;
  }

  setProbability(table: Float32Array, at: number, log10: number): void {
    writeBits(this.bytes, at, 16, nearestCode(table, log10 / LOG10_OF_BASE));
  }

  /** The whole model, with its (possibly renamed) words. */
  toBuffer(): Buffer {
    const words = Buffer.from(`${this.words.join("\0")}\0`, "latin1");
    const length = Buffer.alloc(4);
    length.writeInt32LE(words.length);
    return Buffer.concat([this.bytes, length, words]);
  }
}

/**
 * The notes' sentences as lower-case words the recogniser can say, each between <s> and </s>. A
 * word it cannot say ("X-ray", "CO2") ends a run: the words either side of it were never said
 * together.
 */
function notesSentences(notes: string, canSay: (word: string) => boolean): string[][] {
  return notes
    .toLowerCase()
    .split(/(?<=[.!?;:])\s+|\n+/)
    .flatMap((sentence) =>
      sentence.split(/\s+/).reduce<string[][]>(
        (runs, token) => {
          const words = token.match(/[a-z][a-z']*/g) ?? [];
          if (words.length > 0 && words.every(canSay)) runs.at(-1)?.push(...words);
          else runs.push([]);
          return runs;
        },
        [[]],
      ),
    )
    .filter((words) => words.length > 0)
    .map((words) => ["<s>", ...words, "</s>"]);
}

function counted(
  sentences: string[][],
  order: number,
): { grams: Map<string, number>; contexts: Map<string, number> } {
  const grams = new Map<string, number>();
  const contexts = new Map<string, number>();
  for (const words of sentences) {
    // <s> is never predicted: counting starts at the word after it.
    for (let i = Math.max(order - 1, 1); i < words.length; i++) {
      const gram = words.slice(i - order + 1, i + 1).join(" ");
      grams.set(gram, (grams.get(gram) ?? 0) + 1);
      const context = words.slice(i - order + 1, i).join(" ");
      contexts.set(context, (contexts.get(context) ?? 0) + 1);
    }
  }
  return { grams, contexts };
}

const mix = (general: number, weight: number, share: number) =>
  Math.log10((1 - weight) * 10 ** general + weight * share);

/**
 * `general` (the bytes of a binary trie trigram model) with `notes` mixed in; `canSay` tells
 * whether the recogniser's dictionary has a word. Throws NotLanguageModelError for a file it
 * cannot read (the recogniser then keeps the general model).
 */
export function notesLanguageModel(
  general: Buffer,
  notes: string,
  canSay: (word: string) => boolean,
  weights: NotesWeights = NOTES_WEIGHTS,
): { model: Buffer; added: string[] } {
  const lm = new TrieModel(general);
  const sentences = notesSentences(notes, canSay);
  const unigrams = counted(sentences, 1);
  const total = [...unigrams.grams.values()].reduce((sum, n) => sum + n, 0);
  const notesWords = new Set(unigrams.grams.keys());

  // Words of the notes the model lacks take the place of its rarest words that are in no n-gram.
  const added: string[] = [];
  // A British spelling the model has in its American form ("vapour", "vapor") takes that form's
  // place, with all its n-grams ("water vapor"): the notes' spelling is what is heard.
  for (const word of notesWords) {
    const american = americanSpelling(word);
    const id = lm.ids.get(american);
    if (lm.ids.has(word) || american === word || id === undefined || notesWords.has(american)) continue;
    lm.ids.delete(american);
    lm.words[id] = word;
    lm.ids.set(word, id);
    added.push(word);
  }
  const missing = [...notesWords].filter((word) => !lm.ids.has(word));
  if (missing.length > 0) {
    const inNoNgram = lm.inNoNgram();
    const spare = lm.words
      .map((word, id) => ({ word, id }))
      .filter(({ word, id }) => !word.startsWith("<") && !notesWords.has(word) && inNoNgram.has(id))
      .sort((a, b) => lm.unigram(a.id) - lm.unigram(b.id));
    for (const [i, word] of missing.entries()) {
      const place = spare[i];
      if (!place) break;
      lm.ids.delete(place.word);
      lm.words[place.id] = word;
      lm.ids.set(word, place.id);
      lm.setUnigram(place.id, -99, 0);
      added.push(word);
    }
  }

  for (const [word, n] of unigrams.grams) {
    const id = lm.ids.get(word);
    if (id !== undefined) lm.setUnigram(id, mix(lm.unigram(id), weights.unigram, n / total));
  }
  const bigrams = counted(sentences, 2);
  for (const [gram, n] of bigrams.grams) {
    const [before = "", word = ""] = gram.split(" ");
    const [beforeId, wordId] = [lm.ids.get(before), lm.ids.get(word)];
    const found = beforeId !== undefined && wordId !== undefined ? lm.bigram(beforeId, wordId) : undefined;
    if (!found) continue;
    const share = n / (bigrams.contexts.get(before) ?? n);
    lm.setProbability(
      lm.middleTable,
      found.probabilityAt,
      mix(lm.probability(lm.middleTable, found.probabilityAt), weights.bigram, share),
    );
  }
  const trigrams = counted(sentences, 3);
  for (const [gram, n] of trigrams.grams) {
    const ids = gram.split(" ").map((w) => lm.ids.get(w));
    const [first, before, word] = ids;
    if (first === undefined || before === undefined || word === undefined) continue;
    const at = lm.trigram(first, before, word);
    if (at === undefined) continue;
    const share = n / (trigrams.contexts.get(gram.split(" ").slice(0, 2).join(" ")) ?? n);
    lm.setProbability(lm.longestTable, at, mix(lm.probability(lm.longestTable, at), weights.trigram, share));
  }
  return { model: lm.toBuffer(), added };
}

/** The log10 probability a model gives the last of `words` after the others, where it has that n-gram (for tests). */
export function ngramProbability(model: Buffer, words: string[]): number | undefined {
  const lm = new TrieModel(model);
  const ids = words.map((word) => lm.ids.get(word));
  if (ids.some((id) => id === undefined)) return undefined;
  const [a = 0, b = 0, c = 0] = ids as number[];
  if (ids.length === 1) return lm.unigram(a);
  if (ids.length === 2) {
    const found = lm.bigram(a, b);
    return found && lm.probability(lm.middleTable, found.probabilityAt);
  }
  const at = lm.trigram(a, b, c);
  return at === undefined ? undefined : lm.probability(lm.longestTable, at);
}
