// Decodes one HEIC photo (what iPhones take) to RGBA pixels in a worker thread of its own: sharp's
// prebuilt libvips reads HEIC headers but has no HEVC decoder, and libheif (WebAssembly, through
// heic-decode) would hold the server's event loop for the second a phone photo takes. Plain
// JavaScript, so the same file runs from source and, bundled, as dist/heic-worker.js (build.mjs).
// In: workerData {bytes, maxPixels, maxSide}. Out: one message, {width, height, data} with the
// pixels transferred, or {error: {name, message, width?, height?}}.
import { parentPort, workerData } from "node:worker_threads";
import decode from "heic-decode";

const { bytes, maxPixels, maxSide } = workerData;

/** @param {unknown} message @param {ArrayBuffer[]} [transfer] */
const reply = (message, transfer = []) => parentPort?.postMessage(message, transfer);

try {
  const images = await decode.all({ buffer: bytes });
  try {
    const first = images[0];
    if (!first) throw new Error("no picture in the file");
    const { width, height } = first;
    // Read from the header before anything is decoded: a small file may claim a huge picture.
    if (width * height > maxPixels || Math.max(width, height) > maxSide) {
      reply({ error: { name: "ImageTooLargeError", message: "too large", width, height } });
    } else {
      const picture = await first.decode();
      const data = new Uint8Array(picture.data.buffer, picture.data.byteOffset, picture.data.byteLength);
      reply({ width: picture.width, height: picture.height, data }, [data.buffer]);
    }
  } finally {
    images.dispose();
  }
} catch (error) {
  reply({
    error: { name: "UnreadableImageError", message: error instanceof Error ? error.message : String(error) },
  });
}
