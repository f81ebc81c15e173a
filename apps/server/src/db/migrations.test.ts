import { execFile } from "node:child_process";
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it, onTestFinished } from "vitest";
import { notesFingerprint } from "../courses/course-document";
import { migrationsFolder, serverRoot } from "../paths";
import { makeTempDir } from "../test/test-database";
import { createPglite } from "./database";

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

describe("migration 0011", () => {
  it("gives a lecture made before 0010 the notes it is read with now, and leaves a later one's", async () => {
    const scratch = await makeTempDir("study-well-migrations-");
    onTestFinished(() => rm(scratch, { recursive: true, force: true }));
    const folder = path.join(scratch, "migrations");
    await cp(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, "meta/_journal.json");
    const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
    const upTo0010 = journal.entries.findIndex((entry) => entry.tag.startsWith("0011_"));
    expect(upTo0010).toBeGreaterThan(0);
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo0010) }));
    const client = await createPglite();
    onTestFinished(() => client.close());
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });

    // A course whose day and topic have lectures: the day's made before 0010, the topic's after.
    const id = (n: number) => `${String(n).repeat(8)}-0000-4000-8000-000000000000`;
    const notes = [
      { id: id(9), version: 2 },
      { id: id(3), version: 1 },
    ];
    await client.exec(`
      insert into users (id, email, password_hash, first_name, last_name) values ('${id(1)}', 'a@example.com', 'x', 'A', 'B');
      insert into courses (id, user_id, title, description) values ('${id(2)}', '${id(1)}', 'C', 'D');
      insert into topics (id, course_id, position, title, lecture_summary, lecture_at, lecture_notes)
        values ('${id(4)}', '${id(2)}', 0, 'T', 'Topic lecture', now(), 'made after 0010');
      insert into days (id, course_id, topic_id, date, lecture_summary, lecture_at)
        values ('${id(5)}', '${id(2)}', '${id(4)}', '2026-11-20', 'Day lecture', now());
      insert into days (id, course_id, topic_id, date) values ('${id(6)}', '${id(2)}', '${id(4)}', '2026-11-21');
      ${notes
        .map(
          (note, i) =>
            `insert into content_items (id, course_id, day_id, position, type, title, data, version)
             values ('${note.id}', '${id(2)}', '${id(5)}', ${i}, 'text', 'N', '{"text": "x"}', ${note.version});`,
        )
        .join("\n")}
    `);
    await writeFile(journalFile, JSON.stringify(journal));
    await migrate(db, { migrationsFolder: folder });
    const { rows } = await client.query<{ id: string; lecture_notes: string | null }>(
      "select id, lecture_notes from days union all select id, lecture_notes from topics order by id",
    );
    expect(rows).toEqual([
      { id: id(4), lecture_notes: "made after 0010" },
      { id: id(5), lecture_notes: notesFingerprint(notes) },
      { id: id(6), lecture_notes: null },
    ]);
  });
});

function drizzleKitBin(): string {
  // drizzle-kit exports no bin path; its entry point sits beside bin.cjs.
  const entry = createRequire(import.meta.url).resolve("drizzle-kit");
  return path.join(path.dirname(entry), "bin.cjs");
}
