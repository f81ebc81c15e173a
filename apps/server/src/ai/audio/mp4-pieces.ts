import { AudioTooLongError } from "../engine-errors";
import { piecesOf, type AudioBytes } from "./audio-bytes";
import { UnreadableAudioError } from "./audio-format";
import { declaredSeconds, shiftChunkOffsets, topLevelBoxes } from "./mp4-boxes";

/** A movie header this large is not a recording's (three hours of AAC need about 2 MB). */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

/**
 * An MP4 recording in decoder-sized pieces, its movie header (moov) first and in one piece: the
 * demuxer waits for all of it before it decodes anything. A file that keeps its header after its
 * samples (as ffmpeg and most phones write it) is read in that order, the header's chunk offsets
 * moved to match ("fast start"), so the samples never have to be held until the header comes.
 * The header's declared length is checked against `maxSeconds` before any sample is read.
 */
export async function* mp4Pieces(
  source: AudioBytes,
  pieceBytes: number,
  maxSeconds: number,
): AsyncGenerator<Uint8Array> {
  const boxes = await topLevelBoxes(source);
  const moov = boxes?.find((box) => box.type === "moov");
  const mdat = boxes?.find((box) => box.type === "mdat");
  if (!moov || !mdat || moov.size > MAX_MOOV_BYTES) throw new UnreadableAudioError();
  const moovEnd = moov.start + moov.size;
  // A copy: its chunk offsets may be changed below.
  const header = (await source.read(moov.start, moovEnd)).slice();
  const seconds = declaredSeconds(header, { ...moov, start: 0, body: moov.body - moov.start });
  if (seconds !== undefined && seconds > maxSeconds) throw new AudioTooLongError(maxSeconds);
  if (moov.start < mdat.start) {
    yield await source.read(0, moovEnd);
    yield* piecesOf(source, pieceBytes, moovEnd);
    return;
  }
  if (!shiftChunkOffsets(header, moov.size, moov.start)) throw new UnreadableAudioError();
  const front = await source.read(0, mdat.start);
  const first = new Uint8Array(front.length + header.length);
  first.set(front);
  first.set(header, front.length);
  yield first;
  yield* piecesOf(source, pieceBytes, mdat.start, moov.start);
  yield* piecesOf(source, pieceBytes, moovEnd);
}
