import { spawn, type ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import { serverRoot } from "../paths";

export interface SpawnedServer {
  child: ChildProcess;
  /** Resolves with the exit code, or with "running" once the server says it is listening. */
  ready: Promise<number | "running">;
  exited: Promise<number | null>;
  output(): string;
}

/** Runs src/main.ts in a separate Node process, the way a second `npm start` would. */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? "",
      // The test run's temporary folder (global-setup.ts), removed after it, unless one is given.
      TMPDIR: tmpdir(),
      HOST: "127.0.0.1",
      PORT: "0",
      NODE_ENV: "test",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = new Promise<number | "running">((resolve) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Study Well is running")) resolve("running");
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then((code) => resolve(code ?? -1));
  });
  return { child, ready, exited, output: () => out };
}
