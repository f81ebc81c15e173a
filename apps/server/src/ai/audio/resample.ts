/**
 * Band-limited resampling with a Blackman-windowed sinc filter. The cut-off sits just below the
 * lower of the two Nyquist frequencies, so downsampling (48 kHz browser audio to the 16 kHz a
 * speech recogniser wants) does not fold high frequencies back into the speech band.
 *
 * The filter is tabulated for 512 fractional positions between input samples (a timing error
 * of at most 1/1024 of a sample), so each output sample costs one multiply-add per tap and no
 * trigonometry. Rates are the caller's to check: the filter's length grows with their ratio.
 */
const HALF_WIDTH = 16; // zero crossings of the sinc on each side
const PHASES = 512;

export function resample(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  const resampler = new Resampler(fromRate, toRate);
  const head = resampler.push(input);
  const tail = resampler.flush();
  if (tail.length === 0) return head;
  const output = new Float32Array(head.length + tail.length);
  output.set(head);
  output.set(tail, head.length);
  return output;
}

/**
 * The same resampling, fed a piece at a time (as a decoder hands out audio): each push returns
 * the output samples its input completes, flush() the rest. It keeps only the input the next
 * outputs still need, so a long recording never has to be held at its original rate. Pushing a
 * signal in pieces gives exactly what resample() gives for the whole.
 */
export class Resampler {
  private readonly ratio: number;
  private readonly reach: number;
  private readonly taps: number;
  private readonly table: Float32Array | undefined;
  /** Input kept, starting at input sample `kept`. */
  private buffer = new Float32Array(0);
  private kept = 0;
  private total = 0;
  private produced = 0;

  constructor(fromRate: number, toRate: number) {
    if (!(fromRate > 0 && toRate > 0)) throw new RangeError("sample rates must be positive");
    this.ratio = toRate / fromRate;
    // Cut-off as a fraction of the input rate: 0.5 is the input's Nyquist frequency.
    const cutoff = 0.5 * Math.min(1, this.ratio) * 0.95;
    // The filter widens (in input samples) as the cut-off narrows, keeping its shape.
    this.reach = Math.ceil(HALF_WIDTH / (2 * cutoff));
    this.taps = 2 * this.reach;
    this.table = fromRate === toRate ? undefined : filterTable(cutoff, this.reach, this.taps);
  }

  push(input: Float32Array): Float32Array {
    if (!this.table) {
      this.total += input.length;
      return input.slice();
    }
    this.keep(input);
    // Output i needs input up to floor(i / ratio) + reach.
    const last = Math.floor(this.total * this.ratio);
    let end = this.produced;
    while (end < last && Math.floor(end / this.ratio) + this.reach < this.total) end++;
    return this.produce(end);
  }

  /** The outputs still owed, reading silence past the end of the input. */
  flush(): Float32Array {
    if (!this.table) return new Float32Array(0);
    return this.produce(Math.floor(this.total * this.ratio));
  }

  private keep(input: Float32Array): void {
    // Drop what no output still to come reads; then append.
    const needed = Math.max(0, Math.floor(this.produced / this.ratio) - this.reach + 1);
    const drop = Math.min(Math.max(0, needed - this.kept), this.buffer.length);
    const rest = this.buffer.subarray(drop);
    const buffer = new Float32Array(rest.length + input.length);
    buffer.set(rest);
    buffer.set(input, rest.length);
    this.buffer = buffer;
    this.kept += drop;
    this.total += input.length;
  }

  /** Outputs from `produced` up to (not including) `end`. */
  private produce(end: number): Float32Array {
    const table = this.table as Float32Array;
    const { ratio, reach, taps, buffer, kept, total } = this;
    const output = new Float32Array(Math.max(0, end - this.produced));
    for (let i = this.produced; i < end; i++) {
      const centre = i / ratio;
      const base = Math.floor(centre);
      const phase = Math.min(PHASES - 1, Math.round((centre - base) * PHASES));
      const weights = phase * taps;
      const start = base - reach + 1;
      let sum = 0;
      if (start >= 0 && start + taps <= total) {
        const from = start - kept;
        for (let k = 0; k < taps; k++) sum += (buffer[from + k] ?? 0) * (table[weights + k] ?? 0);
      } else {
        for (let k = 0; k < taps; k++) {
          const j = start + k;
          if (j >= 0 && j < total) sum += (buffer[j - kept] ?? 0) * (table[weights + k] ?? 0);
        }
      }
      output[i - this.produced] = sum;
    }
    this.produced = Math.max(this.produced, end);
    return output;
  }
}

/** Row p holds the weights of input samples base-reach+1 ... base+reach for a centre at base + p/PHASES. */
function filterTable(cutoff: number, reach: number, taps: number): Float32Array {
  const table = new Float32Array(PHASES * taps);
  for (let p = 0; p < PHASES; p++) {
    const fraction = p / PHASES;
    let total = 0;
    for (let k = 0; k < taps; k++) {
      const x = k - reach + 1 - fraction;
      const weight = sinc(2 * cutoff * x) * blackman(x / reach);
      table[p * taps + k] = weight;
      total += weight;
    }
    // Unity gain at 0 Hz for every position.
    for (let k = 0; k < taps; k++) table[p * taps + k] = (table[p * taps + k] ?? 0) / total;
  }
  return table;
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const px = Math.PI * x;
  return Math.sin(px) / px;
}

/** Blackman window over [-1, 1]. */
function blackman(t: number): number {
  if (t <= -1 || t >= 1) return 0;
  const u = (t + 1) / 2;
  return 0.42 - 0.5 * Math.cos(2 * Math.PI * u) + 0.08 * Math.cos(4 * Math.PI * u);
}
