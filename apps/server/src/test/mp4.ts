/** An MP4 (ISO BMFF) box: its size and type, then its contents. */
export function box(type: string, ...contents: Uint8Array[]): Uint8Array {
  const size = 8 + contents.reduce((sum, part) => sum + part.length, 0);
  const bytes = new Uint8Array(size);
  new DataView(bytes.buffer).setUint32(0, size);
  bytes.set(new TextEncoder().encode(type), 4);
  let at = 8;
  for (const part of contents) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** A track holding what `handler` says ("soun" sound, "vide" pictures), with no samples. */
export function trak(handler: string): Uint8Array {
  const hdlr = new Uint8Array(25); // version and flags, pre_defined, the type, reserved, an empty name
  hdlr.set(new TextEncoder().encode(handler), 8);
  return box(
    "trak",
    box("tkhd", new Uint8Array(84)),
    box("mdia", box("mdhd", new Uint8Array(24)), box("hdlr", hdlr)),
  );
}

/**
 * A tiny MP4 with one track per handler and a few bytes of samples: an M4A recording
 * (`["soun"]`, brand "M4A "), a video (`["vide", "soun"]`, brand "isom"). `moovLast`: the movie
 * header after the samples, as ffmpeg and phones write it.
 */
export function buildMp4({
  handlers = ["soun"],
  brand = "M4A ",
  moovLast = false,
}: { handlers?: string[]; brand?: string; moovLast?: boolean } = {}): Uint8Array {
  const ascii = (text: string) => new TextEncoder().encode(text);
  const ftyp = box("ftyp", ascii(brand), new Uint8Array(4), ascii(`${brand}isommp42`));
  const moov = box("moov", box("mvhd", new Uint8Array(100)), ...handlers.map(trak));
  const mdat = box("mdat", new Uint8Array(64).fill(0x21));
  const parts = moovLast ? [ftyp, mdat, moov] : [ftyp, moov, mdat];
  return new Uint8Array(Buffer.concat(parts));
}
