/**
 * One interface per AI capability (issue 5). Each result names the engine that produced it,
 * so the UI can say whether an offline algorithm or a provider's model wrote it.
 */
export interface EngineResult {
  engine: string;
}

export interface SummarizeInput {
  text: string;
  /** What the summary is for (e.g. a spoken lecture); engines that cannot follow it say so. */
  instruction?: string | undefined;
}

export interface Summary extends EngineResult {
  summary: string;
}

export interface TitledSummary extends Summary {
  title: string;
}

export interface SummarizeEngine {
  readonly name: string;
  summarize(input: SummarizeInput): Promise<Summary>;
}

export interface TitleAndSummaryEngine {
  readonly name: string;
  titleAndSummary(text: string): Promise<TitledSummary>;
}

export interface SpeechInput {
  text: string;
  /** A voice name; engines map it to the nearest voice they have. */
  voice?: string | undefined;
}

export interface Speech extends EngineResult {
  audio: Uint8Array;
  contentType: "audio/mpeg";
  durationSeconds: number;
  voice: string;
}

export interface SpeakEngine {
  readonly name: string;
  speak(input: SpeechInput): Promise<Speech>;
}

export interface RecognizedText extends EngineResult {
  /** The text found, or the spec's "No text detected". */
  text: string;
  /** The engine's mean confidence, 0 to 100. */
  confidence: number;
}

export interface OcrEngine {
  readonly name: string;
  recognize(image: Uint8Array): Promise<RecognizedText>;
}

export interface Transcription extends EngineResult {
  text: string;
  /** Length of the recording in seconds. */
  durationSeconds: number;
}

export interface TranscribeEngine {
  readonly name: string;
  /** Resolves to undefined when the engine can run, otherwise to how to enable it. */
  unavailableReason(): Promise<string | undefined>;
  transcribe(audio: Uint8Array, mimeType?: string): Promise<Transcription>;
}
