import {
  experimental_generateSpeech as generateSpeech,
  experimental_transcribe as transcribe,
  NoTranscriptGeneratedError,
  type SpeechModel,
  type TranscriptionModel,
} from "ai";
import { AI_TEXTS } from "@study-well/shared";
import { readFile } from "node:fs/promises";
import type {
  AudioInput,
  OcrEngine,
  RecognizedText,
  SpeakEngine,
  Speech,
  SpeakOptions,
  SpeechInput,
  TranscribeEngine,
  TranscribeOptions,
  Transcription,
} from "../capabilities";
import type { JobOptions } from "../job-queue";
import { sharedAudioWorker } from "../audio/audio-worker";
import { EmptyTranscriptionError } from "../engine-errors";
import { HttpStatusError, ProviderError, retryWhenOverloaded, type RetryOptions } from "./retry";

/** Whisper and its kin behind an OpenAI-style /audio/transcriptions endpoint (OpenAI, Groq, LocalAI...). */
export class ProviderTranscriptionEngine implements TranscribeEngine {
  constructor(
    readonly name: string,
    private readonly model: TranscriptionModel,
    private readonly retry: RetryOptions = {},
  ) {}

  unavailableReason(): Promise<string | undefined> {
    return Promise.resolve(undefined);
  }

  async transcribe(audio: AudioInput, { signal }: TranscribeOptions = {}): Promise<Transcription> {
    // The provider takes the whole file in one request (and limits its size: 25 MB at OpenAI).
    const bytes = audio instanceof Uint8Array ? audio : new Uint8Array(await readFile(audio.path));
    const text = await retryWhenOverloaded(
      this.name,
      async (signal) => {
        try {
          return (await transcribe({ model: this.model, audio: bytes, maxRetries: 0, abortSignal: signal }))
            .text;
        } catch (error) {
          // No words at all is the spec's empty result, not a provider failure.
          if (NoTranscriptGeneratedError.isInstance(error)) return "";
          throw error;
        }
      },
      { ...this.retry, signal },
    );
    if (!text.trim()) throw new EmptyTranscriptionError(AI_TEXTS.transcriptionEmpty);
    return { text: text.trim(), durationSeconds: await durationOrZero(audio), engine: this.name };
  }
}

/** OpenAI-style /audio/speech (OpenAI, LocalAI, Kokoro servers...), MP3 out. */
export class ProviderSpeechEngine implements SpeakEngine {
  constructor(
    readonly name: string,
    private readonly model: SpeechModel,
    private readonly voice: string,
    private readonly retry: RetryOptions = {},
  ) {}

  async speak({ text }: SpeechInput, { signal: caller }: SpeakOptions = {}): Promise<Speech> {
    const { audio } = await retryWhenOverloaded(
      this.name,
      (signal) =>
        generateSpeech({
          model: this.model,
          text,
          voice: this.voice,
          outputFormat: "mp3",
          maxRetries: 0,
          abortSignal: signal,
        }),
      { ...this.retry, signal: caller },
    );
    const bytes = audio.uint8Array;
    return {
      audio: bytes,
      contentType: "audio/mpeg",
      durationSeconds: await mp3Duration(this.name, bytes),
      voice: this.voice,
      engine: this.name,
    };
  }
}

/** Azure AI Speech neural voices over its REST API (SSML in, MP3 out); the AI SDK has no Azure speech provider. */
export class AzureSpeechEngine implements SpeakEngine {
  readonly name = "azure-speech";

  constructor(
    private readonly account: { apiKey: string; baseUrl: string; voice: string },
    private readonly retry: RetryOptions = {},
  ) {}

  async speak({ text, voice }: SpeechInput, { signal: caller }: SpeakOptions = {}): Promise<Speech> {
    // The spec's voices are Azure's own names (en-US-AvaMultilingualNeural); anything else gets the configured one.
    const voiceName = voice && /^[a-z]{2}-[A-Z]{2}-\w+Neural$/.test(voice) ? voice : this.account.voice;
    const language = voiceName.slice(0, 5);
    const ssml = `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="${language}"><voice name="${voiceName}">${escapeXml(text)}</voice></speak>`;
    const audio = await retryWhenOverloaded(
      this.name,
      async (signal) => {
        const response = await fetch(`${this.account.baseUrl.replace(/\/+$/, "")}/cognitiveservices/v1`, {
          method: "POST",
          signal,
          headers: {
            "Ocp-Apim-Subscription-Key": this.account.apiKey,
            "Content-Type": "application/ssml+xml",
            "X-Microsoft-OutputFormat": "audio-24khz-48kbitrate-mono-mp3",
            "User-Agent": "study-well",
          },
          body: ssml,
        });
        if (!response.ok) throw new HttpStatusError(response.status, await response.text());
        return new Uint8Array(await response.arrayBuffer());
      },
      { ...this.retry, signal: caller },
    );
    return {
      audio,
      contentType: "audio/mpeg",
      durationSeconds: await mp3Duration(this.name, audio),
      voice: voiceName,
      engine: this.name,
    };
  }
}

/** Google Cloud Vision TEXT_DETECTION (spec §7), read from the first annotation's description. */
export class GoogleVisionOcrEngine implements OcrEngine {
  readonly name = "google-vision";

  constructor(
    private readonly account: { apiKey: string; baseUrl: string | undefined },
    private readonly retry: RetryOptions = {},
  ) {}

  async recognize(image: Uint8Array, { signal: caller }: JobOptions = {}): Promise<RecognizedText> {
    const base = (this.account.baseUrl ?? "https://vision.googleapis.com").replace(/\/+$/, "");
    const body = await retryWhenOverloaded(
      this.name,
      async (signal) => {
        const response = await fetch(`${base}/v1/images:annotate`, {
          method: "POST",
          signal,
          headers: { "Content-Type": "application/json", "x-goog-api-key": this.account.apiKey },
          body: JSON.stringify({
            requests: [
              {
                image: { content: Buffer.from(image).toString("base64") },
                features: [{ type: "TEXT_DETECTION" }],
              },
            ],
          }),
        });
        if (!response.ok) throw new HttpStatusError(response.status, await response.text());
        return await response.json();
      },
      { ...this.retry, signal: caller },
    );
    const first = visionAnswer(body);
    if (!first)
      throw new ProviderError(`${this.name} returned an answer in an unexpected format.`, this.name);
    if (first.error) throw new ProviderError(`${this.name} failed: ${first.error}`, this.name);
    const text = first.text?.trim();
    return { text: text || AI_TEXTS.noTextDetected, confidence: text ? 100 : 0, engine: this.name };
  }
}

function visionAnswer(body: unknown): { text?: string; error?: string } | undefined {
  if (
    typeof body !== "object" ||
    body === null ||
    !Array.isArray((body as { responses?: unknown }).responses)
  ) {
    return undefined;
  }
  const [first] = (body as { responses: unknown[] }).responses as {
    textAnnotations?: { description?: unknown }[];
    error?: { message?: unknown };
  }[];
  if (!first) return undefined;
  if (first.error) {
    const { message } = first.error;
    return { error: typeof message === "string" ? message : "unknown error" };
  }
  const description = first.textAnnotations?.[0]?.description;
  if (description !== undefined && typeof description !== "string") return undefined;
  return { text: description ?? "" };
}

/**
 * Longest audio whose length is measured (counted as it decodes, in the audio worker thread):
 * a recording or a speech longer than this says it is not MP3, or 0 s.
 */
const MEASURED_SECONDS = 60 * 60;

async function mp3Duration(engine: string, audio: Uint8Array): Promise<number> {
  try {
    return await sharedAudioWorker().durationSeconds(audio, MEASURED_SECONDS);
  } catch {
    throw new ProviderError(`${engine} returned audio that is not MP3.`, engine);
  }
}

/** The provider takes formats we may not decode; the length is then unknown (0). */
async function durationOrZero(audio: AudioInput): Promise<number> {
  try {
    return await sharedAudioWorker().durationSeconds(audio, MEASURED_SECONDS);
  } catch {
    return 0;
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
