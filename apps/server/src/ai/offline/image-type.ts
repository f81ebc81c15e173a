/** The image formats the OCR engines read, told by their first bytes rather than a file name. */
export type ImageType = "png" | "jpeg" | "webp" | "bmp" | "gif";

export function imageType(bytes: Uint8Array): ImageType | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45) return "webp";
  if (starts(0x42, 0x4d)) return "bmp";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "gif";
  return undefined;
}
