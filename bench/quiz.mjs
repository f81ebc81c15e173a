// Quiz figures (issue 13), through the HTTP API as the web app uses it:
// 1. A tutor turn's time to first word and to the whole reply, from the client's side: the offline
//    tutor (next to the JSON route, in the same run), and a language model streaming through a
//    loopback OpenAI-compatible server that writes a fixed reply at a set pace (next to that
//    model called directly, so the difference is Study Well's overhead). And the first quiz after
//    a server start: its opening question and first answer with and without the Assessment tab's
//    warm-up (--first-quiz runs only that).
// 2. The live results stream: with 1,000 subscribers connected, the delay from a result stored to
//    its event received by each of them (next to one subscriber alone), what other requests waited
//    meanwhile, and the server's memory (RSS and V8 heap, read after a full collection) idle, with
//    them connected, while the results go out and after they leave.
//   npm run bench:quiz                  (embedded database)
//   npm run bench:quiz -- --postgres    (PostgreSQL: a fresh database per server, dropped after, on
//                                        BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432)
// TURNS (20), SUBSCRIBERS (1000), RESULTS (5), WORDS (60), WORD_MS (20), COLD_STARTS (3) and
// READ_MS (2000) change the runs.
import { existsSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { percentile, rssKb, signUp, sleep, startServer } from "./support.mjs";

const TURNS = Number(process.env.TURNS ?? 20);
const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 1000);
const RESULTS = Number(process.env.RESULTS ?? 5);
const WORDS = Number(process.env.WORDS ?? 60);
const WORD_MS = Number(process.env.WORD_MS ?? 20);
const COLD_STARTS = Number(process.env.COLD_STARTS ?? 3);
const READ_MS = Number(process.env.READ_MS ?? 2000);
// --first-quiz: only the first quiz after a server start (section 1's last table).
const FIRST_QUIZ_ONLY = process.argv.includes("--first-quiz");
const CONNECT_WIDTH = 50;
const DELIVERY_TIMEOUT_MS = 60_000;
const POSTGRES = process.argv.includes("--postgres") || Boolean(process.env.BENCH_DATABASE_URL);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DRIVER = POSTGRES ? "PostgreSQL" : "PGlite";
// Every run lifts the per-user AI throttle (30 a minute by default) and the sign-up limit, and
// keeps AI keys of the caller's environment out: the offline tutor must be the offline one.
const SERVER_ENV = {
  AI_REQUESTS_PER_MINUTE: "1000000",
  AUTH_SIGNUP_LIMIT: "1000",
  ANTHROPIC_API_KEY: "",
  GEMINI_API_KEY: "",
  OPENAI_API_KEY: "",
  OPENAI_BASE_URL: "",
};

const ms = (x) => (Number.isFinite(x) ? Number(x.toFixed(1)) : "—");
const mb = (kb) => Number((kb / 1024).toFixed(1));

const NOTES = [
  {
    title: "Photosynthesis",
    text: "Photosynthesis is the process by which green plants turn light energy into chemical energy stored in sugar. It happens in the chloroplasts, which hold the green pigment chlorophyll. Chlorophyll absorbs red and blue light best and reflects green. In the light-dependent reactions water is split and oxygen is released; in the Calvin cycle the plant fixes carbon dioxide from the air into glucose.",
  },
  {
    title: "Cellular respiration",
    text: "Cellular respiration releases the energy stored in glucose. It begins with glycolysis in the cytoplasm, where glucose is broken into two molecules of pyruvate. With oxygen, pyruvate enters the mitochondria and is taken apart in the Krebs cycle, which gives off carbon dioxide. Most of the ATP is made in the electron transport chain, where oxygen takes up the spent electrons and forms water.",
  },
  {
    title: "The French Revolution",
    text: "The French Revolution began in 1789, when the king called the Estates-General to solve a financial crisis. The Third Estate declared itself a National Assembly. The storming of the Bastille on the fourteenth of July became the symbol of the revolt. In August the Assembly abolished feudal privileges and adopted the Declaration of the Rights of Man and of the Citizen.",
  },
  {
    title: "Plate tectonics",
    text: "The outer shell of the Earth is broken into plates that move slowly over the mantle. Where plates pull apart, at mid-ocean ridges, new ocean floor is made. Where they push together, one plate may sink beneath the other in a subduction zone, forming trenches and volcanoes. Where two continents meet, the crust folds up into mountains such as the Himalayas.",
  },
];
const ANSWERS = [
  "Chlorophyll absorbs red and blue light.",
  "The Krebs cycle happens in the mitochondria and gives off carbon dioxide.",
  "It began in 1789 with the Estates-General.",
  "New ocean floor is made at mid-ocean ridges.",
  "I am not sure, maybe glucose?",
];
const REPLY =
  "That is right: the chloroplasts hold chlorophyll, which absorbs red and blue light and reflects green, and in the light-dependent reactions water is split so that oxygen is released. Your notes add that the Calvin cycle then fixes carbon dioxide from the air into glucose. Now tell me, where in the cell does glycolysis happen, and what does it break glucose into?";

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a fresh database for each server, dropped at the end.

const databases = [];
async function postgresAdmin(sql) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
async function databaseUrl() {
  if (!POSTGRES) return "";
  const name = `study_well_bench_quiz_${process.pid}_${databases.length}`;
  await postgresAdmin(`create database ${name}`);
  databases.push(name);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

// ---------------------------------------------------------------------------------------------
// The loopback language model: OpenAI Chat Completions, streamed one word every WORD_MS.

/**
 * Answers `POST /v1/chat/completions` with the same WORDS-word reply: streamed, the role at once
 * and then one word every WORD_MS (timed from the request, so timer lag does not add up), then
 * `data: [DONE]`. Once the student has answered five times it ends the reply (in its last piece,
 * so the pace is the same) with the marker that closes a quiz, as the tutor persona asks a model to.
 */
async function startModel() {
  const words = Array.from({ length: WORDS }, (_, i) => REPLY.split(" ")[i % REPLY.split(" ").length]);
  const chunk = (delta, finish = null) =>
    `data: ${JSON.stringify({
      id: "chatcmpl-bench",
      object: "chat.completion.chunk",
      created: Math.floor(Date.now() / 1000),
      model: "bench",
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const server = http.createServer((req, res) => {
    const body = [];
    req.on("data", (part) => body.push(part));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404).end();
        return;
      }
      const request = JSON.parse(Buffer.concat(body).toString("utf8"));
      const answers = request.messages.filter((m) => m.role === "user").length - 1;
      const pieces = words.map((word, i) => (i === 0 ? word : ` ${word}`));
      if (answers >= 5) pieces[pieces.length - 1] += " [QUIZ COMPLETE]";
      if (!request.stream) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: "chatcmpl-bench",
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: "bench",
            choices: [
              { index: 0, message: { role: "assistant", content: pieces.join("") }, finish_reason: "stop" },
            ],
            usage: { prompt_tokens: 1, completion_tokens: WORDS, total_tokens: WORDS + 1 },
          }),
        );
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      res.write(chunk({ role: "assistant", content: "" }));
      const started = performance.now();
      let sent = 0;
      const next = () => {
        if (res.destroyed) return;
        res.write(chunk({ content: pieces[sent++] }));
        if (sent < pieces.length) {
          setTimeout(next, Math.max(0, started + (sent + 1) * WORD_MS - performance.now()));
        } else {
          res.end(`${chunk({}, "stop")}data: [DONE]\n\n`);
        }
      };
      setTimeout(next, WORD_MS);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/v1`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

/** The loopback model called directly, as the server calls it: ms to the first word and to [DONE]. */
async function modelDirect(url) {
  const started = performance.now();
  const res = await fetch(`${url}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer none" },
    body: JSON.stringify({
      model: "bench",
      stream: true,
      messages: [
        { role: "system", content: "You are a tutor." },
        { role: "user", content: "Start the quiz." },
      ],
    }),
  });
  if (!res.ok) throw new Error(`model: ${res.status}`);
  const decoder = new TextDecoder();
  let buffer = "";
  let firstMs;
  let pieces = 0;
  for await (const part of res.body) {
    buffer += decoder.decode(part, { stream: true });
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!line.startsWith("data: ")) continue;
      if (line === "data: [DONE]") return { firstMs, fullMs: performance.now() - started, pieces };
      if (JSON.parse(line.slice(6)).choices[0]?.delta?.content) {
        firstMs ??= performance.now() - started;
        pieces++;
      }
    }
  }
  throw new Error("the model's stream ended without [DONE]");
}

// ---------------------------------------------------------------------------------------------
// The app's API.

function client(base, token) {
  const headers = (body) => ({
    authorization: `Bearer ${token}`,
    ...(body ? { "content-type": "application/json" } : {}),
  });
  return {
    async api(method, url, body) {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: headers(body),
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
      return text ? JSON.parse(text) : null;
    },
    /**
     * A streamed route, read as the web app reads it: ms to the first `text` event and to the final
     * event (for a reply that comes in one piece, both are the final event's), with its body.
     */
    async streamed(url, body) {
      const started = performance.now();
      const res = await fetch(`${base}${url}`, {
        method: "POST",
        headers: headers(body),
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
      if (!res.headers.get("content-type")?.startsWith("text/event-stream")) {
        throw new Error(`POST ${url}: ${res.headers.get("content-type")}, not an event stream`);
      }
      const decoder = new TextDecoder();
      let buffer = "";
      let firstMs;
      let pieces = 0;
      let restarts = 0;
      for await (const part of res.body) {
        buffer += decoder.decode(part, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const event = parseEvent(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (!event) continue;
          if (event.event === "text") {
            firstMs ??= performance.now() - started;
            pieces++;
          } else if (event.event === "restart") {
            restarts++;
          } else if (event.event === "error") {
            throw new Error(`POST ${url}: error event ${event.data}`);
          } else {
            const fullMs = performance.now() - started;
            return { firstMs: firstMs ?? fullMs, fullMs, pieces, restarts, body: JSON.parse(event.data) };
          }
        }
      }
      throw new Error(`POST ${url}: the stream ended without its final event`);
    },
  };
}

/** One server-sent event's fields ({event, data, id}), or undefined for a comment or `retry:`. */
function parseEvent(block) {
  const fields = {};
  for (const line of block.split("\n")) {
    const colon = line.indexOf(": ");
    if (line.startsWith(":") || colon < 0) continue;
    fields[line.slice(0, colon)] = line.slice(colon + 2);
  }
  return fields.event && fields.data !== undefined ? fields : undefined;
}

/** A course with a topic, a day and four notes; the notes' ids. */
async function makeCourse({ api }) {
  const course = await api("POST", "/api/courses", { title: "Bench", description: "Quiz benchmark" });
  const topic = await api("POST", `/api/courses/${course.id}/topics`, { title: "Science and history" });
  const day = await api("POST", `/api/courses/${course.id}/topics/${topic.id}/days`, { date: "2026-11-23" });
  const ids = [];
  for (const note of NOTES) {
    ids.push((await api("POST", `/api/courses/${course.id}/days/${day.id}/content`, note)).id);
  }
  return { courseId: course.id, contentIds: ids };
}

async function startApp(env, nodeArgs = []) {
  const server = await startServer({
    env: { ...SERVER_ENV, DATABASE_URL: await databaseUrl(), ...env },
    nodeArgs,
  });
  try {
    const session = await signUp(server.base);
    const app = client(server.base, session.idToken);
    return { server, app, token: session.idToken, ...(await makeCourse(app)) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// 1. Tutor turns.

/**
 * A quiz that goes on for as many turns as asked: `answer()` sends the next answer on `route`
 * ("stream" or "json"), opening a new session (its opening question timed apart) when the last
 * one is over.
 */
function quizzer(t, route) {
  let session;
  let answered = 0;
  const opening = async () => {
    const { courseId, contentIds } = t;
    if (route === "json") {
      const started = performance.now();
      const body = await t.app.api("POST", `/api/courses/${courseId}/quiz-sessions`, { contentIds });
      const fullMs = performance.now() - started;
      return { firstMs: fullMs, fullMs, pieces: 0, body };
    }
    return t.app.streamed(`/api/courses/${courseId}/quiz-sessions/stream`, { contentIds });
  };
  return {
    openings: [],
    /** `readMs`: how long after a new quiz's opening question its first answer is sent. */
    async answer(readMs = 0) {
      if (!session || session.done) {
        const opened = await opening();
        this.openings.push(opened);
        session = { id: opened.body.id, done: opened.body.done };
        await sleep(readMs);
      }
      const text = ANSWERS[answered++ % ANSWERS.length];
      let turn;
      if (route === "json") {
        const started = performance.now();
        const body = await t.app.api("POST", `/api/quiz-sessions/${session.id}/messages`, { text });
        const fullMs = performance.now() - started;
        turn = { firstMs: fullMs, fullMs, pieces: 0, body };
      } else {
        turn = await t.app.streamed(`/api/quiz-sessions/${session.id}/messages/stream`, { text });
      }
      session.done = turn.body.done;
      return turn;
    },
  };
}

function turnRow(turns, extra = {}) {
  const first = turns.map((x) => x.firstMs);
  const full = turns.map((x) => x.fullMs);
  return {
    "first word p50 ms": ms(percentile(first, 50)),
    "first word p95 ms": ms(percentile(first, 95)),
    "whole reply p50 ms": ms(percentile(full, 50)),
    "whole reply p95 ms": ms(percentile(full, 95)),
    n: turns.length,
    "text events / reply": Math.round(turns.reduce((sum, x) => sum + x.pieces, 0) / turns.length),
    ...extra,
  };
}

async function offlineTurns(table) {
  console.log(`Offline tutor: ${TURNS} answers on the streamed route and ${TURNS} on the JSON route...`);
  const t = await startApp({});
  try {
    const streamed = quizzer(t, "stream");
    const json = quizzer(t, "json");
    // Warm-up: the text worker thread loads its models on the first quiz.
    await quizzer(t, "stream").answer();
    await quizzer(t, "json").answer();
    const s = [];
    const j = [];
    for (let i = 0; i < TURNS; i++) {
      s.push(await streamed.answer());
      j.push(await json.answer());
    }
    const engine = s[0].body.engine;
    table[`offline tutor (${engine}), streamed route`] = turnRow(s);
    table["offline tutor, JSON route (baseline)"] = turnRow(j);
    table["offline tutor, opening question, streamed"] = turnRow(streamed.openings);
    table["offline tutor, opening question, JSON (baseline)"] = turnRow(json.openings);
  } finally {
    await t.server.stop();
  }
}

/**
 * The first quiz after a server start, on the JSON routes: its opening question and first answer
 * as they wait for the offline tutor's models (the baseline), next to the same once the Assessment
 * tab has asked for the tutor to get ready (`POST /api/ai/tutor/warm-up`, awaited: the student
 * picks notes meanwhile). The answer is sent READ_MS after the question came, as a student reads
 * it first (the tutor reads the notes meanwhile). A fresh server for each, COLD_STARTS of each
 * kind, in turn.
 */
async function firstQuiz(table) {
  console.log(`The first quiz after a server start: ${COLD_STARTS} servers each way, in turn...`);
  const runs = { cold: [], ready: [] };
  for (let n = 0; n < 2 * COLD_STARTS; n++) {
    const kind = n % 2 === 0 ? "cold" : "ready";
    const t = await startApp({});
    try {
      let warmUpMs;
      if (kind === "ready") {
        const started = performance.now();
        const res = await fetch(`${t.server.base}/api/ai/tutor/warm-up`, {
          method: "POST",
          headers: { authorization: `Bearer ${t.token}` },
        });
        if (res.status !== 204) throw new Error(`warm-up: ${res.status}`);
        warmUpMs = performance.now() - started;
      }
      const quiz = quizzer(t, "json");
      const answer = await quiz.answer(READ_MS);
      runs[kind].push({ question: quiz.openings[0].fullMs, answer: answer.fullMs, warmUpMs });
    } finally {
      await t.server.stop();
    }
  }
  const row = (list) => ({
    "first question p50 ms": ms(
      percentile(
        list.map((r) => r.question),
        50,
      ),
    ),
    "first question max ms": ms(Math.max(...list.map((r) => r.question))),
    "first answer p50 ms": ms(
      percentile(
        list.map((r) => r.answer),
        50,
      ),
    ),
    "first answer max ms": ms(Math.max(...list.map((r) => r.answer))),
    n: list.length,
  });
  table["first quiz after a server start (baseline)"] = row(runs.cold);
  table["first quiz after the tab asked the tutor to get ready"] = {
    ...row(runs.ready),
    "the warm-up itself p50 ms": ms(
      percentile(
        runs.ready.map((r) => r.warmUpMs),
        50,
      ),
    ),
  };
}

async function modelTurns(table) {
  console.log(
    `Language model: a ${WORDS}-word reply at one word every ${WORD_MS} ms from a loopback server; ` +
      `${TURNS} answers through Study Well, each after the model called directly...`,
  );
  const model = await startModel();
  try {
    const t = await startApp({
      OPENAI_BASE_URL: model.url,
      OPENAI_MODEL: "bench",
      OPENAI_FEATURES: "language",
    });
    try {
      const streamed = quizzer(t, "stream");
      await quizzer(t, "stream").answer();
      await modelDirect(model.url);
      const direct = [];
      const via = [];
      for (let i = 0; i < TURNS; i++) {
        direct.push(await modelDirect(model.url));
        via.push(await streamed.answer());
      }
      if (via.some((x) => x.restarts > 0)) console.warn("  some replies were restarted (model retried)");
      const engine = via[0].body.engine;
      table[`language model (${engine}) via Study Well, streamed route`] = turnRow(via);
      table["language model via Study Well, opening question"] = turnRow(streamed.openings);
      table["loopback model called directly (baseline)"] = turnRow(direct);
      const overhead = (p, key) =>
        percentile(
          via.map((x) => x[key]),
          p,
        ) -
        percentile(
          direct.map((x) => x[key]),
          p,
        );
      table["Study Well's overhead (via − direct)"] = {
        "first word p50 ms": ms(overhead(50, "firstMs")),
        "first word p95 ms": ms(overhead(95, "firstMs")),
        "whole reply p50 ms": ms(overhead(50, "fullMs")),
        "whole reply p95 ms": ms(overhead(95, "fullMs")),
      };
    } finally {
      await t.server.stop();
    }
  } finally {
    await model.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 2. The live results stream.

/**
 * Subscribers to a course's results stream over node:http (one socket each): `received` maps a
 * result id to each subscriber's Date.now() when its event was whole. The data callback only
 * notes the time and the id; the events are read later, so one subscriber's reading does not
 * delay the next one's clock.
 */
function subscribers(t) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const { port } = new URL(t.server.base);
  const received = new Map();
  const events = new Map();
  const requests = [];
  const open = () =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path: `/api/courses/${t.courseId}/quiz-results/stream`,
          headers: { authorization: `Bearer ${t.token}`, accept: "text/event-stream" },
          agent,
        },
        (res) => {
          if (res.statusCode !== 200) {
            reject(new Error(`results stream: ${res.statusCode}`));
            res.resume();
            return;
          }
          res.setEncoding("utf8");
          let buffer = "";
          let opened = false;
          res.on("data", (text) => {
            const now = Date.now();
            buffer += text;
            for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (!opened) {
                opened = true;
                resolve();
              }
              if (!block.startsWith("id: ")) continue;
              const id = block.slice(4, block.indexOf("\n"));
              if (!received.has(id)) {
                received.set(id, []);
                events.set(id, block);
              }
              received.get(id).push(now);
            }
          });
          res.on("error", () => undefined);
        },
      );
      req.on("error", reject);
      req.end();
      requests.push(req);
    });
  return {
    received,
    /** The result whose event carried `id`, as the stream sent it. */
    result(id) {
      const event = parseEvent(events.get(id));
      if (event?.event !== "quiz-result") throw new Error(`unexpected event ${event?.event}`);
      return JSON.parse(event.data);
    },
    /** Opens `count` more streams, CONNECT_WIDTH at a time; resolves when each has sent its first line. */
    async connect(count) {
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(CONNECT_WIDTH, count) }, async () => {
          while (next < count) {
            next++;
            await open();
          }
        }),
      );
    },
    get count() {
      return requests.length;
    },
    close() {
      for (const req of requests) req.destroy();
      agent.destroy();
    },
  };
}

/** A quiz taken and ended: the report task's id once it is done (polled every 20 ms). */
async function takeQuiz(t) {
  const { api } = t.app;
  const session = await api("POST", `/api/courses/${t.courseId}/quiz-sessions`, { contentIds: t.contentIds });
  await api("POST", `/api/quiz-sessions/${session.id}/messages`, { text: ANSWERS[0] });
  const { task } = await api("POST", `/api/quiz-sessions/${session.id}/end`);
  if (!task) throw new Error("ending a quiz with an answer made no report task");
  for (let now = task; ; await sleep(20)) {
    if (now.state === "done") return now;
    if (now.state === "failed" || now.state === "cancelled")
      throw new Error(`report task ${now.state}: ${now.error}`);
    now = await api("GET", `/api/tasks/${task.id}`);
  }
}

/**
 * The health check (which asks the database) asked over and over, one at a time, 20 ms apart:
 * how long another request waits meanwhile. stop() gives the times taken.
 */
function healthProbe(base) {
  const times = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      await sleep(20);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return times;
    },
  };
}

/**
 * RESULTS quizzes taken one after another while `subs` are connected. For each result, every
 * subscriber's delay from the result's stored timestamp (set by the database in the transaction
 * that stores it and marks the task done) to the event received, and the spread from the first
 * subscriber's receipt to the last one's (a figure that needs no clock but ours). Meanwhile, the
 * health check's times.
 */
async function deliveries(t, subs, watch) {
  const probe = healthProbe(t.server.base);
  const delays = [];
  const spreads = [];
  let missing = 0;
  for (let i = 0; i < RESULTS; i++) {
    const before = new Set(subs.received.keys());
    await takeQuiz(t);
    const waitUntil = Date.now() + DELIVERY_TIMEOUT_MS;
    let id;
    for (;;) {
      id ??= [...subs.received.keys()].find((key) => !before.has(key));
      if (id && subs.received.get(id).length >= subs.count) break;
      if (Date.now() > waitUntil) break;
      watch?.();
      await sleep(10);
    }
    if (!id) throw new Error("no subscriber received the result");
    const times = subs.received.get(id);
    missing += subs.count - times.length;
    const stored = Date.parse(subs.result(id).timestamp);
    delays.push(...times.map((at) => at - stored));
    spreads.push(Math.max(...times) - Math.min(...times));
    await sleep(200);
  }
  return { delays, spreads, missing, health: await probe.stop() };
}

function deliveryRow(label, subs, { delays, spreads, missing, health }) {
  return {
    [label]: {
      subscribers: subs,
      results: RESULTS,
      "delay p50 ms": ms(percentile(delays, 50)),
      "delay p99 ms": ms(percentile(delays, 99)),
      "delay max ms": ms(Math.max(...delays)),
      "first→last receipt p50 ms": ms(percentile(spreads, 50)),
      "first→last receipt max ms": ms(Math.max(...spreads)),
      "events missed": missing,
      "health check p50 ms": ms(percentile(health, 50)),
      "health check max ms": ms(Math.max(...health)),
    },
  };
}

/**
 * The live stream's server runs with this hook: on SIGUSR2 it collects its main thread's garbage
 * (the subscribers live there) and writes process.memoryUsage() to DATA_DIR/bench-memory.json, so
 * memory is read at rest rather than wherever V8's collector happened to be (the server's RSS
 * otherwise swings by hundreds of MB as it collects).
 */
const MEMORY_HOOK = `data:text/javascript,${encodeURIComponent(`import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";
process.on("SIGUSR2", () => {
  globalThis.gc();
  const file = path.join(process.env.DATA_DIR, "bench-memory.json");
  writeFileSync(file + ".part", JSON.stringify(process.memoryUsage()));
  renameSync(file + ".part", file);
});`)}`;

/** The server's memory at rest: VmRSS (median of 1 s after a full collection) and V8 heap, in kB. */
async function memoryAtRest(server) {
  const file = path.join(server.dataDir, "bench-memory.json");
  rmSync(file, { force: true });
  process.kill(server.pid, "SIGUSR2");
  for (let waited = 0; !existsSync(file); waited += 20) {
    if (waited > 10_000) throw new Error("the server did not report its memory");
    await sleep(20);
  }
  const usage = JSON.parse(readFileSync(file, "utf8"));
  const samples = [];
  for (let i = 0; i < 10; i++) {
    await sleep(100);
    samples.push(rssKb(server.pid));
  }
  return { rss: percentile(samples, 50), heap: usage.heapUsed / 1024 };
}

const memoryRow = (now, idle, extra = {}) => ({
  "RSS MB": mb(now.rss),
  "RSS − idle MB": mb(now.rss - idle.rss),
  ...(now.heap === undefined
    ? {}
    : { "V8 heap MB": mb(now.heap), "heap − idle MB": mb(now.heap - idle.heap) }),
  ...extra,
});

async function liveStream(delivery, memory) {
  console.log(`Live results stream: 1 subscriber, then ${SUBSCRIBERS}, ${RESULTS} results each...`);
  const t = await startApp({}, ["--expose-gc", "--import", MEMORY_HOOK]);
  try {
    // Warm-up: the first report (the text worker's models) and the stream's first LISTEN.
    const warm = subscribers(t);
    await warm.connect(1);
    await takeQuiz(t);
    await sleep(500);
    warm.close();

    const one = subscribers(t);
    await one.connect(1);
    await sleep(500);
    Object.assign(delivery, deliveryRow("1 subscriber (baseline)", 1, await deliveries(t, one, undefined)));
    one.close();

    await sleep(1000);
    const idle = await memoryAtRest(t.server);
    const many = subscribers(t);
    const connecting = performance.now();
    await many.connect(SUBSCRIBERS);
    const connectMs = performance.now() - connecting;
    await sleep(1000);
    const connected = await memoryAtRest(t.server);
    let peak = connected.rss;
    const watch = () => {
      peak = Math.max(peak, rssKb(t.server.pid));
    };
    const timer = setInterval(watch, 100);
    let result;
    try {
      result = await deliveries(t, many, watch);
    } finally {
      clearInterval(timer);
    }
    Object.assign(delivery, deliveryRow(`${SUBSCRIBERS} subscribers`, SUBSCRIBERS, result));
    const delivered = await memoryAtRest(t.server);
    many.close();
    await sleep(1000);
    const after = await memoryAtRest(t.server);
    memory["idle, before connecting"] = memoryRow(idle, idle);
    memory[`${SUBSCRIBERS} subscribers connected`] = memoryRow(connected, idle, {
      "RSS kB per subscriber": Math.round((connected.rss - idle.rss) / SUBSCRIBERS),
      "heap kB per subscriber": Math.round((connected.heap - idle.heap) / SUBSCRIBERS),
      "connect all s": Number((connectMs / 1000).toFixed(1)),
    });
    memory[`peak while ${RESULTS} results went out (not at rest)`] = memoryRow({ rss: peak }, idle);
    memory["after the results, still connected"] = memoryRow(delivered, idle);
    memory["after they all left"] = memoryRow(after, idle);
  } finally {
    await t.server.stop();
  }
}

// ---------------------------------------------------------------------------------------------

buildIfNeeded();
console.log(
  `Database: ${DRIVER}. Server env for every run: AI_REQUESTS_PER_MINUTE=${SERVER_ENV.AI_REQUESTS_PER_MINUTE} ` +
    `(the per-user AI throttle lifted), AUTH_SIGNUP_LIMIT=${SERVER_ENV.AUTH_SIGNUP_LIMIT}, AI keys unset. ` +
    "The server has no per-address connection limit to lift.",
);
const turns = {};
const delivery = {};
const memory = {};
const firstQuizzes = {};
try {
  if (FIRST_QUIZ_ONLY) {
    await firstQuiz(firstQuizzes);
  } else {
    await offlineTurns(turns);
    await firstQuiz(firstQuizzes);
    await modelTurns(turns);
    await liveStream(delivery, memory);
  }
  console.log(
    `\nThe first quiz after a server start (${DRIVER}, JSON routes): ms from sending the request to the answer, on the client; ` +
      `the first answer is sent ${READ_MS} ms after the question came, as a student reads it first.`,
  );
  console.table(firstQuizzes);
  if (!FIRST_QUIZ_ONLY) {
    console.log(
      `\nTutor turns (${DRIVER}): ms from sending the request to the first \`text\` event and to the final event, ` +
        "on the client. The offline tutor answers in one piece, so its first word is its whole reply.",
    );
    console.table(turns);
    console.log(
      `Live results stream (${DRIVER}; every subscriber is the same user's stream of the same course, so each ` +
        "result goes to all): ms from the result's stored timestamp to each subscriber's receipt; the " +
        "health check (it asks the database), asked one at a time meanwhile, shows what other requests waited.",
    );
    console.table(delivery);
    console.log(
      "Server memory at rest: VmRSS of the server process (median of 1 s) and its main thread's V8 heap, " +
        "each read after a full garbage collection; the peak is VmRSS sampled every 10-100 ms while the results went out",
    );
    console.table(memory);
  }
} finally {
  for (const name of databases) {
    await postgresAdmin(`drop database if exists ${name} with (force)`).catch((error) => {
      console.error(`could not drop database ${name}: ${error.message}`);
    });
  }
}
