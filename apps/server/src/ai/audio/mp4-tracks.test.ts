import { describe, expect, it } from "vitest";
import { box, buildMp4, trak } from "../../test/mp4";
import type { AudioBytes } from "./audio-bytes";
import { isSoundOnly, trackHandlers } from "./mp4-tracks";

/** The bytes as a file that fails any read past its end (a file's read would come back short). */
const fileOf = (bytes: Uint8Array): AudioBytes => ({
  size: bytes.length,
  read: (start, end) =>
    start < 0 || end > bytes.length
      ? Promise.reject(new Error(`read ${start}-${end} of ${bytes.length} bytes`))
      : Promise.resolve(bytes.subarray(start, end)),
  close: () => Promise.resolve(),
});
const handlersOf = (bytes: Uint8Array) => trackHandlers(fileOf(bytes));
const soundOnly = (bytes: Uint8Array) => isSoundOnly(fileOf(bytes));
const ascii = (text: string) => new TextEncoder().encode(text);
const ftyp = box("ftyp", ascii("M4A "), new Uint8Array(4), ascii("M4A isom"));

describe("an MP4's tracks", () => {
  it("takes sound, in front of its samples or after them, whatever the brand, with chapter titles beside it", async () => {
    for (const brand of ["M4A ", "isom", "mp42"]) {
      expect(await soundOnly(buildMp4({ brand }))).toBe(true);
      expect(await soundOnly(buildMp4({ brand, moovLast: true }))).toBe(true);
    }
    expect(await handlersOf(buildMp4({ handlers: ["soun", "text"] }))).toEqual(["soun", "text"]);
    expect(await soundOnly(buildMp4({ handlers: ["soun", "text"] }))).toBe(true);
  });

  it("refuses a video, with sound or without, and an MP4 with no sound", async () => {
    expect(await handlersOf(buildMp4({ handlers: ["vide", "soun"], brand: "isom" }))).toEqual([
      "vide",
      "soun",
    ]);
    for (const handlers of [["vide", "soun"], ["soun", "vide"], ["vide"], ["soun", "auxv"], ["text"], []])
      expect({
        handlers,
        taken: await soundOnly(buildMp4({ handlers, moovLast: true, brand: "isom" })),
      }).toEqual({
        handlers,
        taken: false,
      });
  });

  it("takes an audiobook's or podcast's chapter pictures and a timecode beside its sound (review)", async () => {
    for (const brand of ["M4A ", "M4B "])
      expect(await soundOnly(buildMp4({ handlers: ["soun", "vide", "text"], brand }))).toBe(true);
    expect(await soundOnly(buildMp4({ handlers: ["soun", "tmcd"], brand: "isom" }))).toBe(true);
    // Pictures alone are no recording, whatever the brand.
    expect(await soundOnly(buildMp4({ handlers: ["vide"], brand: "M4B " }))).toBe(false);
  });

  it("reads a 64-bit box size and a last box that runs to the end (size 0)", async () => {
    const largeMdat = new Uint8Array(16 + 32);
    const view = new DataView(largeMdat.buffer);
    view.setUint32(0, 1);
    largeMdat.set(ascii("mdat"), 4);
    view.setUint32(12, largeMdat.length);
    const moov = box("moov", trak("soun"));
    expect(await handlersOf(new Uint8Array(Buffer.concat([ftyp, largeMdat, moov])))).toEqual(["soun"]);
    const toTheEnd = box("mdat", new Uint8Array(32));
    new DataView(toTheEnd.buffer).setUint32(0, 0);
    expect(await handlersOf(new Uint8Array(Buffer.concat([ftyp, moov, toTheEnd])))).toEqual(["soun"]);
    const moovToTheEnd = moov.slice();
    new DataView(moovToTheEnd.buffer).setUint32(0, 0);
    expect(await handlersOf(new Uint8Array(Buffer.concat([ftyp, moovToTheEnd])))).toEqual(["soun"]);
  });

  it("tells nothing of a file cut short, broken or built to be walked forever, and never reads past it", async () => {
    for (const moovLast of [false, true]) {
      const whole = buildMp4({ handlers: ["soun", "vide"], moovLast });
      // (the samples, 64 bytes and their box's header, come last when the movie header comes first)
      const moovEnd = moovLast ? whole.length : whole.length - 72;
      for (let end = 0; end < whole.length; end++) {
        // Cut inside its movie header, it names no track: the one lost may be a video's.
        const handlers = await handlersOf(whole.subarray(0, end));
        expect({ end, handlers }).toEqual({ end, handlers: end < moovEnd ? undefined : ["soun", "vide"] });
      }
    }
    // A first box larger than the file; a size smaller than a box's header; no movie at all.
    const liar = ftyp.slice();
    new DataView(liar.buffer).setUint32(0, 0x7fffffff);
    expect(await handlersOf(liar)).toBeUndefined();
    const tiny = box("moov", trak("soun"));
    new DataView(tiny.buffer).setUint32(0, 4);
    expect(await handlersOf(new Uint8Array(Buffer.concat([ftyp, tiny])))).toBeUndefined();
    expect(
      await handlersOf(new Uint8Array(Buffer.concat([ftyp, box("mdat", new Uint8Array(8))]))),
    ).toBeUndefined();
    // A handler box too short to name one.
    const shortHdlr = box("moov", box("trak", box("mdia", box("hdlr", new Uint8Array(6)))));
    expect(await handlersOf(new Uint8Array(Buffer.concat([ftyp, shortHdlr])))).toBeUndefined();
    // Thousands of empty boxes in the movie header: given up on, not walked.
    const crowded = box("moov", ...Array.from({ length: 20_000 }, () => box("free")), trak("soun"));
    expect(await handlersOf(new Uint8Array(Buffer.concat([ftyp, crowded])))).toBeUndefined();
  });
});
