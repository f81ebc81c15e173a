import type { AudioBytes } from "./audio-bytes";
import { boxesRead, topLevelBoxes, type Box } from "./mp4-boxes";

/** More boxes than this under a movie's tracks is no recording's header (a track holds a handful). */
const MOST_BOXES = 10_000;

/**
 * What each track of an MP4 holds, named by its handler (moov > trak > mdia > hdlr): "soun" for
 * sound, "vide" for pictures, "text" for chapter titles. Read header by header, a few bytes each,
 * so a long recording's sample tables are skipped, not read; the walk goes no deeper than the
 * handler and reads at most MOST_BOXES headers below the movie, however the file is made.
 * Undefined when there is no movie header (moov), it is cut short or its boxes do not tile, or
 * a track names no handler.
 */
export async function trackHandlers(source: AudioBytes): Promise<string[] | undefined> {
  let left = MOST_BOXES;
  const inside = async (parent: Box | undefined, type: string): Promise<Box[] | undefined> => {
    // (a movie header cut short may have lost a track: it tells nothing)
    if (!parent || parent.cut) return undefined;
    const boxes = await boxesRead(source, parent.body, parent.start + parent.size, left);
    if (!boxes || boxes.some((box) => box.cut)) return undefined;
    left -= boxes.length;
    return boxes.filter((box) => box.type === type);
  };
  const moov = (await topLevelBoxes(source))?.find((box) => box.type === "moov");
  const traks = await inside(moov, "trak");
  if (!traks) return undefined;
  const handlers: string[] = [];
  for (const trak of traks) {
    const [mdia] = (await inside(trak, "mdia")) ?? [];
    const [hdlr] = (await inside(mdia, "hdlr")) ?? [];
    // The handler's type follows the box's version and flags (4 bytes) and 4 reserved ones.
    const at = (hdlr?.body ?? 0) + 8;
    if (!hdlr || at + 4 > hdlr.start + hdlr.size) return undefined;
    const type = await source.read(at, at + 4);
    if (type.length < 4) return undefined;
    handlers.push(String.fromCharCode(...type));
  }
  return handlers;
}

/**
 * Tracks a recording may hold besides its sound, none of them seen: an audiobook's chapter
 * titles, subtitles or lyrics, timed metadata, streaming hints.
 */
const BESIDES_SOUND = new Set(["text", "sbtl", "subt", "meta", "hint", "tmcd"]);

/** Brands of audio files (iTunes' M4A, audiobooks' M4B, protected M4P): a picture track is their cover or chapter art. */
const AUDIO_BRANDS = new Set(["M4A ", "M4B ", "M4P "]);

/**
 * The MP4 holds sound and nothing to watch: a recording (M4A, AAC in MP4), not a video, which
 * is an MP4 too (a phone's clip, an .mp4 renamed .m4a), nor a HEIC photo (no tracks at all).
 */
export async function isSoundOnly(source: AudioBytes): Promise<boolean> {
  const handlers = await trackHandlers(source);
  // An audiobook's or podcast's chapter pictures are a video track of an audio brand's file.
  const head = await source.read(0, 12);
  const brand = head.length === 12 ? String.fromCharCode(...head.subarray(8, 12)) : "";
  const seen = (type: string) => type === "vide" && AUDIO_BRANDS.has(brand);
  return (
    handlers !== undefined &&
    handlers.includes("soun") &&
    handlers.every((type) => type === "soun" || BESIDES_SOUND.has(type) || seen(type))
  );
}
