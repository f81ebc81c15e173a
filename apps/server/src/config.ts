import path from "node:path";
import { z } from "zod";

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(0, "must be between 0 and 65535")
  .max(65535, "must be between 0 and 65535");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

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
  };
}
