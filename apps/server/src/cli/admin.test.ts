import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { serverRoot } from "../paths";
import { signIn, signUp } from "../test/api-client";
import { startTestServer, type TestServer } from "../test/test-server";

const runAdmin = async (env: Record<string, string>, ...args: string[]) => {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "src/cli/admin.ts", ...args],
      {
        cwd: serverRoot,
        env: { PATH: process.env.PATH ?? "", ...env },
      },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
};

describe("npm run admin", () => {
  let t: TestServer;
  afterEach(() => t.stop());

  it("gives a user the admin role, and refuses while the server holds the data folder", async () => {
    t = await startTestServer("pglite");
    const a = await signUp(t);

    const busy = await runAdmin(t.database.env, "role", a.input.email, "admin");
    expect(busy.code).toBe(1);
    expect(busy.output).toContain("stop the server before using this command");

    await t.server.close();
    const done = await runAdmin(t.database.env, "role", a.input.email, "admin");
    expect(done).toEqual({ code: 0, output: `${a.input.email} now has the admin role.\n` });
    const disabled = await runAdmin(t.database.env, "disable", a.input.email);
    expect(disabled.output).toBe(`${a.input.email} is disabled.\n`);
    await runAdmin(t.database.env, "enable", a.input.email);

    t = await startTestServer("pglite", { database: t.database });
    expect((await signIn(t, a.input.email, a.input.password)).user.role).toBe("admin");
  });

  it("explains its usage and unknown emails", async () => {
    t = await startTestServer("pglite");
    await t.server.close();
    const usage = await runAdmin(t.database.env, "role", "someone@example.org", "emperor");
    expect(usage.code).toBe(1);
    expect(usage.output).toContain("npm run admin -- role <email> admin|user");
    const unknown = await runAdmin(t.database.env, "role", "nobody@example.org", "admin");
    expect(unknown.output).toContain("No account has the email nobody@example.org.");
    t = await startTestServer("pglite", { database: t.database });
  });
});
