import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has defaults that run a local server on the embedded database", () => {
    const config = loadConfig({}, "/srv/app");
    expect(config).toMatchObject({
      nodeEnv: "production",
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("/srv/app", "data"),
      publicUrl: "http://localhost:3000",
      databaseUrl: undefined,
      logLevel: "info",
      trustProxy: false,
      admin: undefined,
      mail: { smtpUrl: undefined, from: "Study Well <no-reply@localhost>" },
    });
    expect(config.auth).toMatchObject({
      registration: "open",
      enumerationProtection: false,
      signInFailures: { max: 10, windowMs: 15 * 60_000 },
      signUps: { max: 100, windowMs: 60 * 60_000 },
      resetMails: { max: 5, windowMs: 60 * 60_000 },
      passwordPolicy: {
        minPasswordLength: 6,
        enforcementState: "OFF",
        forceUpgradeOnSignin: false,
        schemaVersion: 1,
      },
    });
  });

  it("honours every variable the README documents", () => {
    const config = loadConfig(
      {
        NODE_ENV: "development",
        PORT: "8080",
        HOST: "127.0.0.1",
        DATA_DIR: "/var/lib/study-well",
        PUBLIC_URL: "https://study.example.org/",
        DATABASE_URL: "postgres://app@db:5432/study",
        LOG_LEVEL: "warn",
      },
      "/srv/app",
    );
    expect(config).toMatchObject({
      nodeEnv: "development",
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/study-well",
      publicUrl: "https://study.example.org",
      databaseUrl: "postgres://app@db:5432/study",
      logLevel: "warn",
    });
  });

  it("switches AI providers on by their keys, each with its own base URL", () => {
    expect(loadConfig({}).ai.providers).toEqual({
      anthropic: undefined,
      gemini: undefined,
      openai: undefined,
      groq: undefined,
      azureSpeech: undefined,
      googleVision: undefined,
    });
    const { providers } = loadConfig({
      ANTHROPIC_API_KEY: "a",
      GEMINI_API_KEY: "g",
      GEMINI_BASE_URL: "https://proxy.example.org/v1beta/",
      OPENAI_BASE_URL: "http://localhost:11434/v1",
      OPENAI_MODEL: "llama3.2",
      OPENAI_FEATURES: "language, speech",
      GROQ_API_KEY: "q",
      AZURE_SPEECH_KEY: "z",
      AZURE_SPEECH_REGION: "westeurope",
      GOOGLE_VISION_API_KEY: "v",
    }).ai;
    expect(providers.anthropic).toEqual({ apiKey: "a", baseUrl: undefined, model: "claude-sonnet-4-5" });
    expect(providers.gemini).toMatchObject({
      baseUrl: "https://proxy.example.org/v1beta/",
      model: "gemini-2.5-flash",
    });
    // Ollama and other local servers need no key.
    expect(providers.openai).toMatchObject({
      apiKey: "none",
      model: "llama3.2",
      features: ["language", "speech"],
    });
    expect(providers.groq).toMatchObject({ transcriptionModel: "whisper-large-v3" });
    expect(providers.azureSpeech).toEqual({
      apiKey: "z",
      baseUrl: "https://westeurope.tts.speech.microsoft.com",
      voice: "en-US-AvaMultilingualNeural",
    });
    expect(providers.googleVision).toEqual({ apiKey: "v", baseUrl: undefined });
    expect(() => loadConfig({ AZURE_SPEECH_KEY: "z" })).toThrow(
      "AZURE_SPEECH_REGION: AZURE_SPEECH_KEY needs AZURE_SPEECH_REGION (or AZURE_SPEECH_BASE_URL)",
    );
    expect(() => loadConfig({ OPENAI_FEATURES: "language,images" })).toThrow(/OPENAI_FEATURES/);
    expect(() => loadConfig({ GROQ_BASE_URL: "ftp://x" })).toThrow("GROQ_BASE_URL: must be an http(s) URL");
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("lists every bad variable at once", () => {
    const attempt = () =>
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://db/x",
        NODE_ENV: "staging",
        PUBLIC_URL: "localhost",
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join("\n");
      for (const name of ["PORT", "DATABASE_URL", "NODE_ENV", "PUBLIC_URL"])
        expect(problems).toContain(`${name}:`);
      expect((error as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- /);
    }
  });

  it("needs ADMIN_EMAIL and ADMIN_PASSWORD together, and checks the account settings", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "root@example.org" })).toThrow(
      /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together/,
    );
    expect(() => loadConfig({ REGISTRATION: "maybe", SMTP_URL: "http://mail" })).toThrow(ConfigError);
    expect(() => loadConfig({ PASSWORD_MIN_LENGTH: "4" })).toThrow(/PASSWORD_MIN_LENGTH: must be at least 6/);
    const config = loadConfig({
      ADMIN_EMAIL: "root@example.org",
      ADMIN_PASSWORD: "secret!",
      REGISTRATION: "closed",
      AUTH_EMAIL_ENUMERATION_PROTECTION: "true",
      SMTP_URL: "smtp://mail.example.org:587",
      PASSWORD_POLICY_ENFORCEMENT: "ENFORCE",
      PASSWORD_REQUIRE_UPPERCASE: "yes",
    });
    expect(config.admin).toEqual({ email: "root@example.org", password: "secret!" });
    expect(config.auth.registration).toBe("closed");
    expect(config.auth.enumerationProtection).toBe(true);
    expect(config.mail.smtpUrl).toBe("smtp://mail.example.org:587");
    expect(config.auth.passwordPolicy).toMatchObject({ enforcementState: "ENFORCE", requireUppercase: true });
  });

  it("rejects ports out of range", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT: must be between 0 and 65535/);
  });
});
