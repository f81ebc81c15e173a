/**
 * Generates hostile requests from the OpenAPI document: for every operation, a valid request
 * built from its schemas, then variants with one to three values replaced by something a careless
 * or malicious client might send (NUL characters, lone surrogates, years the database cannot hold,
 * wrong types, missing or extra fields, empty bodies, other ids). Deterministic for a seed.
 */

// JSON Schema as zod writes it into the OpenAPI document; only the keywords we read.
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  nullable?: boolean;
  $ref?: string;
}

export interface Operation {
  method: string;
  /** OpenAPI path, `{param}` style. */
  path: string;
  pathParams: string[];
  /** The JSON request body's schema, when the operation takes JSON. */
  body: JsonSchema | undefined;
  /** True when the operation takes the raw bytes of a file as its body. */
  rawBody: boolean;
}

export interface FuzzCase {
  /** Values for the path's parameters; `undefined` means "use the real id". */
  params: Record<string, string | undefined>;
  /** JSON to send, or raw bytes with their declared type; undefined sends no body. */
  body?: { json: unknown } | { text: string; type: string } | { bytes: Uint8Array; type: string };
  /** A query string to append, for operations that take none. */
  query?: string;
  label: string;
}

export interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** A small deterministic PRNG (mulberry32). */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}
export type Random = ReturnType<typeof random>;

/** Operations that carry files take their bodies raw; the rest take JSON or nothing. */
export function operationsOf(doc: OpenApiDoc, rawBodyPaths: readonly string[]): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const json = op.requestBody?.content["application/json"]?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
        body: json ? resolve(doc, json) : undefined,
        rawBody: rawBodyPaths.includes(path),
      });
    }
  }
  return ops;
}

function resolve(doc: OpenApiDoc, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split("/").at(-1) ?? "";
  const target = doc.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved ${schema.$ref}`);
  return resolve(doc, target);
}

// Long strings are capped so a valid-but-large request does not turn the fuzz run into a benchmark.
const LONGEST_VALID = 2000;

/** A value that satisfies the schema, as far as this generator understands it. */
export function validValue(schema: JsonSchema, rng: Random): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return validValue(rng.pick(alternatives.filter((s) => s.type !== "null")), rng);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || rng.next() < 0.5) out[key] = validValue(prop, rng);
      }
      return out;
    }
    case "array":
      return Array.from({ length: 1 + rng.int(2) }, () => validValue(schema.items ?? {}, rng));
    case "integer":
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 100, 1 + rng.int(5)));
    case "number":
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 100, 1.5));
    case "boolean":
      return rng.next() < 0.5;
    case "string":
      return validString(schema, rng);
    default:
      return "value";
  }
}

function validString(schema: JsonSchema, rng: Random): string {
  switch (schema.format) {
    case "email":
      return `fuzz${rng.int(1e9)}@example.org`;
    case "uuid":
      return crypto.randomUUID();
    case "date":
      return "2026-11-20";
    case "date-time":
      return "2026-11-20T10:00:00.000Z";
    default: {
      const min = Math.max(schema.minLength ?? 1, 1);
      const text = rng.pick([
        "Cells divide by mitosis.",
        "Photosynthesis",
        "Zoë's notes — 第一课",
        "Plain text",
      ]);
      return text
        .padEnd(min, "x")
        .slice(0, Math.min(schema.maxLength ?? Infinity, Math.max(min, text.length)));
    }
  }
}

/** Strings a hostile or careless client sends; `max` is the field's declared length, if any. */
function hostileStrings(max: number | undefined): string[] {
  const boundary = Math.min(max ?? LONGEST_VALID, LONGEST_VALID);
  return [
    "",
    " ",
    "\t\n ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfff",
    "\ud83d",
    "\uffff\ufffe",
    "\u202eevil",
    "😀".repeat(40),
    "x".repeat(boundary),
    "x".repeat((max ?? 100_000) + 1),
    "0000-01-01",
    "9999-12-31",
    "+275760-09-13",
    "-000001-01-01",
    "2024-02-30",
    "2026-13-01",
    "1970-01-01T00:00:00Z",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "not-a-uuid",
    "../../../etc/passwd",
    "'; drop table users; --",
    "<script>alert(1)</script>",
    "%00",
    "null",
    "NaN",
    "-1",
    "1e309",
    "__proto__",
    "a@b",
    "@example.org",
    "fuzz@example.org\u0000",
  ];
}

function hostileValues(schema: JsonSchema): unknown[] {
  let nested: unknown = "deep";
  for (let i = 0; i < 64; i++) nested = { a: nested };
  return [
    ...hostileStrings(schema.maxLength),
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    [],
    ["a", 1, null],
    {},
    { __proto__: { polluted: true } },
    JSON.parse('{"__proto__": {"polluted": true}}'),
    nested,
  ];
}

/** Every place a value sits in a JSON value: a path of keys. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== "object") return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => paths(v, [...prefix, k]))];
}

function schemaAt(schema: JsonSchema, path: string[]): JsonSchema {
  let current: JsonSchema = schema;
  for (const key of path) {
    const options = current.anyOf ?? current.oneOf;
    if (options) current = options.find((o) => o.properties?.[key] ?? o.items) ?? {};
    current = current.properties?.[key] ?? current.items ?? {};
  }
  return current;
}

function setAt(root: unknown, path: string[], value: unknown, remove: boolean): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string, unknown>;
  let parent: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path.at(-1) as string;
  if (remove) Reflect.deleteProperty(parent, last);
  else parent[last] = value;
  return copy;
}

const HOSTILE_IDS = [
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "1",
  "-1",
  "%00",
  "%F0%9F%98%80",
  "x".repeat(5000),
  "'%20or%201=1",
  "..%2F..%2Fetc%2Fpasswd",
];

const RAW_BODIES = (rng: Random): { bytes: Uint8Array; type: string }[] => {
  const noise = Uint8Array.from({ length: 2048 }, () => rng.int(256));
  const pngHeader = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const riff = new TextEncoder().encode("RIFF\u0024\u0000\u0000\u0000WAVEfmt ");
  return [
    { bytes: new Uint8Array(0), type: "application/octet-stream" },
    { bytes: noise, type: rng.pick(["image/png", "image/jpeg", "audio/webm", "audio/wav", "audio/mpeg"]) },
    { bytes: pngHeader, type: "image/png" },
    { bytes: Uint8Array.from([...pngHeader, ...noise.subarray(0, 64)]), type: "image/png" },
    { bytes: Uint8Array.from([0xff, 0xd8, 0xff, ...noise.subarray(0, 128)]), type: "image/jpeg" },
    { bytes: Uint8Array.from([...riff, ...noise.subarray(0, 40)]), type: "audio/wav" },
    { bytes: new TextEncoder().encode("OggS"), type: "audio/ogg" },
    { bytes: Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, ...noise.subarray(0, 200)]), type: "audio/webm" },
    { bytes: noise, type: "text/plain" },
  ];
};

/** `count` hostile variants of one operation's request. */
export function fuzzCases(op: Operation, count: number, seed: number): FuzzCase[] {
  const rng = random(seed);
  const real = Object.fromEntries(op.pathParams.map((p) => [p, undefined]));
  const cases: FuzzCase[] = [];
  for (let i = 0; i < count; i++) {
    const roll = rng.next();
    if (op.pathParams.length > 0 && roll < 0.15) {
      const param = rng.pick(op.pathParams);
      cases.push({
        params: { ...real, [param]: rng.pick(HOSTILE_IDS) },
        ...(op.body ? { body: { json: validValue(op.body, rng) } } : {}),
        label: `path ${param}`,
      });
      continue;
    }
    if (op.rawBody) {
      cases.push({ params: real, body: rng.pick(RAW_BODIES(rng)), label: "raw body" });
      continue;
    }
    if (!op.body) {
      // Nothing expected: send junk in the query string, and a body where the method allows one.
      const withBody = op.method !== "GET" && op.method !== "HEAD" && rng.next() < 0.5;
      cases.push({
        params: real,
        query: rng.pick(["a=%00", "x=" + "y".repeat(3000), "__proto__[a]=1", "%E0%A4%A", "a[]=1&a[]=2", ""]),
        ...(withBody
          ? { body: { text: rng.pick(['{"a":1}', "\u0000", "not json"]), type: "application/json" } }
          : {}),
        label: withBody ? "unexpected body" : "query string",
      });
      continue;
    }
    if (roll < 0.3) {
      const whole = rng.pick<FuzzCase["body"]>([
        { json: {} },
        { json: [] },
        { json: null },
        { json: "text" },
        { json: 42 },
        { text: "", type: "application/json" },
        { text: "{", type: "application/json" },
        { text: '{"a":', type: "application/json" },
        { text: "\u0000", type: "application/json" },
        { text: JSON.stringify(validValue(op.body, rng)), type: "text/plain" },
        { text: "a=1&b=2", type: "application/x-www-form-urlencoded" },
      ]);
      cases.push({ params: real, body: whole, label: "whole body" });
      continue;
    }
    let body = validValue(op.body, rng);
    const changes = 1 + rng.int(3);
    const labels: string[] = [];
    for (let c = 0; c < changes; c++) {
      const all = paths(body).filter((p) => p.length > 0);
      if (all.length === 0 || rng.next() < 0.1) {
        body = setAt(body, [`extra${c}`], rng.pick(hostileValues({})), false);
        labels.push("extra field");
        continue;
      }
      const at = rng.pick(all);
      const remove = rng.next() < 0.15;
      body = setAt(body, at, remove ? undefined : rng.pick(hostileValues(schemaAt(op.body, at))), remove);
      labels.push(`${remove ? "without" : "hostile"} ${at.join(".")}`);
    }
    cases.push({ params: real, body: { json: body }, label: labels.join(", ") });
  }
  return cases;
}

/** Fills `{param}` placeholders with the case's values or the real ids. */
export function urlOf(op: Operation, fuzz: FuzzCase, realIds: Record<string, string>): string {
  const path = op.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => fuzz.params[name] ?? realIds[name] ?? "missing",
  );
  return fuzz.query ? `${path}?${fuzz.query}` : path;
}
