/**
 * Band-limited resampling with a Blackman-windowed sinc filter. The cut-off sits just below the
 * lower of the two Nyquist frequencies, so downsampling (48 kHz browser audio to the 16 kHz a
 * speech recogniser wants) does not fold high frequencies back into the speech band.
 *
 * The filter is tabulated for 512 fractional positions between input samples (a timing error
 * of at most 1/1024 of a sample), so each output sample costs one multiply-add per tap and no
 * trigonometry.
 */
const HALF_WIDTH = 16; // zero crossings of the sinc on each side
const PHASES = 512;

export function resample(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (!(fromRate > 0 && toRate > 0)) throw new RangeError("sample rates must be positive");
  if (fromRate === toRate) return input.slice();
  const ratio = toRate / fromRate;
  const length = Math.floor(input.length * ratio);
  const output = new Float32Array(length);
  // Cut-off as a fraction of the input rate: 0.5 is the input's Nyquist frequency.
  const cutoff = 0.5 * Math.min(1, ratio) * 0.95;
  // The filter widens (in input samples) as the cut-off narrows, keeping its shape.
  const reach = Math.ceil(HALF_WIDTH / (2 * cutoff));
  const taps = 2 * reach;
  const table = filterTable(cutoff, reach, taps);
  for (let i = 0; i < length; i++) {
    const centre = i / ratio;
    const base = Math.floor(centre);
    const phase = Math.min(PHASES - 1, Math.round((centre - base) * PHASES));
    const weights = phase * taps;
    const start = base - reach + 1;
    let sum = 0;
    if (start >= 0 && start + taps <= input.length) {
      for (let k = 0; k < taps; k++) sum += (input[start + k] ?? 0) * (table[weights + k] ?? 0);
    } else {
      for (let k = 0; k < taps; k++) {
        const j = start + k;
        if (j >= 0 && j < input.length) sum += (input[j] ?? 0) * (table[weights + k] ?? 0);
      }
    }
    output[i] = sum;
  }
  return output;
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
