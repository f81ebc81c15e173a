import { FliteProcess, type FliteProcessOptions, FliteUnavailableError } from "./flite-process";
import { fromFlitePhones } from "./notes-pronunciations";

/** Words said in one message to flite (about 1 ms a word), and at most for one set of notes. */
const WORDS_AT_ONCE = 100;
const WORDS_AT_MOST = 500;

/** How to say words the recogniser's dictionary lacks: a word to its phones in the recogniser's set. */
export type Pronounce = (words: string[]) => Promise<Map<string, string>>;

/**
 * flite's letter-to-sound rules (issue 14): a notes' word the recogniser's dictionary lacks, and
 * has no relative of ("amylase", "hypotenuse", "glucagon"), is said as flite would say it, so
 * that a quiz's voice answer can be heard in the notes' terms. flite runs in a child process of
 * its own (FliteProcess), started when a set of notes first has such words and let go when idle.
 * Nothing here fails an answer: without flite (it cannot run, it crashed), words go unsaid, as
 * before.
 */
export class LetterToSound {
  private readonly flite: FliteProcess;
  private unavailable = false;

  constructor(options: FliteProcessOptions = {}) {
    this.flite = new FliteProcess(options);
  }

  readonly pronounce: Pronounce = async (words) => {
    const said = new Map<string, string>();
    const asked = [...new Set(words)].slice(0, WORDS_AT_MOST);
    for (let start = 0; start < asked.length && !this.unavailable; start += WORDS_AT_ONCE) {
      const batch = asked.slice(start, start + WORDS_AT_ONCE);
      let phones: string[];
      try {
        phones = await this.flite.phones(batch);
      } catch (error) {
        // flite cannot run here: not asked again. A crash: these words go unsaid, the next may not.
        if (error instanceof FliteUnavailableError) this.unavailable = true;
        continue;
      }
      batch.forEach((word, i) => {
        const phonesOfWord = fromFlitePhones(phones[i] ?? "");
        if (phonesOfWord) said.set(word, phonesOfWord);
      });
    }
    return said;
  };

  close(): Promise<void> {
    return this.flite.close();
  }
}
