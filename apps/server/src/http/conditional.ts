import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Whether an If-None-Match header names `etag` (RFC 9110 §13.1.2: weak comparison, a list of
 * tags, or `*`). A header that fails to parse matches nothing, so the full answer is sent.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => opaque(tag) === wanted);
}

export type ContentEncoding = "br" | "gzip";

/**
 * The encoding to send a body of `bytes` in, from the request's Accept-Encoding: brotli, then
 * gzip; none for small bodies, where the header costs more than it saves.
 */
export function chooseEncoding(request: FastifyRequest, bytes: number): ContentEncoding | undefined {
  if (bytes < COMPRESS_ABOVE_BYTES) return undefined;
  const accepted = new Map<string, number>();
  for (const part of (request.headers["accept-encoding"] ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.has("*") ? (accepted.get("*") ?? 0) : 0);
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return undefined;
}

/** JSON answers smaller than this go uncompressed (also @fastify/compress's threshold in app.ts). */
export const COMPRESS_ABOVE_BYTES = 1024;

/** Marks an answer whose body depends on Accept-Encoding, for any cache in between. */
export function varyOnEncoding(reply: FastifyReply): FastifyReply {
  return reply.header("vary", "accept-encoding");
}
