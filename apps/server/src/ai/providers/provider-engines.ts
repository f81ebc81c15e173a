import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createGroq } from "@ai-sdk/groq";
import { createOpenAI } from "@ai-sdk/openai";
import type { ProviderSettings } from "../../config";
import type { OcrEngine, SpeakEngine, TranscribeEngine } from "../capabilities";
import { LanguageModelEngine } from "./language-model.engine";
import {
  AzureSpeechEngine,
  GoogleVisionOcrEngine,
  ProviderSpeechEngine,
  ProviderTranscriptionEngine,
} from "./media.engines";
import type { RetryOptions } from "./retry";

export interface ProviderEngines {
  claude: LanguageModelEngine | undefined;
  gemini: LanguageModelEngine | undefined;
  openai: LanguageModelEngine | undefined;
  /** In order of preference. */
  transcribers: TranscribeEngine[];
  speakers: SpeakEngine[];
  readers: OcrEngine[];
}

const base = (url: string | undefined) => (url ? { baseURL: url.replace(/\/+$/, "") } : {});

/** The engines of every provider the configuration switches on; the offline engines are added by the caller. */
export function createProviderEngines(settings: ProviderSettings, retry: RetryOptions = {}): ProviderEngines {
  const { anthropic, gemini, openai, groq, azureSpeech, googleVision } = settings;
  const openaiProvider = openai
    ? createOpenAI({ apiKey: openai.apiKey, ...base(openai.baseUrl) })
    : undefined;
  const transcribers: TranscribeEngine[] = [];
  if (groq) {
    const provider = createGroq({ apiKey: groq.apiKey, ...base(groq.baseUrl) });
    transcribers.push(
      new ProviderTranscriptionEngine(
        `groq:${groq.transcriptionModel}`,
        provider.transcription(groq.transcriptionModel),
        retry,
      ),
    );
  }
  if (openai && openaiProvider && openai.features.includes("transcription")) {
    transcribers.push(
      new ProviderTranscriptionEngine(
        `openai:${openai.transcriptionModel}`,
        openaiProvider.transcription(openai.transcriptionModel),
        retry,
      ),
    );
  }
  const speakers: SpeakEngine[] = [];
  if (azureSpeech) {
    speakers.push(
      new AzureSpeechEngine(
        { apiKey: azureSpeech.apiKey, baseUrl: azureSpeech.baseUrl ?? "", voice: azureSpeech.voice },
        retry,
      ),
    );
  }
  if (openai && openaiProvider && openai.features.includes("speech")) {
    speakers.push(
      new ProviderSpeechEngine(
        `openai:${openai.speechModel}`,
        openaiProvider.speech(openai.speechModel),
        openai.speechVoice,
        retry,
      ),
    );
  }
  return {
    claude: anthropic
      ? new LanguageModelEngine(
          `claude:${anthropic.model}`,
          createAnthropic({ apiKey: anthropic.apiKey, ...base(anthropic.baseUrl) })(anthropic.model),
          retry,
        )
      : undefined,
    gemini: gemini
      ? new LanguageModelEngine(
          `gemini:${gemini.model}`,
          createGoogleGenerativeAI({ apiKey: gemini.apiKey, ...base(gemini.baseUrl) })(gemini.model),
          retry,
        )
      : undefined,
    // Chat Completions, which every OpenAI-compatible server speaks.
    openai:
      openai && openaiProvider && openai.features.includes("language")
        ? new LanguageModelEngine(`openai:${openai.model}`, openaiProvider.chat(openai.model), retry)
        : undefined,
    transcribers,
    speakers,
    readers: googleVision ? [new GoogleVisionOcrEngine(googleVision, retry)] : [],
  };
}
