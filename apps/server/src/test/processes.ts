import { readdir, readFile } from "node:fs/promises";

/** The command lines of the processes running on this machine that contain `text` (Linux's /proc). */
export async function commandsContaining(text: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const line = await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    if (line.includes(text)) found.push(line.replaceAll("\0", " ").trim());
  }
  return found;
}
