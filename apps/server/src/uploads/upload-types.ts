import type { UploadKind } from "@study-well/shared/api";
import { audioFormat, type AudioFormat } from "../ai/audio/audio-format";
import { imageType } from "../ai/offline/image-type";
import { AppError } from "../http/app-error";
import { isHeic } from "./picture";

export interface UploadType {
  contentType: string;
  extension: string;
}

const AUDIO_TYPES: Record<AudioFormat, UploadType> = {
  wav: { contentType: "audio/wav", extension: "wav" },
  mp3: { contentType: "audio/mpeg", extension: "mp3" },
  aac: { contentType: "audio/aac", extension: "aac" },
  m4a: { contentType: "audio/mp4", extension: "m4a" },
  opus: { contentType: "audio/ogg", extension: "opus" },
  oga: { contentType: "audio/ogg", extension: "ogg" },
  webm: { contentType: "audio/webm", extension: "webm" },
};

const IMAGE_TYPES = {
  png: { contentType: "image/png", extension: "png" },
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  webp: { contentType: "image/webp", extension: "webp" },
  gif: { contentType: "image/gif", extension: "gif" },
  heic: { contentType: "image/heic", extension: "heic" },
} as const satisfies Record<string, UploadType>;

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
