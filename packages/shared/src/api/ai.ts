import { z } from "zod";
import { isStorableText } from "./text";

const UNREADABLE = "The text contains a character that cannot be read (a NUL character or a broken emoji).";

/** Longest text the summarising routes take (about 30,000 words). */
export const AI_MAX_TEXT_CHARS = 200_000;

const text = z
  .string()
  .max(
    AI_MAX_TEXT_CHARS,
    `The text is too long: at most ${AI_MAX_TEXT_CHARS.toLocaleString("en-US")} characters.`,
  )
  .refine((value) => value.trim().length > 0, "There is no text to summarize.")
  .refine(isStorableText, UNREADABLE);

export const SummarizeRequest = z.object({
  text,
  instruction: z.string().max(2000).refine(isStorableText, UNREADABLE).optional(),
});
export type SummarizeRequest = z.infer<typeof SummarizeRequest>;
export const SummaryResponse = z
  .object({ summary: z.string(), engine: z.string() })
  .meta({ id: "SummaryResponse" });

export const TitleAndSummaryRequest = z.object({ text });
export const TitleAndSummaryResponse = z
  .object({ title: z.string(), summary: z.string(), engine: z.string() })
  .meta({ id: "TitleAndSummaryResponse" });

/** Longest text the speech route reads aloud (about twenty minutes of speech). */
export const SPEAK_MAX_TEXT_CHARS = 20_000;

export const SpeakRequest = z.object({
  text: z
    .string()
    .max(
      SPEAK_MAX_TEXT_CHARS,
      `The text is too long to read aloud: at most ${SPEAK_MAX_TEXT_CHARS.toLocaleString("en-US")} characters.`,
    )
    .refine((value) => value.trim().length > 0, "There is no text to read aloud.")
    .refine(isStorableText, UNREADABLE),
  voiceName: z.string().max(100).refine(isStorableText, UNREADABLE).optional(),
});
export type SpeakRequest = z.infer<typeof SpeakRequest>;

/** Largest picture the text-recognition route takes. */
export const OCR_MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Most pixels a picture for text recognition may have (read from its header, before decoding). */
export const OCR_MAX_IMAGE_PIXELS = 40_000_000;
/** Longest side, in pixels, of a picture for text recognition. */
export const OCR_MAX_IMAGE_SIDE = 12_000;

export const RecognizedTextResponse = z
  .object({ text: z.string(), confidence: z.number(), engine: z.string() })
  .meta({ id: "RecognizedTextResponse" });
export type RecognizedTextResponse = z.infer<typeof RecognizedTextResponse>;

/** Largest recording the transcription route takes (the providers' own limit). */
export const TRANSCRIBE_MAX_AUDIO_BYTES = 25 * 1024 * 1024;
/** Longest recording the offline recogniser takes in one request. */
export const TRANSCRIBE_MAX_SECONDS = 15 * 60;

export const TranscriptionResponse = z
  .object({ transcription: z.string(), durationSeconds: z.number(), engine: z.string() })
  .meta({ id: "TranscriptionResponse" });
export type TranscriptionResponse = z.infer<typeof TranscriptionResponse>;

const EngineChoice = z.object({ engine: z.string(), available: z.boolean(), reason: z.string().optional() });
export const AiEnginesResponse = z
  .object({
    ocr: EngineChoice,
    transcribe: EngineChoice,
    summarize: EngineChoice,
    titleAndSummary: EngineChoice,
    speak: EngineChoice,
    tutorTurn: EngineChoice,
    assess: EngineChoice,
  })
  .meta({ id: "AiEnginesResponse" });
export type AiEnginesResponse = z.infer<typeof AiEnginesResponse>;
