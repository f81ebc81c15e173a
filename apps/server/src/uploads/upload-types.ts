import type { UploadKind } from "@study-well/shared/api";
import { UPLOAD_FORMATS } from "@study-well/shared";
import { audioFormat, type AudioFormat } from "../ai/audio/audio-format";
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
