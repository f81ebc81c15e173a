import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeTempDir } from "./test/test-database";
import { spawnServer, type SpawnedServer } from "./test/spawn-server";
import { startTestServer, type TestServer } from "./test/test-server";

describe("the server process", () => {
  const children: SpawnedServer[] = [];
  let t: TestServer | undefined;
  afterEach(async () => {
    for (const c of children.splice(0)) {
      if (c.child.exitCode === null) {
        c.child.kill("SIGKILL");
        await c.exited;
      }
    }
    await t?.stop();
    t = undefined;
  });

  it("stops with the list of bad variables when the configuration is wrong", async () => {
    const run = spawnServer({ PORT: "eighty", DATABASE_URL: "mysql://x/y", DATA_DIR: await makeTempDir() });
    children.push(run);
    expect(await run.ready).toBe(1);
    expect(run.output()).toContain("Invalid configuration:");
    expect(run.output()).toContain("PORT:");
    expect(run.output()).toContain("DATABASE_URL:");
  });

  it("refuses to start on a data folder another server is using", async () => {
    t = await startTestServer("pglite");
    const run = spawnServer({ DATA_DIR: t.database.dataDir });
    children.push(run);
    expect(await run.ready).toBe(1);
    expect(run.output()).toContain(
      `Another Study Well server is already using the data folder ${t.database.dataDir}.`,
    );
    // The refused process must not have touched the running server.
    expect((await t.fetch("/api/health")).status).toBe(200);
  });

  it("shuts down cleanly on SIGTERM and frees the data folder for the next start", async () => {
    const dataDir = await makeTempDir();
    const first = spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    children.push(first);
    expect(await first.ready).toBe("running");
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, ".lock"))).toBe(false);

    // An upload a killed server was receiving: the next start deletes it.
    await mkdir(path.join(dataDir, "tmp"), { recursive: true });
    const cutOff = path.join(dataDir, "tmp", "0d7e9f0c-3c1c-4b51-9a53-7c1f2f0c9e11.upload");
    await writeFile(cutOff, "half a recording");
    const second = spawnServer({ DATA_DIR: dataDir });
    children.push(second);
    expect(await second.ready).toBe("running");
    expect(existsSync(cutOff)).toBe(false);
  });
});
