import { execFile } from "node:child_process";
import { cp, readdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it, onTestFinished } from "vitest";
import { migrationsFolder, serverRoot } from "../paths";
import { makeTempDir } from "../test/test-database";

describe("migrations", () => {
  it("are up to date with the schema (run `npm run db:generate` after changing it)", async () => {
    // drizzle-kit mangles absolute output paths, so it runs inside a scratch copy.
    const scratch = await makeTempDir("study-well-migrations-");
    await cp(migrationsFolder, path.join(scratch, "migrations"), { recursive: true });
    const schema = path.join(serverRoot, "src/db/schema.ts");
    await writeFile(
      path.join(scratch, "drizzle.config.mjs"),
      `export default ${JSON.stringify({ dialect: "postgresql", schema, out: "./migrations" })};`,
    );
    const before = await readdir(path.join(scratch, "migrations"));
    onTestFinished(() => rm(scratch, { recursive: true, force: true }));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [drizzleKitBin(), "generate", "--config", "drizzle.config.mjs"],
      { cwd: scratch },
    );
    expect(stdout).toContain("No schema changes");
    expect(await readdir(path.join(scratch, "migrations"))).toEqual(before);
  });
});

function drizzleKitBin(): string {
  // drizzle-kit exports no bin path; its entry point sits beside bin.cjs.
  const entry = createRequire(import.meta.url).resolve("drizzle-kit");
  return path.join(path.dirname(entry), "bin.cjs");
}
