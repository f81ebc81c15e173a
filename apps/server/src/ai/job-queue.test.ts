import { describe, expect, it } from "vitest";
import { FairQueue, type JobOptions } from "./job-queue";

/** A job that finishes when told to, logging when it starts. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return {
    run: async () => {
      log.push(name);
      await done;
      return name;
    },
    open: () => open(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A job that logs its name and is done at once. */
const instant = (log: string[], name: string) => () => {
  log.push(name);
  return Promise.resolve();
};

describe("FairQueue", () => {
  it("drops a job cancelled while it waits: it never starts, and the next one takes its turn", async () => {
    const queue = new FairQueue();
    const log: string[] = [];
    const a = gate(log, "a");
    const running = queue.run({ owner: "a" }, a.run);
    const cancel = new AbortController();
    const dropped = queue
      .run({ owner: "b", signal: cancel.signal }, instant(log, "b"))
      .catch((e: unknown) => e);
    const c = queue.run({ owner: "c" }, instant(log, "c"));
    await tick();
    cancel.abort();
    // Before: it stayed in line, and rejected only once it had started (if its task heard the signal).
    expect(await dropped).toMatchObject({ name: "AbortError" });
    expect(queue.waiting).toBe(1);
    a.open();
    await Promise.all([running, c]);
    expect(log).toEqual(["a", "c"]);
    // Already cancelled: refused at once, never queued.
    await expect(queue.run({ signal: AbortSignal.abort() }, instant(log, "late"))).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(log).toEqual(["a", "c"]);
    // A started job runs on when its signal aborts: the task hears the signal itself.
    const started = new AbortController();
    const d = gate(log, "d");
    const going = queue.run({ signal: started.signal }, d.run);
    await tick();
    started.abort();
    d.open();
    await expect(going).resolves.toBe("d");
  });

  it("runs one job at a time, each owner's jobs in the order they came", async () => {
    const queue = new FairQueue();
    const log: string[] = [];
    const jobs = ["a1", "a2", "a3"].map((name) => gate(log, name));
    const results = jobs.map((job) => queue.run({ owner: "a" }, job.run));
    await tick();
    expect(log).toEqual(["a1"]);
    for (const job of jobs) {
      job.open();
      await tick();
    }
    expect(await Promise.all(results)).toEqual(["a1", "a2", "a3"]);
    expect(log).toEqual(["a1", "a2", "a3"]);
  });

  it("lets owners take turns: one who queued many does not hold up one who queued one", async () => {
    const queue = new FairQueue();
    const log: string[] = [];
    const a = ["a1", "a2", "a3"].map((name) => gate(log, name));
    const b = gate(log, "b1");
    const all = [...a.map((job) => queue.run({ owner: "a" }, job.run)), queue.run({ owner: "b" }, b.run)];
    for (const job of [...a, b]) job.open();
    await Promise.all(all);
    expect(log).toEqual(["a1", "b1", "a2", "a3"]);
  });

  it("makes another owner wait for one step of a long job done step by step", async () => {
    const queue = new FairQueue();
    const log: string[] = [];
    const step = (name: string) =>
      queue.run({ owner: "long" }, async () => {
        log.push(name);
        await tick();
      });
    const long = (async () => {
      for (let i = 1; i <= 5; i++) await step(`long${i}`);
    })();
    const short = queue.run({ owner: "short" }, instant(log, "short"));
    await Promise.all([long, short]);
    expect(log).toEqual(["long1", "short", "long2", "long3", "long4", "long5"]);
  });

  it("starts interactive jobs before background ones, whoever queued first", async () => {
    const queue = new FairQueue();
    const log: string[] = [];
    const first = gate(log, "bg1");
    const background: JobOptions = { owner: "lectures", priority: "background" };
    const jobs = [
      queue.run(background, first.run),
      queue.run(background, instant(log, "bg2")),
      queue.run({ owner: "x", priority: "background" }, instant(log, "bg3")),
      queue.run({ owner: "u" }, instant(log, "u1")),
      queue.run({ owner: "v", priority: "interactive" }, instant(log, "v1")),
    ];
    await tick();
    first.open();
    await Promise.all(jobs);
    // Within a priority, owners still take turns: "x" has not been served, "lectures" just was.
    expect(log).toEqual(["bg1", "u1", "v1", "bg3", "bg2"]);
  });

  it("passes a job's failure to its caller and goes on with the next", async () => {
    const queue = new FairQueue();
    const failing = queue.run({ owner: "a" }, () => Promise.reject(new Error("broken")));
    const throwing = queue.run({ owner: "a" }, () => {
      throw new Error("thrown");
    });
    const next = queue.run({ owner: "b" }, () => Promise.resolve("fine"));
    await expect(failing).rejects.toThrow("broken");
    await expect(throwing).rejects.toThrow("thrown");
    expect(await next).toBe("fine");
    expect(queue.waiting).toBe(0);
  });
});
