import path from "node:path";
import { z } from "zod";
import { DEFAULT_MIN_PASSWORD_LENGTH, DEFAULT_SPECIAL_CHARACTERS } from "@study-well/shared";
import { DEFAULT_SLOW_CLIENT_LIMITS, type SlowClientLimits } from "./http/slow-clients";

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(0, "must be between 0 and 65535")
  .max(65535, "must be between 0 and 65535");
const count = (fallback: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(fallback);
const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
    .default(fallback ? "true" : "false")
    .transform((v) => v === "true" || v === "1" || v === "yes");

const seconds = (fallback: number) =>
  z.coerce.number({ error: "must be a number" }).positive("must be above 0").default(fallback);

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: port.default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: flag(false),
    HTTP_HEADERS_TIMEOUT_SECONDS: seconds(10),
    HTTP_BODY_TIMEOUT_SECONDS: seconds(10),
    HTTP_BODY_MIN_RATE: count(500),
    ADMIN_EMAIL: z.email({ error: "must be an email address" }).optional(),
    ADMIN_PASSWORD: z.string().min(DEFAULT_MIN_PASSWORD_LENGTH, "must be at least 6 characters").optional(),
    REGISTRATION: z.enum(["open", "closed"], { error: "must be open or closed" }).default("open"),
    AUTH_EMAIL_ENUMERATION_PROTECTION: flag(false),
    AUTH_SIGNIN_FAILURES_LIMIT: count(10),
    AUTH_SIGNIN_FAILURES_WINDOW_MINUTES: count(15),
    AUTH_SIGNIN_ADDRESS_FAILURES_LIMIT: count(50),
    AUTH_SIGNIN_ACCOUNT_FAILURES_LIMIT: count(10),
    AUTH_SIGNIN_BACKOFF_FIRST_SECONDS: count(1),
    AUTH_SIGNIN_BACKOFF_MAX_SECONDS: count(300),
    AUTH_SIGNUP_LIMIT: count(100),
    AUTH_SIGNUP_WINDOW_MINUTES: count(60),
    AUTH_RESET_MAIL_LIMIT: count(5),
    AUTH_RESET_MAIL_WINDOW_MINUTES: count(60),
    AUTH_RESET_MAIL_ADDRESS_LIMIT: count(10),
    REFRESH_TOKEN_TTL_DAYS: count(30),
    PASSWORD_MIN_LENGTH: count(DEFAULT_MIN_PASSWORD_LENGTH).refine((n) => n >= DEFAULT_MIN_PASSWORD_LENGTH, {
      error: "must be at least 6",
    }),
    PASSWORD_MAX_LENGTH: z.coerce.number({ error: "must be a number" }).int().min(6).max(4096).optional(),
    PASSWORD_REQUIRE_LOWERCASE: flag(false),
    PASSWORD_REQUIRE_UPPERCASE: flag(false),
    PASSWORD_REQUIRE_NUMERIC: flag(false),
    PASSWORD_REQUIRE_NON_ALPHANUMERIC: flag(false),
    PASSWORD_POLICY_ENFORCEMENT: z
      .enum(["ENFORCE", "OFF"], { error: "must be ENFORCE or OFF" })
      .default("OFF"),
    PASSWORD_FORCE_UPGRADE_ON_SIGNIN: flag(false),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    MAIL_FROM: z.string().min(3).default("Study Well <no-reply@localhost>"),
    AI_REQUESTS_PER_MINUTE: count(30),
    ANTHROPIC_API_KEY: z.string().optional(),
    ANTHROPIC_BASE_URL: httpUrl.optional(),
    ANTHROPIC_MODEL: z.string().default("claude-sonnet-4-5"),
    GEMINI_API_KEY: z.string().optional(),
    GEMINI_BASE_URL: httpUrl.optional(),
    GEMINI_MODEL: z.string().default("gemini-2.5-flash"),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: httpUrl.optional(),
    OPENAI_MODEL: z.string().default("gpt-4o-mini"),
    OPENAI_TRANSCRIPTION_MODEL: z.string().default("whisper-1"),
    OPENAI_SPEECH_MODEL: z.string().default("tts-1"),
    OPENAI_SPEECH_VOICE: z.string().default("alloy"),
    OPENAI_FEATURES: z
      .string()
      .default("language,transcription,speech")
      .transform((v) =>
        v
          .split(",")
          .map((f) => f.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.enum(["language", "transcription", "speech"], {
            error: "must list language, transcription and/or speech",
          }),
        ),
      ),
    GROQ_API_KEY: z.string().optional(),
    GROQ_BASE_URL: httpUrl.optional(),
    GROQ_TRANSCRIPTION_MODEL: z.string().default("whisper-large-v3"),
    AZURE_SPEECH_KEY: z.string().optional(),
    AZURE_SPEECH_REGION: z
      .string()
      .regex(/^[a-z0-9]+$/, "must be a region name such as westeurope")
      .optional(),
    AZURE_SPEECH_BASE_URL: httpUrl.optional(),
    AZURE_SPEECH_VOICE: z.string().default("en-US-AvaMultilingualNeural"),
    GOOGLE_VISION_API_KEY: z.string().optional(),
    GOOGLE_VISION_BASE_URL: httpUrl.optional(),
    S3_ENDPOINT: httpUrl.optional(),
    S3_BUCKET: z.string().min(3, "must be a bucket name").optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag(true),
    JOB_WORKERS: count(2),
    USER_STORAGE_MB: count(5120),
    TASK_LEASE_SECONDS: seconds(60),
    TASK_SWEEP_SECONDS: seconds(30),
    TASK_CANCEL_WINDOW_SECONDS: seconds(15),
  })
  .superRefine((e, ctx) => {
    if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_ACCESS_KEY_ID"],
        message: "S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
      });
    }
    if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD go together",
      });
    }
    if (e.AZURE_SPEECH_KEY && !e.AZURE_SPEECH_REGION && !e.AZURE_SPEECH_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["AZURE_SPEECH_REGION"],
        message: "AZURE_SPEECH_KEY needs AZURE_SPEECH_REGION (or AZURE_SPEECH_BASE_URL)",
      });
    }
    if (e.PASSWORD_MAX_LENGTH !== undefined && e.PASSWORD_MAX_LENGTH < e.PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: "custom",
        path: ["PASSWORD_MAX_LENGTH"],
        message: "must not be below PASSWORD_MIN_LENGTH",
      });
    }
  });

export interface Limit {
  max: number;
  windowMs: number;
}

/** A wait that doubles with every attempt past a limit, from `firstMs` up to `maxMs`. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
}

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** How slow a client may send its request before it is cut off (http/slow-clients.ts). */
  http: SlowClientLimits;
  admin: { email: string; password: string } | undefined;
  auth: {
    registration: "open" | "closed";
    enumerationProtection: boolean;
    /** Failed sign-ins from one address to one account. */
    signInFailures: Limit;
    /** Failed sign-ins from one address, whatever the account. */
    signInFailuresPerAddress: Limit;
    /** Failed sign-ins to one account, from anywhere: past the limit, each attempt waits longer. */
    signInFailuresPerAccount: Limit & { backoff: Backoff };
    signUps: Limit;
    /** Reset mails to one address... */
    resetMails: Limit;
    /** ...and asked for from one network address. */
    resetMailsPerAddress: Limit;
    refreshTokenTtlMs: number;
    passwordPolicy: {
      minPasswordLength: number;
      maxPasswordLength: number | undefined;
      requireLowercase: boolean;
      requireUppercase: boolean;
      requireNumeric: boolean;
      requireNonAlphanumeric: boolean;
      allowedNonAlphanumericCharacters: string[];
      enforcementState: "ENFORCE" | "OFF";
      forceUpgradeOnSignin: boolean;
      schemaVersion: 1;
    };
  };
  mail: { smtpUrl: string | undefined; from: string };
  ai: { perUser: Limit; providers: ProviderSettings };
  /** Where uploaded files and lecture speech are kept: DATA_DIR/files unless S3_BUCKET is set. */
  storage: StorageSettings;
  /** The most bytes one user's stored files may take before an upload is refused. */
  userStorageBytes: number;
  /** Background work (uploads, lectures): see tasks/tasks.service.ts. */
  tasks: { workers: number; leaseSeconds: number; sweepSeconds: number; finishRaceSeconds: number };
}

export type StorageSettings =
  | { driver: "fs"; root: string }
  | {
      driver: "s3";
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export interface ProviderAccount {
  apiKey: string;
  /** Undefined: the provider's public endpoint. */
  baseUrl: string | undefined;
}

/** AI providers switched on by their keys; each has its own base URL for self-hosted or proxy endpoints. */
export interface ProviderSettings {
  anthropic: (ProviderAccount & { model: string }) | undefined;
  gemini: (ProviderAccount & { model: string }) | undefined;
  /** Any OpenAI-compatible server: OpenAI, Ollama, llama.cpp, vLLM, LocalAI. */
  openai:
    | (ProviderAccount & {
        model: string;
        transcriptionModel: string;
        speechModel: string;
        speechVoice: string;
        features: ("language" | "transcription" | "speech")[];
      })
    | undefined;
  groq: (ProviderAccount & { transcriptionModel: string }) | undefined;
  azureSpeech: (ProviderAccount & { voice: string }) | undefined;
  googleVision: ProviderAccount | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const MINUTE = 60_000;

/** Parses the environment once at start-up; every bad variable is reported together. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      bodyGraceMs: e.HTTP_BODY_TIMEOUT_SECONDS * 1000,
      minBodyBytesPerSecond: e.HTTP_BODY_MIN_RATE,
      requestTimeoutMs: DEFAULT_SLOW_CLIENT_LIMITS.requestTimeoutMs,
    },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    auth: {
      registration: e.REGISTRATION,
      enumerationProtection: e.AUTH_EMAIL_ENUMERATION_PROTECTION,
      signInFailures: {
        max: e.AUTH_SIGNIN_FAILURES_LIMIT,
        windowMs: e.AUTH_SIGNIN_FAILURES_WINDOW_MINUTES * MINUTE,
      },
      signInFailuresPerAddress: {
        max: e.AUTH_SIGNIN_ADDRESS_FAILURES_LIMIT,
        windowMs: e.AUTH_SIGNIN_FAILURES_WINDOW_MINUTES * MINUTE,
      },
      signInFailuresPerAccount: {
        max: e.AUTH_SIGNIN_ACCOUNT_FAILURES_LIMIT,
        windowMs: e.AUTH_SIGNIN_FAILURES_WINDOW_MINUTES * MINUTE,
        backoff: {
          firstMs: e.AUTH_SIGNIN_BACKOFF_FIRST_SECONDS * 1000,
          maxMs: e.AUTH_SIGNIN_BACKOFF_MAX_SECONDS * 1000,
        },
      },
      signUps: { max: e.AUTH_SIGNUP_LIMIT, windowMs: e.AUTH_SIGNUP_WINDOW_MINUTES * MINUTE },
      resetMails: { max: e.AUTH_RESET_MAIL_LIMIT, windowMs: e.AUTH_RESET_MAIL_WINDOW_MINUTES * MINUTE },
      resetMailsPerAddress: {
        max: e.AUTH_RESET_MAIL_ADDRESS_LIMIT,
        windowMs: e.AUTH_RESET_MAIL_WINDOW_MINUTES * MINUTE,
      },
      refreshTokenTtlMs: e.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * MINUTE,
      passwordPolicy: {
        minPasswordLength: e.PASSWORD_MIN_LENGTH,
        maxPasswordLength: e.PASSWORD_MAX_LENGTH,
        requireLowercase: e.PASSWORD_REQUIRE_LOWERCASE,
        requireUppercase: e.PASSWORD_REQUIRE_UPPERCASE,
        requireNumeric: e.PASSWORD_REQUIRE_NUMERIC,
        requireNonAlphanumeric: e.PASSWORD_REQUIRE_NON_ALPHANUMERIC,
        allowedNonAlphanumericCharacters: DEFAULT_SPECIAL_CHARACTERS,
        enforcementState: e.PASSWORD_POLICY_ENFORCEMENT,
        forceUpgradeOnSignin: e.PASSWORD_FORCE_UPGRADE_ON_SIGNIN,
        schemaVersion: 1,
      },
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    storage:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            driver: "s3",
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: "fs", root: path.join(path.resolve(cwd, e.DATA_DIR), "files") },
    userStorageBytes: e.USER_STORAGE_MB * 1024 * 1024,
    tasks: {
      workers: e.JOB_WORKERS,
      leaseSeconds: e.TASK_LEASE_SECONDS,
      sweepSeconds: e.TASK_SWEEP_SECONDS,
      finishRaceSeconds: e.TASK_CANCEL_WINDOW_SECONDS,
    },
    ai: {
      perUser: { max: e.AI_REQUESTS_PER_MINUTE, windowMs: MINUTE },
      providers: {
        anthropic: e.ANTHROPIC_API_KEY
          ? { apiKey: e.ANTHROPIC_API_KEY, baseUrl: e.ANTHROPIC_BASE_URL, model: e.ANTHROPIC_MODEL }
          : undefined,
        gemini: e.GEMINI_API_KEY
          ? { apiKey: e.GEMINI_API_KEY, baseUrl: e.GEMINI_BASE_URL, model: e.GEMINI_MODEL }
          : undefined,
        // A local server (Ollama, llama.cpp...) needs only its URL.
        openai:
          e.OPENAI_API_KEY || e.OPENAI_BASE_URL
            ? {
                apiKey: e.OPENAI_API_KEY ?? "none",
                baseUrl: e.OPENAI_BASE_URL,
                model: e.OPENAI_MODEL,
                transcriptionModel: e.OPENAI_TRANSCRIPTION_MODEL,
                speechModel: e.OPENAI_SPEECH_MODEL,
                speechVoice: e.OPENAI_SPEECH_VOICE,
                features: e.OPENAI_FEATURES,
              }
            : undefined,
        groq: e.GROQ_API_KEY
          ? {
              apiKey: e.GROQ_API_KEY,
              baseUrl: e.GROQ_BASE_URL,
              transcriptionModel: e.GROQ_TRANSCRIPTION_MODEL,
            }
          : undefined,
        azureSpeech: e.AZURE_SPEECH_KEY
          ? {
              apiKey: e.AZURE_SPEECH_KEY,
              baseUrl:
                e.AZURE_SPEECH_BASE_URL ?? `https://${e.AZURE_SPEECH_REGION ?? ""}.tts.speech.microsoft.com`,
              voice: e.AZURE_SPEECH_VOICE,
            }
          : undefined,
        googleVision: e.GOOGLE_VISION_API_KEY
          ? { apiKey: e.GOOGLE_VISION_API_KEY, baseUrl: e.GOOGLE_VISION_BASE_URL }
          : undefined,
      },
    },
  };
}
