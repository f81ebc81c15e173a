import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SignInResponse, SignUpRequest } from "@study-well/shared/api";
import { buildSignUp } from "./factories";
import type { TestServer } from "./test-server";

export interface ApiResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface ErrorBody {
  error: { code: string; message: string };
}

/** Calls the API as a client would: JSON in and out, an optional bearer token. */
export async function call<T = unknown>(
  t: TestServer,
  method: string,
  url: string,
  options: {
    token?: string;
    body?: unknown;
    raw?: { type: string; bytes: Uint8Array };
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.raw) headers["content-type"] = options.raw.type;
  const payload = options.raw
    ? options.raw.bytes
    : options.body !== undefined
      ? JSON.stringify(options.body)
      : undefined;
  const res = await t.fetch(url, { method, headers, ...(payload !== undefined ? { body: payload } : {}) });
  // Non-JSON answers (audio, say) are returned as their byte length, not parsed.
  const json = res.headers.get("content-type")?.startsWith("application/json");
  const body = json ? await res.text() : (await res.arrayBuffer()).byteLength;
  return {
    status: res.status,
    headers: res.headers,
    body: (typeof body === "string" ? (body ? JSON.parse(body) : null) : body) as T,
  };
}

export const errorCode = (result: ApiResult) => (result.body as ErrorBody | null)?.error.code;

export async function signUp(t: TestServer, overrides: Partial<SignUpRequest> = {}) {
  const input = buildSignUp(overrides);
  const res = await call<SignInResponse>(t, "POST", "/api/auth/sign-up", { body: input });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { input, ...res.body, token: res.body.idToken };
}

export async function signIn(t: TestServer, email: string, password: string) {
  const res = await call<SignInResponse>(t, "POST", "/api/auth/sign-in", { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body, token: res.body.idToken };
}

/** The messages in DATA_DIR/outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, "outbox");
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".eml")).sort();
  return Promise.all(names.map((n) => readFile(path.join(dir, n), "utf8")));
}

/** The oobCode of the newest mail to `email` in the outbox. */
export async function latestOobCode(dataDir: string, email: string): Promise<string> {
  const mails = (await readOutbox(dataDir)).filter((m) => m.includes(`To: ${email}`));
  const last = mails.at(-1);
  const match = last && /oobCode=([^\s&]+)/.exec(unfold(last));
  if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return decodeURIComponent(match[1]);
}

/** Undoes quoted-printable soft line breaks so links read whole. */
export function unfold(mail: string): string {
  return mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}
