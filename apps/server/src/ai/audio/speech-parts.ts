import type { AudioBytes } from "./audio-bytes";
import { SPEECH_SAMPLE_RATE } from "./audio-format";
import { speechSamples } from "./decode-audio";

/** Long recordings are recognised in parts of at most this many seconds, cut where it is quietest. */
export const SEGMENT_SECONDS = 90;

/**
 * Cuts 16 kHz speech, as it is decoded, into parts of at most `longestSeconds`, each cut at the
 * quietest tenth of a second in its last sixth (a pause between words, where the recogniser
 * itself would end an utterance). It holds no more than one part and the piece that completes it.
 */
export class PauseCutter {
  private readonly longest: number;
  private pending: Int16Array[] = [];
  private pendingLength = 0;

  constructor(longestSeconds = SEGMENT_SECONDS) {
    this.longest = Math.round(longestSeconds * SPEECH_SAMPLE_RATE);
  }

  /** The parts `samples` completes (usually none). */
  push(samples: Int16Array): Int16Array[] {
    this.pending.push(samples);
    this.pendingLength += samples.length;
    if (this.pendingLength <= this.longest) return [];
    let rest = concat(this.pending, this.pendingLength);
    const parts: Int16Array[] = [];
    while (rest.length > this.longest) {
      const cut = quietestCut(rest, this.longest);
      parts.push(rest.slice(0, cut));
      rest = rest.subarray(cut);
    }
    this.pending = [rest.slice()];
    this.pendingLength = rest.length;
    return parts;
  }

  /** What is left at the end of the recording, as the last part; undefined when nothing is. */
  flush(): Int16Array | undefined {
    const rest = this.pendingLength > 0 ? concat(this.pending, this.pendingLength) : undefined;
    this.pending = [];
    this.pendingLength = 0;
    return rest;
  }
}

/** A whole 16 kHz recording cut as PauseCutter cuts it when it arrives piece by piece. */
export function speechSegments(samples: Int16Array, longestSeconds = SEGMENT_SECONDS): Int16Array[] {
  const cutter = new PauseCutter(longestSeconds);
  const parts = cutter.push(samples);
  const last = cutter.flush();
  return last ? [...parts, last] : parts;
}

/** Where to end a part of `samples` of at most `longest` samples: the middle of its quietest window. */
function quietestCut(samples: Int16Array, longest: number): number {
  const window = SPEECH_SAMPLE_RATE / 10;
  const step = window / 4;
  let cut = longest;
  let quietest = Infinity;
  for (let at = longest - Math.round(longest / 6); at + window <= longest; at += step) {
    let energy = 0;
    for (let i = at; i < at + window; i++) energy += (samples[i] ?? 0) ** 2;
    if (energy < quietest) {
      quietest = energy;
      cut = at + window / 2;
    }
  }
  return cut;
}

function concat(pieces: Int16Array[], length: number): Int16Array {
  const [only] = pieces;
  if (only && pieces.length === 1) return only;
  const out = new Int16Array(length);
  let offset = 0;
  for (const piece of pieces) {
    out.set(piece, offset);
    offset += piece.length;
  }
  return out;
}

/**
 * A recording as 16 kHz parts of at most `longestSeconds`, each handed on as soon as it is
 * decoded: the recogniser can work on one while the rest is still unread.
 */
export async function* speechParts(
  source: AudioBytes,
  maxSeconds: number,
  longestSeconds = SEGMENT_SECONDS,
): AsyncGenerator<Int16Array> {
  const cutter = new PauseCutter(longestSeconds);
  for await (const samples of speechSamples(source, maxSeconds)) yield* cutter.push(samples);
  const last = cutter.flush();
  if (last) yield last;
}
