import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { format, resolveConfig } from "prettier";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase } from "../db/database";

/** The command that rewrites the committed contract files. */
export const REGENERATE_COMMAND = "npm run api:generate";

const repoRoot = new URL("../../../../", import.meta.url);

/**
 * The committed contract, by path from the repository root: the OpenAPI document the server
 * publishes, and the TypeScript types the web client is typed by.
 */
export const CONTRACT_FILES = {
  document: "packages/shared/openapi/openapi.json",
  types: "apps/web/src/lib/api/schema.d.ts",
} as const;

type ContractFiles = Record<keyof typeof CONTRACT_FILES, string>;

/** Builds the app (in memory, default configuration, not listening) and prints both files afresh. */
export async function generateContract(): Promise<ContractFiles> {
  const document = await openApiDocument();
  const types = astToString(await openapiTS(document));
  return {
    document: await prettier(JSON.stringify(document), CONTRACT_FILES.document),
    types: await prettier(
      `// Generated from ${CONTRACT_FILES.document} by \`${REGENERATE_COMMAND}\`: do not edit.\n\n${types}`,
      CONTRACT_FILES.types,
    ),
  };
}

export async function readCommittedContract(): Promise<ContractFiles> {
  const read = (path: string) => readFile(fileURLToPath(new URL(path, repoRoot)), "utf8").catch(() => "");
  return { document: await read(CONTRACT_FILES.document), types: await read(CONTRACT_FILES.types) };
}

export async function writeContract(files: ContractFiles): Promise<void> {
  for (const key of Object.keys(CONTRACT_FILES) as (keyof ContractFiles)[]) {
    await writeFile(fileURLToPath(new URL(CONTRACT_FILES[key], repoRoot)), files[key]);
  }
}

async function openApiDocument(): Promise<OpenAPI3> {
  const database = await openDatabase({ memory: true });
  try {
    await database.migrate();
    // Only defaults: the document must not depend on the machine that prints it.
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: "silent" }),
      database,
      webRoot: undefined,
    });
    try {
      await app.ready();
      return sortMapsByName(app.swagger() as unknown as OpenAPI3);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/**
 * Paths and component schemas by name, so the document does not change when routes are
 * registered in another order; everything inside keeps the order of the zod schemas.
 */
function sortMapsByName(document: OpenAPI3): OpenAPI3 {
  const { paths, components } = document;
  return {
    ...document,
    ...(paths ? { paths: sorted(paths) } : {}),
    ...(components?.schemas ? { components: { ...components, schemas: sorted(components.schemas) } } : {}),
  };
}

const sorted = <T>(map: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(map).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

async function prettier(text: string, path: string): Promise<string> {
  const filepath = fileURLToPath(new URL(path, repoRoot));
  return format(text, { ...(await resolveConfig(filepath)), filepath });
}
