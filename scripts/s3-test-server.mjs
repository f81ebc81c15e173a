// A real S3-compatible server for the tests: a throwaway single-node Ceph cluster (one monitor, one
// OSD that keeps its data in memory, and the RADOS Gateway) built from Debian's packages, with no
// systemd, entirely inside one folder. Once installed it is ready in about three seconds, and its
// three daemons use about 150 MB of memory plus what is stored.
//   node scripts/s3-test-server.mjs [start] [--dir DIR] [--port PORT]
//     starts it (in a new temporary folder unless --dir is given) and prints one JSON line:
//     {"endpoint","accessKeyId","secretAccessKey","region","dir","pids"}; progress goes to stderr.
//     Started again on the same folder, it reuses the running instance or replaces a dead one.
//   node scripts/s3-test-server.mjs stop DIR
//     stops the daemons started in DIR and removes DIR.
// From Node (a Vitest global setup): `const s3 = await startS3TestServer(); ...; await s3.stop();`.
// As root with apt-get it installs the Ceph packages when they are missing, as
// scripts/test-prerequisites.mjs does for the other test tools; otherwise it says what to run.
import { execFile, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync } from "node:fs";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, promisify } from "node:util";
import { ensureDebianPackages, missingDebianPackages } from "./debian-packages.mjs";

/** Debian package, and a file that is there once it is installed (as in test-prerequisites.mjs). */
export const CEPH_PACKAGES = [
  // The monitor; it depends on ceph-base (monmaptool) and ceph-common (the ceph CLI, radosgw-admin).
  { pkg: "ceph-mon", file: "/usr/bin/ceph-mon" },
  { pkg: "ceph-osd", file: "/usr/bin/ceph-osd" },
  { pkg: "radosgw", file: "/usr/bin/radosgw" },
];

/** The S3 region to sign with: the API name of the zone group radosgw creates by default. */
const REGION = "default";
/** Written first into every folder this script sets up, so that it never deletes anyone else's. */
const MARKER = "# Made by scripts/s3-test-server.mjs";
/** What a finished start saved, to reuse the instance when started again on the same folder. */
const STATE_FILE = "s3-test-server.json";
const DAEMONS = ["ceph-mon", "ceph-osd", "radosgw"];
const START_TIMEOUT_MS = 120_000;

const run = promisify(execFile);
const log = (message) => console.error(`s3-test-server: ${message}`);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

export function missingCephPackages() {
  return missingDebianPackages(CEPH_PACKAGES);
}

/** Installs the Ceph packages when missing and allowed to, or explains how; false when they are missing. */
export function ensureCephPackages() {
  return ensureDebianPackages(CEPH_PACKAGES, "The S3 test server's daemons");
}

/**
 * The cluster's whole configuration. Every path points into `dir`, so nothing of the machine's own
 * Ceph setup (/etc/ceph, /var/lib/ceph, /var/run/ceph) is read or written.
 */
function cephConf({ dir, fsid, monPort, rgwPort }) {
  return `${MARKER}
[global]
fsid = ${fsid}
# One monitor, messenger v2 only, on loopback. The OSD binds to loopback too (its public and its
# cluster side), never to the network.
mon host = v2:127.0.0.1:${monPort}
public addr = 127.0.0.1
cluster addr = 127.0.0.1
# No authentication: the cluster is reachable only from this machine and lives for one test run.
# (S3 requests are still signed and checked: that is radosgw's own user database, not cephx.)
auth cluster required = none
auth service required = none
auth client required = none
# Daemons ask for an encrypted connection to the monitor by default, which needs cephx; without
# this radosgw fails with "get_initial_auth_request returned -13" and never starts.
ms mon client mode = crc
run dir = ${dir}/run
log file = ${dir}/log/$name.log
crash dir = ${dir}/crash
# A single OSD holds the single copy of every object.
osd pool default size = 1
osd pool default min size = 1
# radosgw makes about seven pools; 8 placement groups each instead of 32 starts faster and uses
# less memory in the OSD.
osd pool default pg num = 8
# Tests may delete what they made, pools included.
mon allow pool delete = true
# The monitor commits a change at most once a second by default; radosgw makes its pools one
# after the other, each waiting for the last, so that alone would add seconds to every start.
paxos propose interval = 0.05
# The monitor shuts itself down when its disk has less than 5% free; a nearly full CI disk should
# fail the tests that write, not kill the whole server.
mon data avail crit = 0

[mon.a]
mon data = ${dir}/mon

[osd]
osd data = ${dir}/osd
# memstore keeps objects in RAM: no block device or file to format, the quickest start and no disk
# I/O. The data is lost when the OSD stops, which a throwaway cluster does not mind.
osd objectstore = memstore
# The capacity the OSD reports; RAM is used only for what is stored (writes fail when it is full).
memstore device bytes = ${1024 ** 3}

[client.rgw]
# tcp_nodelay: without it small responses (GET of a range, a listing) wait 40 ms for a delayed ACK.
rgw frontends = beast endpoint=127.0.0.1:${rgwPort} tcp_nodelay=1
rgw data = ${dir}/rgw
# Threads serving requests; the default 512 is meant for production traffic.
rgw thread pool size = 16
# Tails of deleted objects over 4 MiB wait for garbage collection, two hours by default; with
# memstore they hold RAM until then.
rgw gc obj min wait = 60
rgw gc processor period = 60
`;
}

/** A TCP port on 127.0.0.1 that nothing listens on now (`preferred` when it is free). */
async function freePort(preferred = 0) {
  const listen = (port) =>
    new Promise((resolve, reject) => {
      const server = createServer();
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const { port: bound } = server.address();
        server.close(() => resolve(bound));
      });
    });
  return listen(preferred).catch(() => listen(0));
}

const portAnswers = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const answer = (answers) => {
      socket.destroy();
      resolve(answers);
    };
    socket.once("connect", () => answer(true)).once("error", () => answer(false));
    socket.setTimeout(1000, () => answer(false));
  });

/** True when the endpoint answers an anonymous GET / with S3's XML, as radosgw does once it is up. */
async function s3Answers(endpoint) {
  try {
    const response = await fetch(`${endpoint}/`, { signal: AbortSignal.timeout(2000) });
    return (await response.text()).includes("<ListAllMyBucketsResult");
  } catch {
    return false;
  }
}

/** Runs a Ceph command-line tool against this cluster and returns its stdout. */
async function ceph(dir, tool, args) {
  try {
    const { stdout } = await run(tool, ["-c", path.join(dir, "ceph.conf"), ...args], {
      cwd: dir,
      timeout: 60_000,
    });
    return stdout;
  } catch (error) {
    throw new Error(`${tool} ${args.join(" ")} failed: ${error.stderr?.trim() || error.message}`, {
      cause: error,
    });
  }
}

/**
 * Starts a Ceph daemon in the foreground of a process of its own, detached from this one so that
 * it outlives a CLI start, with its output in log/ and its pid in run/ for `stop`.
 */
function startDaemon(dir, daemon, args) {
  const output = openSync(path.join(dir, "log", `${daemon}.out`), "a");
  const child = spawn(daemon, ["-c", path.join(dir, "ceph.conf"), "-f", ...args], {
    cwd: dir,
    detached: true,
    stdio: ["ignore", output, output],
  });
  closeSync(output);
  child.unref();
  writeFileSync(path.join(dir, "run", `${daemon}.pid`), `${child.pid}\n`);
  return child;
}

/** Waits until `ready()` is true, failing early with the daemon's last log lines if it exits. */
async function waitFor(what, child, ready, dir) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await ready())) {
    const exit = child.exitCode ?? child.signalCode;
    if (exit !== null || Date.now() > deadline) {
      const logFile = path.join(dir, "log", `${child.spawnfile}.out`);
      const tail = readFileSync(logFile, "utf8").trim().split("\n").slice(-15).join("\n");
      const why = exit !== null ? `exited (${exit})` : "timed out";
      throw new Error(`${child.spawnfile} ${why} before ${what}; ${logFile} ends:\n${tail}`);
    }
    await sleep(250);
  }
}

/** The pid of a daemon started in `dir`, if that process still runs (and is still that daemon). */
function runningPid(dir, daemon) {
  try {
    const pid = Number(readFileSync(path.join(dir, "run", `${daemon}.pid`), "utf8"));
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    return commandLine.includes(path.join(dir, "ceph.conf")) ? pid : undefined;
  } catch {
    return undefined;
  }
}

const isOurs = (dir) => {
  try {
    return readFileSync(path.join(dir, "ceph.conf"), "utf8").startsWith(MARKER);
  } catch {
    return false;
  }
};

/**
 * Stops the daemons started in `dir` and, unless told not to, removes it. They are killed outright:
 * nothing in the cluster is worth saving, and an OSD asked politely waits seconds for the monitor.
 */
export async function stopS3TestServer(dir, { remove = true } = {}) {
  dir = path.resolve(dir);
  if (!existsSync(dir)) return;
  if (!isOurs(dir)) throw new Error(`${dir} was not made by s3-test-server.mjs; not touching it.`);
  for (const daemon of DAEMONS) {
    const pid = runningPid(dir, daemon);
    if (pid === undefined) continue;
    process.kill(pid, "SIGKILL");
    while (runningPid(dir, daemon) !== undefined) await sleep(50);
    log(`stopped ${daemon} (pid ${pid})`);
  }
  if (remove) rmSync(dir, { recursive: true, force: true });
}

/** The instance a previous start left running in `dir`, when all of it still runs and answers. */
async function runningInstance(dir) {
  try {
    const state = JSON.parse(readFileSync(path.join(dir, STATE_FILE), "utf8"));
    const alive = DAEMONS.every((daemon) => runningPid(dir, daemon) !== undefined);
    return alive && (await s3Answers(state.endpoint)) ? state : undefined;
  } catch {
    return undefined;
  }
}

/** Sets up and starts the cluster in the empty folder `dir`, then makes the S3 user. */
async function startCluster(dir, port) {
  const started = Date.now();
  for (const sub of ["mon", "osd", "run", "log", "crash", "rgw"]) mkdirSync(path.join(dir, sub));
  const fsid = randomUUID();
  const [monPort, rgwPort] = [await freePort(), await freePort(port)];
  writeFileSync(path.join(dir, "ceph.conf"), cephConf({ dir, fsid, monPort, rgwPort }));

  // The monitor: its store is made from a one-monitor map; no keyring, as there is no cephx.
  const monmap = path.join(dir, "monmap");
  await run("monmaptool", ["--create", "--fsid", fsid, "--addv", "a", `[v2:127.0.0.1:${monPort}]`, monmap]);
  await ceph(dir, "ceph-mon", ["-i", "a", "--mkfs", "--monmap", monmap]);
  const mon = startDaemon(dir, "ceph-mon", ["-i", "a"]);
  await waitFor("listening", mon, () => portAnswers(monPort), dir);
  log(`monitor up on 127.0.0.1:${monPort}`);

  // The OSD: registered with the monitor first (which gives it id 0), then its store is made. It
  // puts itself into the CRUSH map under this host when it boots.
  const osdUuid = randomUUID();
  const id = (await ceph(dir, "ceph", ["osd", "new", osdUuid])).trim();
  await ceph(dir, "ceph-osd", ["-i", id, "--mkfs", "--osd-uuid", osdUuid]);
  const osd = startDaemon(dir, "ceph-osd", ["-i", id]);
  const osdUp = async () =>
    JSON.parse(await ceph(dir, "ceph", ["osd", "stat", "-f", "json"])).num_up_osds === 1;
  await waitFor("being up", osd, osdUp, dir);
  log(`osd.${id} up`);

  // The S3 user. radosgw-admin also makes the default realm, zone group, zone and their pools, so
  // it runs before radosgw, which would otherwise race it to make them.
  const accessKeyId = randomBytes(10).toString("hex").toUpperCase();
  const secretAccessKey = randomBytes(20).toString("hex");
  await ceph(dir, "radosgw-admin", [
    ...["-n", "client.rgw", "user", "create", "--uid", "tests", "--display-name", "Tests"],
    ...["--access-key", accessKeyId, "--secret-key", secretAccessKey],
  ]);
  log("S3 user made");

  const rgw = startDaemon(dir, "radosgw", ["-n", "client.rgw"]);
  const endpoint = `http://127.0.0.1:${rgwPort}`;
  await waitFor("answering S3 requests", rgw, () => s3Answers(endpoint), dir);
  log(`radosgw answering on ${endpoint}, ${((Date.now() - started) / 1000).toFixed(1)} s after the start`);
  return { endpoint, accessKeyId, secretAccessKey, region: REGION, dir, pids: [mon.pid, osd.pid, rgw.pid] };
}

/**
 * Starts the S3 test server in `dir` (default: a new temporary folder), or reuses the one already
 * running there. `port` is radosgw's port, when free (default 7480, else any free one). Resolves
 * to the endpoint and credentials, and `stop()`, which stops the daemons and removes the folder.
 */
export async function startS3TestServer({ dir, port = 7480 } = {}) {
  if (!ensureCephPackages()) throw new Error("The Ceph packages the S3 test server needs are missing.");
  dir = path.resolve(dir ?? mkdtempSync(path.join(tmpdir(), "s3-test-server-")));
  mkdirSync(dir, { recursive: true });
  let state = await runningInstance(dir);
  if (state) {
    log(`reusing the instance running in ${dir}`);
  } else {
    if (isOurs(dir)) {
      log(`replacing the stopped or broken instance in ${dir}`);
      await stopS3TestServer(dir);
      mkdirSync(dir);
    } else if (readdirSync(dir).length > 0) {
      throw new Error(`${dir} is not empty and was not made by s3-test-server.mjs.`);
    }
    try {
      state = await startCluster(dir, port);
    } catch (error) {
      // Stop whatever did start, but keep the folder: its log/ says what went wrong.
      if (isOurs(dir)) await stopS3TestServer(dir, { remove: false });
      throw error;
    }
    writeFileSync(path.join(dir, STATE_FILE), `${JSON.stringify(state)}\n`);
  }
  return { ...state, stop: () => stopS3TestServer(dir) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { dir: { type: "string" }, port: { type: "string" } },
  });
  const [command = "start", stopDir] = positionals;
  try {
    if (command === "stop" && stopDir) {
      await stopS3TestServer(stopDir);
    } else if (command === "start") {
      const port = values.port === undefined ? undefined : Number(values.port);
      // JSON leaves out stop(), the one function.
      console.log(JSON.stringify(await startS3TestServer({ dir: values.dir, port })));
    } else {
      console.error("Usage: node scripts/s3-test-server.mjs [start] [--dir DIR] [--port PORT] | stop DIR");
      process.exitCode = 2;
    }
  } catch (error) {
    console.error(`s3-test-server: ${error.message}`);
    process.exitCode = 1;
  }
}
