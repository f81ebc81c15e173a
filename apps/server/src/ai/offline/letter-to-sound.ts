import { FairQueue } from "../job-queue";
import { FliteProcess, type FliteProcessOptions, FliteUnavailableError } from "./flite-process";
import { fromFlitePhones } from "./notes-pronunciations";

/**
 * Words said in one call to flite: its text is kept as short as the voices keep theirs
 * (flite-speech.engine.ts), as the WASI host crashes on long input. At most WORDS_AT_MOST words
 * of one set of notes are said, and none once SAYING_MS have gone by (the answer waits for them).
 */
const CHARACTERS_AT_ONCE = 300;
const WORDS_AT_MOST = 500;
const SAYING_MS = 10_000;
/** One text not said in this long is stuck (it takes well under a second): flite is killed, and the text tried once more while SAYING_MS last. */
const TEXT_MS = 4_000;
/**
 * Longest start of flite's process (about 0.8 s). An answer so waits at most about SAYING_MS plus
 * a text under way, or START_MS more should the process be slow to start.
 */
const START_MS = SAYING_MS;

/**
 * Words said: a word to its phones in the recogniser's set. `interrupted`: some words went unsaid
 * for a reason that may pass (flite crashed twice on them, or took too long), so asking again
 * later may say more; words flite cannot say, or said after a close, are not an interruption.
 */
export interface Pronounced {
  phones: Map<string, string>;
  interrupted: boolean;
}

/** No words said, and none to be said by asking again. */
export const nothingSaid = (): Pronounced => ({ phones: new Map(), interrupted: false });

/**
 * How to say words the recogniser's dictionary lacks. `background`: nobody waits for them (a
 * model being written again): said after the words an answer waits for, and in less time.
 */
export type Pronounce = (words: string[], options?: { background?: boolean }) => Promise<Pronounced>;

/**
 * flite's letter-to-sound rules (issue 14): a notes' word the recogniser's dictionary lacks, and
 * has no relative of ("amylase", "hypotenuse", "glucagon"), is said as flite would say it, so
 * that a quiz's voice answer can be heard in the notes' terms. flite runs in a child process of
 * its own (FliteProcess), started when a set of notes first has such words and let go when idle.
 * Nothing here fails an answer: without flite (it cannot run, it crashed twice on the same
 * words, it took too long), words go unsaid, as before.
 */
export class LetterToSound {
  private readonly flite: FliteProcess;
  private unavailable = false;
  /** Counts closes: words being said when it closed are left unsaid, and flite is not started again for them. */
  private closes = 0;
  /**
   * Sets of words take turns, one at a time, so that no text waits behind another's in flite's
   * process (whose time limit would count the wait), and those an answer waits for go before
   * those nobody waits for.
   */
  private readonly queue = new FairQueue();

  constructor(options: FliteProcessOptions = {}) {
    this.flite = new FliteProcess({ sentenceTimeoutMs: TEXT_MS, startTimeoutMs: START_MS, ...options });
  }

  readonly pronounce: Pronounce = (words, { background = false } = {}) => {
    const closes = this.closes;
    // Counted from the call, not its turn: an answer waits at most about SAYING_MS, whatever
    // another set of notes has asked first (what goes unsaid is an interruption, asked again
    // later). Nobody waits for one in the background, but an answer may wait behind it: less.
    const until = Date.now() + (background ? TEXT_MS : SAYING_MS);
    return this.queue.run({ priority: background ? "background" : "interactive" }, () =>
      this.say(words, closes, until),
    );
  };

  private async say(words: string[], closes: number, until: number): Promise<Pronounced> {
    const said = nothingSaid();
    for (const batch of batches([...new Set(words)].slice(0, WORDS_AT_MOST))) {
      let phones: string[] | undefined;
      // A crash is tried once more (a fresh process).
      for (let attempt = 0; attempt < 2 && !phones; attempt++) {
        if (this.unavailable || closes !== this.closes) return said;
        if (Date.now() > until) return { ...said, interrupted: true };
        try {
          phones = await this.flite.phones(batch);
        } catch (error) {
          // flite cannot run here: not asked again.
          if (error instanceof FliteUnavailableError) this.unavailable = true;
        }
      }
      if (!phones) {
        // Crashed twice on these words: the rest are said, and a later call may say these.
        said.interrupted ||= !this.unavailable;
        continue;
      }
      batch.forEach((word, i) => {
        const phonesOfWord = fromFlitePhones(phones[i] ?? "");
        if (phonesOfWord) said.phones.set(word, phonesOfWord);
      });
    }
    return said;
  }

  close(): Promise<void> {
    this.closes++;
    return this.flite.close();
  }
}

/** The words in runs of at most CHARACTERS_AT_ONCE characters as flite is given them ("w1. w2."). */
function batches(words: string[]): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  let length = 0;
  for (const word of words) {
    if (run.length > 0 && length + word.length + 2 > CHARACTERS_AT_ONCE) {
      runs.push(run);
      run = [];
      length = 0;
    }
    run.push(word);
    length += word.length + 2;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}
