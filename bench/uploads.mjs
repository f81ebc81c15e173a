// Upload figures, through the HTTP API as the web app uses it: seconds from upload to content item
// for a phone photo of notes and for recordings, seconds to a playable lecture for a day of 2,000
// words, and the server's peak memory during each. Baselines measured in the same run: the same
// engines on the same inputs run alone by the engines CLI (dist/engines.js), and the server's idle
// RSS. Memory is the RSS of the server process and all its child processes (pocketsphinx runs as
// one), sampled every 100 ms from /proc.
//   npm run bench:uploads              (photo, 5-minute recording, 2,000-word lecture)
//   npm run bench:uploads -- --long    (and a 60-minute recording: about as long again as it lasts)
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, openAsBlob, rmSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { at, buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { sleep, startServer, treeRss } from "./support.mjs";

const LONG = process.argv.includes("--long");
const POLL_MS = 250;
const SAMPLE_MS = 100;
const LIBRIVOX = "/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav";
const LECTURE_WORDS = 2000;
const run = promisify(execFile);
const seconds = (ms) => Number((ms / 1000).toFixed(1));
const mb = (kb) => Math.round(kb / 1024);
const wordsOf = (text) => text.split(/\s+/).filter(Boolean);
const ffmpeg = createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg").path;

// Study notes of a day, as a student types them: eight paragraphs on different subjects.
const PARAGRAPHS = [
  "Photosynthesis is the process by which green plants turn light energy into chemical energy stored in sugar. It happens in the chloroplasts, small bodies inside the cells of the leaf that hold the green pigment chlorophyll. Chlorophyll absorbs red and blue light best and reflects green, which is why leaves look green to us. In the light-dependent reactions, water is split, oxygen is released as a by-product, and the energy of light is caught in two carrier molecules, ATP and NADPH. In the Calvin cycle, which does not need light directly, the plant uses that stored energy to fix carbon dioxide from the air into glucose. The rate of photosynthesis depends on light intensity, the concentration of carbon dioxide and the temperature.",
  "Cellular respiration releases the energy stored in glucose so that the cell can use it. It begins with glycolysis in the cytoplasm, where one molecule of glucose is broken into two molecules of pyruvate and a small amount of ATP is made. When oxygen is present, pyruvate enters the mitochondria and is taken apart in the Krebs cycle, which gives off carbon dioxide. Most of the ATP is made at the end, in the electron transport chain on the inner membrane of the mitochondria, where oxygen takes up the spent electrons and forms water. Without oxygen, cells fall back on fermentation: yeast makes ethanol and carbon dioxide, while our muscles make lactic acid during hard exercise.",
  "The French Revolution began in 1789, when the king called the Estates-General to solve a financial crisis that years of war and a poor harvest had made worse. The Third Estate, which spoke for most of the people, declared itself a National Assembly and swore not to part until France had a constitution. The storming of the Bastille on the fourteenth of July became the symbol of the revolt. In August the Assembly abolished feudal privileges and adopted the Declaration of the Rights of Man and of the Citizen. The monarchy fell in 1792, the king was executed the next year, and the Terror followed, until the fall of Robespierre in 1794 brought it to an end.",
  "Plate tectonics explains how the outer shell of the Earth is broken into large plates that move slowly over the hotter, softer mantle beneath them. Where plates pull apart, at mid-ocean ridges, magma rises and new ocean floor is made. Where they push together, one plate may sink beneath the other in a subduction zone, forming deep trenches, volcanoes and strong earthquakes, as around the Pacific. Where two continents meet, neither sinks, and the crust folds up into mountains such as the Himalayas. Where plates slide past each other, as along the San Andreas Fault, stress builds up and is released in earthquakes. The plates move a few centimetres a year, about as fast as fingernails grow.",
  "In a market, the price of a good is set where supply meets demand. The law of demand says that, other things being equal, people buy less of a good when its price rises. The law of supply says that producers offer more of it when the price rises, because making it becomes more profitable. Where the two curves cross, the quantity people want to buy equals the quantity offered, and the market clears at the equilibrium price. If the price is held above that point, a surplus builds up; if it is held below, as under a price ceiling, there is a shortage. A change in income, taste or the price of a related good shifts the whole demand curve, not just a point on it.",
  "Newton's three laws of motion describe how forces change the way things move. The first law says that a body keeps its state of rest or of steady motion in a straight line unless a force acts on it; this tendency is called inertia. The second law says that the acceleration of a body is proportional to the net force on it and inversely proportional to its mass, which we write as force equals mass times acceleration. The third law says that forces come in pairs: when one body pushes on another, the second pushes back on the first with a force of the same size in the opposite direction. A rocket moves forward because the gases it throws backward push it forward.",
  "The water cycle moves water between the oceans, the air and the land, driven by the energy of the sun. Water evaporates from the surface of the sea and from lakes, and plants give off water vapour from their leaves in a process called transpiration. As the moist air rises it cools, and the vapour condenses into tiny droplets that form clouds. When the droplets grow large enough they fall as rain, snow or hail. Some of that water runs off the surface into streams and rivers, some soaks into the ground and recharges the groundwater, and some is held for a long time in ice caps and glaciers. In the end nearly all of it returns to the sea.",
  "The Roman Republic was founded, by tradition, in 509 BC, when the Romans drove out their last king. Power was shared so that no one person could hold it for long. Two consuls were elected each year and each could block the other. The Senate, made up of former magistrates, advised them and in practice guided foreign policy and the treasury. The assemblies of citizens voted on laws and elected the magistrates. Over two centuries the plebeians won the right to hold office and their own tribunes, who could veto acts that harmed them. The Republic conquered Italy and then the Mediterranean, but civil wars in the first century BC ended with Augustus becoming the first emperor.",
];

/** 2,000 words as eight notes of 250, each made of three of the paragraphs (in a different order). */
function dayOfNotes() {
  const count = PARAGRAPHS.length;
  const each = LECTURE_WORDS / count;
  return PARAGRAPHS.map((p, i) => ({
    title: `Notes ${i + 1}`,
    text: wordsOf([p, PARAGRAPHS[(i + 3) % count], PARAGRAPHS[(i + 5) % count]].join(" "))
      .slice(0, each)
      .join(" "),
  }));
}

/** A page of ~25 typed lines, photographed: 3024x4032 as seen, stored sideways with EXIF orientation 6. */
async function phonePhoto(folder) {
  const lines = wordsOf(PARAGRAPHS.slice(0, 3).join(" "))
    .join(" ")
    .match(/.{1,58}(\s|$)/g)
    .slice(0, 25)
    .map((line) => line.trim());
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  let png;
  try {
    const page = await browser.newPage({ viewport: { width: 756, height: 1008 }, deviceScaleFactor: 2 });
    await page.setContent(
      `<body style="margin:0;padding:56px 48px;background:#fbfaf6;color:#1a1a1a;font:21px/1.6 'Liberation Serif',serif">${lines.join("<br>")}</body>`,
    );
    png = await page.screenshot();
  } finally {
    await browser.close();
  }
  const upright = await sharp(png).resize(3024, 4032, { fit: "fill" }).png().toBuffer();
  // Orientation 6 means "turn 90° clockwise to view", so the pixels are stored turned the other way.
  const jpeg = await sharp(upright)
    .rotate(270)
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
  const meta = await sharp(jpeg).metadata();
  if (meta.width !== 4032 || meta.height !== 3024 || meta.orientation !== 6) {
    throw new Error(`photo came out ${meta.width}x${meta.height}, orientation ${meta.orientation}`);
  }
  const file = path.join(folder, "IMG_0001.jpg");
  await writeFile(file, jpeg);
  // What the server gives text recognition (uploads/picture.ts): upright, grey, at most 2600 px.
  const forOcr = path.join(folder, "photo-for-ocr.png");
  await sharp(jpeg)
    .rotate()
    .resize({ width: 2600, height: 2600, fit: "inside" })
    .grayscale()
    .png({ compressionLevel: 1 })
    .toFile(forOcr);
  return { file, forOcr, words: wordsOf(lines.join(" ")).length };
}

/** The LibriVox reading looped to `minutes`, as a browser records it: WebM/Opus, 48 kHz, 32 kb/s. */
async function recording(folder, minutes) {
  const file = path.join(folder, `recording-${minutes}min.webm`);
  await run(ffmpeg, [
    ...["-v", "error", "-y", "-stream_loop", "-1", "-i", LIBRIVOX, "-t", String(minutes * 60)],
    ...["-ar", "48000", "-c:a", "libopus", "-b:a", "32k", file],
  ]);
  return file;
}

/** One engine alone on one file, as the engines CLI runs it (offline engines, or the configured ones). */
async function engineAlone(capability, file) {
  const { stdout } = await run(process.execPath, [at("apps/server/dist/engines.js"), capability, file], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

/** Samples the server's memory every 100 ms while a scenario runs, keeping the peak. */
function memoryWatch(pid) {
  const first = treeRss(pid);
  const peak = { ...first, childrenPeak: first.children };
  const timer = setInterval(() => {
    const now = treeRss(pid);
    if (now.total > peak.total) Object.assign(peak, now);
    peak.childrenPeak = Math.max(peak.childrenPeak, now.children);
  }, SAMPLE_MS);
  return {
    before: first,
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

buildIfNeeded();
const work = mkdtempSync(path.join(tmpdir(), "study-well-bench-uploads-"));
const dataDir = path.join(work, "data");
const inputs = path.join(work, "inputs");
mkdirSync(dataDir);
mkdirSync(inputs);

console.log("Making the inputs: a phone photo, recordings (ffmpeg), a day of 2,000 words...");
const photo = await phonePhoto(inputs);
const recordings = [{ label: "5-minute recording", minutes: 5, file: await recording(inputs, 5) }];
if (LONG) recordings.push({ label: "60-minute recording", minutes: 60, file: await recording(inputs, 60) });
const notes = dayOfNotes();
const notesFile = path.join(inputs, "day-notes.txt");
await writeFile(notesFile, notes.map((n) => `${n.title}\n${n.text}`).join("\n\n"));

const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
let server;
let BASE;

let session;
async function idToken() {
  if (Date.now() > session.expiresAt - 5 * 60_000) {
    const res = await fetch(`${BASE}/api/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    if (!res.ok) throw new Error(`token refresh: ${res.status} ${await res.text()}`);
    setSession(await res.json());
  }
  return session.idToken;
}
function setSession({ idToken, refreshToken, expiresIn }) {
  session = { idToken, refreshToken, expiresAt: Date.now() + expiresIn * 1000 };
}

async function api(method, url, body) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      ...(session ? { authorization: `Bearer ${await idToken()}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** As the web app sends a file: multipart/form-data with the file in a field named "file". */
async function upload(course, dayId, kind, file, type) {
  const form = new FormData();
  form.append("file", await openAsBlob(file, { type }), path.basename(file));
  const url = `/api/courses/${course}/days/${dayId}/uploads/${kind}`;
  const res = await fetch(`${BASE}${url}`, {
    method: "POST",
    headers: { authorization: `Bearer ${await idToken()}` },
    body: form,
  });
  const text = await res.text();
  if (res.status !== 202) throw new Error(`POST ${url}: ${res.status} ${text}`);
  return JSON.parse(text);
}

/** Polls the task as the screen does until it ends, printing its state and progress as they change. */
async function follow(label, task, started) {
  const changes = [];
  let seen = "";
  for (;;) {
    const now = performance.now();
    const shown = `${task.state}${task.progress === null ? "" : ` ${task.progress}%`}`;
    if (shown !== seen) {
      seen = shown;
      changes.push({ at: now, state: task.state, progress: task.progress });
      console.log(`  ${label}: ${shown} at ${seconds(now - started)} s`);
    }
    if (["done", "failed", "cancelled"].includes(task.state)) break;
    await sleep(POLL_MS);
    task = await api("GET", `/api/tasks/${task.id}`);
  }
  const running = changes.filter((c) => c.state === "running" || c.state === "done");
  const gaps = running.slice(1).map((c, i) => c.at - running[i].at);
  const progressUpdates = new Set(changes.filter((c) => c.progress !== null).map((c) => c.progress)).size;
  const progress = `${progressUpdates} updates, longest wait ${seconds(Math.max(0, ...gaps))} s`;
  return { task, ms: performance.now() - started, progress };
}

async function dayContent(course, dayId) {
  const doc = await api("GET", `/api/courses/${course}`);
  for (const topic of doc.topics) for (const day of topic.days) if (day.id === dayId) return day;
  throw new Error(`day ${dayId} is not in the course`);
}

const times = {};
const memory = {};
let failed = false;

/** Runs one scenario with the memory watch on; a failure is reported in the tables, not thrown. */
async function scenario(label, idle, body) {
  console.log(`${label}...`);
  const watch = memoryWatch(server.pid);
  try {
    times[label] = await body();
  } catch (error) {
    failed = true;
    times[label] = { error: error instanceof Error ? error.message : String(error) };
    console.error(`  ${label} failed: ${times[label].error}`);
  } finally {
    const peak = watch.stop();
    memory[label] = {
      "before MB": mb(watch.before.total),
      "peak MB": mb(peak.total),
      "peak − idle MB": mb(peak.total - idle),
      "peak − before MB": mb(peak.total - watch.before.total),
      "server at peak MB": mb(peak.server),
      "children at peak": peak.names.join(", "),
      "children peak MB": mb(peak.childrenPeak),
    };
  }
}

try {
  server = await startServer({ port: PORT, dataDir, env: { AI_REQUESTS_PER_MINUTE: "1000" } });
  BASE = server.base;
  setSession(
    await api("POST", "/api/auth/sign-up", {
      email: "bench@example.org",
      password: "bench password",
      firstName: "Bench",
      lastName: "Mark",
    }),
  );
  const engines = await api("GET", "/api/ai/engines");
  console.log(
    `Engines: ocr ${engines.ocr.engine}, transcribe ${engines.transcribe.engine}, ` +
      `summarize ${engines.summarize.engine}, speak ${engines.speak.engine}`,
  );
  const course = (await api("POST", "/api/courses", { title: "Bench", description: "Upload benchmark" })).id;
  const topic = (await api("POST", `/api/courses/${course}/topics`, { title: "Uploads" })).id;
  let days = 0;
  const newDay = async () => {
    const date = new Date(Date.UTC(2026, 10, 23 + days++)).toISOString().slice(0, 10);
    return (await api("POST", `/api/courses/${course}/topics/${topic}/days`, { date })).id;
  };
  const lectureDay = await newDay();
  for (const note of notes) await api("POST", `/api/courses/${course}/days/${lectureDay}/content`, note);

  await sleep(2000);
  const idleSamples = [];
  for (let i = 0; i < 30; i++) {
    idleSamples.push(treeRss(server.pid).total);
    await sleep(SAMPLE_MS);
  }
  const idle = idleSamples.sort((a, b) => a - b)[Math.floor(idleSamples.length / 2)];
  console.log(`Idle RSS (server + children, median of 3 s after start-up): ${mb(idle)} MB`);
  memory["idle (after start-up)"] = { "before MB": mb(idle) };

  // 1. The photo: upload to item, next to OCR + title and summary run alone on what the server reads.
  const photoLabel = "phone photo of notes";
  const read = await engineAlone("ocr", photo.forOcr);
  const readText = path.join(inputs, "photo-text.txt");
  await writeFile(readText, read.result.text);
  const written = await engineAlone("titleAndSummary", readText);
  await scenario(photoLabel, idle, async () => {
    const dayId = await newDay();
    const started = performance.now();
    const task = await upload(course, dayId, "image", photo.file, "image/jpeg");
    const uploadMs = performance.now() - started;
    const done = await follow(photoLabel, task, started);
    if (done.task.state !== "done") throw new Error(`task ${done.task.state}: ${done.task.error}`);
    const item = (await dayContent(course, dayId)).content.find((c) => c.id === done.task.contentId);
    if (!item) throw new Error("the task is done but its item is not in the day");
    return {
      input: `3024x4032 JPEG (EXIF 6), ${(statSync(photo.file).size / 1e6).toFixed(1)} MB, ${photo.words} words`,
      "upload s": seconds(uploadMs),
      "to item s": seconds(done.ms),
      "engines alone s": seconds(read.milliseconds + written.milliseconds),
      "audio s": "",
      "real-time factor": "",
      progress: "",
      result: `"${item.title}", ${wordsOf(item.data.text).length} words read`,
    };
  });

  // 2. Recordings: upload to item, next to the transcription engine alone (the CLI takes up to 15 min).
  for (const { label, minutes, file } of recordings) {
    const alone = minutes <= 15 ? await engineAlone("transcribe", file) : undefined;
    await scenario(label, idle, async () => {
      const dayId = await newDay();
      const started = performance.now();
      const task = await upload(course, dayId, "audio", file, "audio/webm;codecs=opus");
      const uploadMs = performance.now() - started;
      const done = await follow(label, task, started);
      if (done.task.state !== "done") throw new Error(`task ${done.task.state}: ${done.task.error}`);
      const item = (await dayContent(course, dayId)).content.find((c) => c.id === done.task.contentId);
      if (!item) throw new Error("the task is done but its item is not in the day");
      return {
        input: `WebM/Opus 48 kHz 32 kb/s, ${(statSync(file).size / 1e6).toFixed(1)} MB`,
        "upload s": seconds(uploadMs),
        "to item s": seconds(done.ms),
        "engines alone s": alone ? seconds(alone.milliseconds) : "—",
        "audio s": item.data.durationSeconds,
        "real-time factor": (done.ms / 1000 / item.data.durationSeconds).toFixed(3),
        progress: done.progress,
        result: `"${item.title}", ${wordsOf(item.data.transcription).length} words transcribed`,
      };
    });
  }

  // 3. The lecture: POST to done, then the audio as the player fetches it; next to summary + speech alone.
  const lectureLabel = `day lecture, ${LECTURE_WORDS} words`;
  const summary = await engineAlone("summarize", notesFile);
  const summaryFile = path.join(inputs, "lecture-summary.txt");
  await writeFile(summaryFile, summary.result.summary);
  const spoken = await engineAlone("speak", summaryFile);
  await scenario(lectureLabel, idle, async () => {
    const started = performance.now();
    const task = await api("POST", `/api/courses/${course}/days/${lectureDay}/lecture`);
    const done = await follow(lectureLabel, task, started);
    if (done.task.state !== "done") throw new Error(`task ${done.task.state}: ${done.task.error}`);
    if (!done.task.fileId) throw new Error("the lecture is done but has no audio (the speech engine failed)");
    const { url } = await api("GET", `/api/files/${done.task.fileId}/link`);
    const audio = await fetch(url.startsWith("/") ? `${BASE}${url}` : url);
    const bytes = (await audio.arrayBuffer()).byteLength;
    const type = audio.headers.get("content-type") ?? "";
    if (!audio.ok || !type.startsWith("audio/mpeg") || bytes === 0) {
      throw new Error(`lecture audio: ${audio.status} ${type}, ${bytes} bytes`);
    }
    const lecture = (await dayContent(course, lectureDay)).lecture;
    return {
      input: `${notes.length} notes, ${wordsOf(notes.map((n) => n.text).join(" ")).length} words`,
      "upload s": "",
      "to item s": seconds(done.ms),
      "engines alone s": seconds(summary.milliseconds + spoken.milliseconds),
      "audio s": spoken.result.durationSeconds,
      "real-time factor": "",
      progress: "",
      result: `${type}, ${(bytes / 1e6).toFixed(2)} MB; summary ${wordsOf(lecture?.summary ?? "").length} words`,
    };
  });

  console.log(
    "\nSeconds (to item: upload until the task is done; engines alone: the same engines on the same input, " +
      'by dist/engines.js; for the lecture "audio s" is the engines-alone speech length)',
  );
  console.table(times);
  console.log(
    `Memory: RSS of the server and its child processes, every ${SAMPLE_MS} ms (idle measured in this run)`,
  );
  console.table(memory);
} finally {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
