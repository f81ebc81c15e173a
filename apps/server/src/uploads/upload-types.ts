import type { UploadKind } from "@study-well/shared/api";
import { UPLOAD_FORMATS } from "@study-well/shared";
import { openAudio } from "../ai/audio/audio-bytes";
import { audioFormat, type AudioFormat } from "../ai/audio/audio-format";
import { isSoundOnly } from "../ai/audio/mp4-tracks";
import { imageType, type ImageType } from "../ai/offline/image-type";
import { AppError } from "../http/app-error";
import { isHeic } from "./picture";

export interface UploadType {
  contentType: string;
  extension: string;
}

/**
 * Exactly the formats `F`, as the file pickers offer them (one list, in the shared package): a
 * format told here and not offered, or offered and not told here, does not type.
 */
type Offered<F extends string, L> = Record<F, UploadType> & Record<Exclude<keyof L, F>, never>;

const AUDIO_TYPES: Offered<AudioFormat, typeof UPLOAD_FORMATS.audio> = UPLOAD_FORMATS.audio;

/** BMP is read by the OCR engines, not taken as an upload. */
const IMAGE_TYPES: Offered<Exclude<ImageType, "bmp"> | "heic", typeof UPLOAD_FORMATS.image> =
  UPLOAD_FORMATS.image;

/**
 * What an upload is, told by its first bytes: never by its name or the type the browser sent.
 * A picture sent to the recording control (or anything else, HTML named .png, SVG) is refused
 * with a message saying what is taken.
 */
export function uploadType(kind: UploadKind, head: Uint8Array): UploadType {
  if (kind === "image") {
    const type = imageType(head);
    if (type && type !== "bmp") return IMAGE_TYPES[type];
    if (isHeic(head)) return IMAGE_TYPES.heic;
    throw AppError.of("upload/not-image");
  }
  const format = audioFormat(head);
  if (!format) throw AppError.of("upload/not-audio");
  return AUDIO_TYPES[format];
}

/**
 * What an upload is (uploadType), and for an MP4 sent as a recording, what its tracks hold: a
 * video is an MP4 too, and is refused as no recording, as is an MP4 whose tracks cannot be read.
 * `path` holds the whole upload: the movie header may come after the samples, past `head`.
 */
export async function checkedUploadType(
  kind: UploadKind,
  received: { head: Uint8Array; path: string },
): Promise<UploadType> {
  const type = uploadType(kind, received.head);
  if (kind !== "audio" || type !== AUDIO_TYPES.m4a) return type;
  const source = await openAudio({ path: received.path });
  try {
    if (!(await isSoundOnly(source))) throw AppError.of("upload/not-audio");
  } finally {
    await source.close();
  }
  return type;
}
