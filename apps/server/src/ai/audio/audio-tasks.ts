import { audioDurationSeconds, decodeForSpeech } from "./decode-audio";

/** speech-worker.mjs runs these when its role is "audio" (audio-worker.ts sends them). */
export const audioTasks = {
  async decodeForSpeech({ bytes, maxSeconds }: { bytes: Uint8Array; maxSeconds: number }) {
    const pcm = await decodeForSpeech(bytes, maxSeconds);
    return { result: pcm, transfer: [pcm.samples.buffer as ArrayBuffer] };
  },
  async durationSeconds({ bytes, maxSeconds }: { bytes: Uint8Array; maxSeconds: number }) {
    return { result: await audioDurationSeconds(bytes, maxSeconds) };
  },
};
