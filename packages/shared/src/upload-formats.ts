import type { UploadKind } from "./api/files";

/** A format an upload control takes: how a file of it is stored, and what else it may come as. */
export interface UploadFormat {
  /** The type it is stored and served with. */
  contentType: string;
  /** The extension it is stored with, without the dot. */
  extension: string;
  /** Other types and extensions (with the dot) a file of it is known by, for the file picker. */
  also: readonly string[];
}

/**
 * The formats each upload control takes, named as the server tells them by their first bytes
 * (never by a file's name or type): it stores each as said here, and the file pickers offer
 * these and no other, so a file the server refuses cannot be chosen.
 */
export const UPLOAD_FORMATS = {
  image: {
    png: { contentType: "image/png", extension: "png", also: [] },
    jpeg: { contentType: "image/jpeg", extension: "jpg", also: [".jpeg"] },
    webp: { contentType: "image/webp", extension: "webp", also: [] },
    gif: { contentType: "image/gif", extension: "gif", also: [] },
    // An iPhone's photos; HEIF is the same container.
    heic: { contentType: "image/heic", extension: "heic", also: ["image/heif", ".heif"] },
  },
  audio: {
    wav: { contentType: "audio/wav", extension: "wav", also: ["audio/x-wav", "audio/wave"] },
    mp3: { contentType: "audio/mpeg", extension: "mp3", also: [] },
    aac: { contentType: "audio/aac", extension: "aac", also: [] },
    // What macOS and Windows call an .m4a.
    m4a: { contentType: "audio/mp4", extension: "m4a", also: ["audio/x-m4a"] },
    opus: { contentType: "audio/ogg", extension: "opus", also: [] },
    oga: { contentType: "audio/ogg", extension: "ogg", also: [".oga"] },
    webm: { contentType: "audio/webm", extension: "webm", also: [] },
  },
} as const satisfies Record<UploadKind, Record<string, UploadFormat>>;

/**
 * A file input's `accept` for one upload control: its formats' types and extensions. No
 * `audio/*`: that offers FLAC and the rest, which the server refuses. Only a hint to the
 * browser; the server still tells a file by its bytes.
 */
export function uploadAccept(kind: UploadKind): string {
  const formats = Object.values<UploadFormat>(UPLOAD_FORMATS[kind]);
  const names = formats.flatMap((format) => [format.contentType, `.${format.extension}`, ...format.also]);
  const types = names.filter((name) => !name.startsWith("."));
  const extensions = names.filter((name) => name.startsWith("."));
  return [...new Set([...types, ...extensions])].join(",");
}
