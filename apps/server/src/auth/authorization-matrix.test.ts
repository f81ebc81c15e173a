import { wav } from "../test/wav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileLink, Task, WaitlistEntry } from "@study-well/shared/api";
import { call, latestOobCode, signIn, signUp } from "../test/api-client";
import { buildCourseInput, createCourseTree } from "../test/course-fixtures";
import { buildSignUp, buildWaitlistEntry } from "../test/factories";
import { startTestServer, type TestServer } from "../test/test-server";
import { multipartFile, settled } from "../test/uploads";
import type { Access } from "../http/auth-guard";

type Caller = "anonymous" | "user" | "otherUser" | "admin";
const CALLERS: Caller[] = ["anonymous", "user", "otherUser", "admin"];

type Session = Awaited<ReturnType<typeof signUp>>;
interface Context {
  t: TestServer;
  /** The signed-in caller for this request (absent for anonymous). */
  me: Session | undefined;
  /** The user who owns the resources the request names. */
  owner: Session;
  adminToken: string;
}

interface Req {
  url: string;
  body?: unknown;
  raw?: { type: string; bytes: Uint8Array };
  /** A stream that stays open: only its status is read, then it is closed. */
  stream?: boolean;
}

/** A 1x1 white PNG: the smallest picture the text-recognition route can be sent. */
const TINY_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC"),
  (c) => c.charCodeAt(0),
);

interface Entry {
  access: Access;
  /** Status when the caller is allowed. */
  ok: number;
  request(ctx: Context): Promise<Req> | Req;
  /** Overrides for callers with a different answer (e.g. 404 for another user's resource). */
  except?: Partial<Record<Caller, number>>;
}

/** The owner's day read aloud: a task, and once settled, a file. */
async function readAloud(t: TestServer, token: string): Promise<Task> {
  const { base, day } = await createCourseTree(t, token);
  return (await call<Task>(t, "POST", `${base}/days/${day.id}/read-aloud`, { token })).body;
}
async function readingFileId(t: TestServer, token: string): Promise<string> {
  return (await settled(t, token, (await readAloud(t, token)).id)).fileId ?? "";
}

/** The owner's quiz on their course's one note: its id. */
async function quizSession(t: TestServer, token: string): Promise<string> {
  const { base, content } = await createCourseTree(t, token);
  return (
    await call<{ id: string }>(t, "POST", `${base}/quiz-sessions`, {
      token,
      body: { contentIds: [content.id] },
    })
  ).body.id;
}

const freshWaitlistId = async ({ t, adminToken }: Context) => {
  const entry = buildWaitlistEntry();
  await call(t, "POST", "/api/waitlist", { body: entry });
  const list = await call<WaitlistEntry[]>(t, "GET", "/api/admin/waitlist", { token: adminToken });
  return list.body.find((e) => e.email === entry.email)?.id ?? "";
};

/** A route on a course the owner made: anyone else, administrators included, is told it does not exist. */
const owned = (
  ok: number,
  build: (tree: Awaited<ReturnType<typeof createCourseTree>>) => { url: string; body?: unknown },
): Entry => ({
  access: "user",
  ok,
  except: { otherUser: 404, admin: 404 },
  request: async ({ t, owner }) => build(await createCourseTree(t, owner.token)),
});

/** A route on one objective of a course the owner made. */
const withObjective = (ok: number, build: (url: string) => { url: string; body?: unknown }): Entry => ({
  access: "user",
  ok,
  except: { otherUser: 404, admin: 404 },
  request: async ({ t, owner }) => {
    const { base } = await createCourseTree(t, owner.token);
    const objective = await call<{ id: string }>(t, "POST", `${base}/objectives`, {
      token: owner.token,
      body: { text: "Aim" },
    });
    return build(`${base}/objectives/${objective.body.id}`);
  },
});

/** Every API route, who may call it, and how. A route missing here fails the first test. */
const MATRIX: Record<string, Entry> = {
  "POST /api/ai/summarize": {
    access: "user",
    ok: 200,
    request: () => ({
      url: "/api/ai/summarize",
      body: { text: "Cells divide by mitosis. Each daughter cell gets a full copy." },
    }),
  },
  "POST /api/ai/title-and-summary": {
    access: "user",
    ok: 200,
    request: () => ({ url: "/api/ai/title-and-summary", body: { text: "Cells divide by mitosis." } }),
  },
  "POST /api/ai/speak": {
    access: "user",
    ok: 200,
    request: () => ({ url: "/api/ai/speak", body: { text: "Hello." } }),
  },
  "POST /api/ai/ocr": {
    access: "user",
    ok: 200,
    request: () => ({ url: "/api/ai/ocr", raw: { type: "image/png", bytes: TINY_PNG } }),
  },
  "GET /api/ai/engines": {
    access: "user",
    ok: 200,
    request: () => ({ url: "/api/ai/engines" }),
  },
  "POST /api/ai/tutor/warm-up": {
    access: "user",
    ok: 204,
    request: () => ({ url: "/api/ai/tutor/warm-up" }),
  },
  "POST /api/ai/transcribe": {
    access: "user",
    // A second of silence: the engine runs and finds no words, which only a signed-in caller gets to hear.
    ok: 422,
    request: () => ({
      url: "/api/ai/transcribe",
      raw: { type: "audio/wav", bytes: wav(new Float32Array(16_000), 16_000) },
    }),
  },
  "GET /api/courses": { access: "user", ok: 200, request: () => ({ url: "/api/courses" }) },
  "POST /api/courses": {
    access: "user",
    ok: 201,
    request: () => ({ url: "/api/courses", body: buildCourseInput() }),
  },
  "GET /api/courses/:courseId": owned(200, ({ base }) => ({ url: base })),
  "PATCH /api/courses/:courseId": owned(200, ({ base }) => ({ url: base, body: { title: "Renamed" } })),
  "DELETE /api/courses/:courseId": owned(204, ({ base }) => ({ url: base })),
  "PUT /api/courses/:courseId/outline/summary": owned(200, ({ base }) => ({
    url: `${base}/outline/summary`,
    body: { summary: "Summary" },
  })),
  "POST /api/courses/:courseId/objectives": owned(201, ({ base }) => ({
    url: `${base}/objectives`,
    body: { text: "Aim" },
  })),
  "PATCH /api/courses/:courseId/objectives/:objectiveId": withObjective(200, (url) => ({
    url,
    body: { text: "Better" },
  })),
  "DELETE /api/courses/:courseId/objectives/:objectiveId": withObjective(204, (url) => ({ url })),
  "POST /api/courses/:courseId/topics": owned(201, ({ base }) => ({
    url: `${base}/topics`,
    body: { title: "Topic" },
  })),
  "PATCH /api/courses/:courseId/topics/:topicId": owned(200, ({ base, topic }) => ({
    url: `${base}/topics/${topic.id}`,
    body: { title: "Renamed" },
  })),
  "DELETE /api/courses/:courseId/topics/:topicId": owned(204, ({ base, topic }) => ({
    url: `${base}/topics/${topic.id}`,
  })),
  "POST /api/courses/:courseId/topics/:topicId/days": owned(201, ({ base, topic }) => ({
    url: `${base}/topics/${topic.id}/days`,
    body: { date: "2026-11-22" },
  })),
  "PATCH /api/courses/:courseId/days/:dayId": owned(200, ({ base, day }) => ({
    url: `${base}/days/${day.id}`,
    body: { date: "2026-11-23" },
  })),
  "DELETE /api/courses/:courseId/days/:dayId": owned(204, ({ base, day }) => ({
    url: `${base}/days/${day.id}`,
  })),
  "POST /api/courses/:courseId/days/:dayId/content": owned(201, ({ base, day }) => ({
    url: `${base}/days/${day.id}/content`,
    body: { title: "Note", text: "Body" },
  })),
  "PATCH /api/courses/:courseId/content/:contentId": owned(200, ({ base, content }) => ({
    url: `${base}/content/${content.id}`,
    body: { title: "Edited" },
  })),
  "DELETE /api/courses/:courseId/content/:contentId": owned(204, ({ base, content }) => ({
    url: `${base}/content/${content.id}`,
  })),
  "POST /api/courses/:courseId/days/:dayId/uploads/:kind": {
    access: "user",
    ok: 202,
    except: { otherUser: 404, admin: 404 },
    request: async ({ t, owner }) => {
      const { base, day } = await createCourseTree(t, owner.token);
      return { url: `${base}/days/${day.id}/uploads/image`, raw: multipartFile(TINY_PNG, "dot.png") };
    },
  },
  "POST /api/courses/:courseId/topics/:topicId/lecture": owned(202, ({ base, topic }) => ({
    url: `${base}/topics/${topic.id}/lecture`,
  })),
  "POST /api/courses/:courseId/days/:dayId/lecture": owned(202, ({ base, day }) => ({
    url: `${base}/days/${day.id}/lecture`,
  })),
  "POST /api/courses/:courseId/days/:dayId/read-aloud": owned(202, ({ base, day }) => ({
    url: `${base}/days/${day.id}/read-aloud`,
  })),
  "GET /api/tasks/:taskId": {
    access: "user",
    ok: 200,
    except: { otherUser: 404, admin: 404 },
    request: async ({ t, owner }) => ({ url: `/api/tasks/${(await readAloud(t, owner.token)).id}` }),
  },
  "POST /api/tasks/:taskId/cancel": {
    access: "user",
    ok: 200,
    except: { otherUser: 404, admin: 404 },
    request: async ({ t, owner }) => ({ url: `/api/tasks/${(await readAloud(t, owner.token)).id}/cancel` }),
  },
  "GET /api/files/:fileId/link": {
    access: "user",
    ok: 200,
    except: { otherUser: 404, admin: 404 },
    request: async ({ t, owner }) => ({ url: `/api/files/${await readingFileId(t, owner.token)}/link` }),
  },
  // The signature is the permission (an <audio> element sends no token): whoever holds the link.
  "GET /api/files/:fileId/content": {
    access: "public",
    ok: 200,
    request: async ({ t, owner }) => {
      const fileId = await readingFileId(t, owner.token);
      const link = await call<FileLink>(t, "GET", `/api/files/${fileId}/link`, { token: owner.token });
      return { url: link.body.url };
    },
  },
  "POST /api/courses/:courseId/quiz-sessions": owned(201, ({ base, content }) => ({
    url: `${base}/quiz-sessions`,
    body: { contentIds: [content.id] },
  })),
  // The same opening and turns, answered as server-sent events (the offline tutor's ends at once).
  "POST /api/courses/:courseId/quiz-sessions/stream": owned(200, ({ base, content }) => ({
    url: `${base}/quiz-sessions/stream`,
    body: { contentIds: [content.id] },
  })),
  "POST /api/quiz-sessions/:sessionId/messages/stream": {
    access: "user",
    ok: 200,
    except: { otherUser: 404, admin: 404 },
    request: async ({ t, owner }) => ({
      url: `/api/quiz-sessions/${await quizSession(t, owner.token)}/messages/stream`,
      body: { text: "Alkanes are named by their longest chain." },
    }),
  },
  // Another user's course is not found, as on every course route (its stream too).
  "GET /api/courses/:courseId/quiz-results": owned(200, ({ base }) => ({ url: `${base}/quiz-results` })),
  "GET /api/courses/:courseId/quiz-results/stream": {
    access: "user",
    ok: 200,
    except: { otherUser: 404, admin: 404 },
    request: async ({ t, owner }) => ({
      url: `${(await createCourseTree(t, owner.token)).base}/quiz-results/stream`,
      stream: true,
    }),
  },
  "GET /api/quiz-sessions/:sessionId": {
    access: "user",
    ok: 200,
    except: { otherUser: 404, admin: 404 },
    request: async ({ t, owner }) => ({ url: `/api/quiz-sessions/${await quizSession(t, owner.token)}` }),
  },
  "POST /api/quiz-sessions/:sessionId/messages": {
    access: "user",
    ok: 200,
    except: { otherUser: 404, admin: 404 },
    request: async ({ t, owner }) => ({
      url: `/api/quiz-sessions/${await quizSession(t, owner.token)}/messages`,
      body: { text: "Alkanes are named by their longest chain." },
    }),
  },
  // A second of silence: the session is checked first, then the engine finds no words.
  "POST /api/quiz-sessions/:sessionId/transcribe": {
    access: "user",
    ok: 422,
    except: { otherUser: 404, admin: 404 },
    request: async ({ t, owner }) => ({
      url: `/api/quiz-sessions/${await quizSession(t, owner.token)}/transcribe`,
      raw: { type: "audio/wav", bytes: wav(new Float32Array(16_000), 16_000) },
    }),
  },
  "POST /api/quiz-sessions/:sessionId/end": {
    access: "user",
    ok: 200,
    except: { otherUser: 404, admin: 404 },
    request: async ({ t, owner }) => ({ url: `/api/quiz-sessions/${await quizSession(t, owner.token)}/end` }),
  },
  "GET /api/health": { access: "public", ok: 200, request: () => ({ url: "/api/health" }) },
  "GET /api/openapi.json": { access: "public", ok: 200, request: () => ({ url: "/api/openapi.json" }) },
  "POST /api/auth/sign-up": {
    access: "public",
    ok: 201,
    request: () => ({ url: "/api/auth/sign-up", body: buildSignUp() }),
  },
  "POST /api/auth/sign-in": {
    access: "public",
    ok: 200,
    request: ({ owner }) => ({
      url: "/api/auth/sign-in",
      body: { email: owner.input.email, password: owner.input.password },
    }),
  },
  "POST /api/auth/token": {
    access: "public",
    ok: 200,
    request: async ({ t, owner }) => {
      const session = await signIn(t, owner.input.email, owner.input.password);
      return { url: "/api/auth/token", body: { refreshToken: session.refreshToken } };
    },
  },
  "POST /api/auth/sign-out": {
    access: "public",
    ok: 204,
    request: async ({ t, owner }) => {
      const session = await signIn(t, owner.input.email, owner.input.password);
      return { url: "/api/auth/sign-out", body: { refreshToken: session.refreshToken } };
    },
  },
  "GET /api/auth/lookup": { access: "user", ok: 200, request: () => ({ url: "/api/auth/lookup" }) },
  "POST /api/auth/update": {
    access: "user",
    ok: 200,
    request: () => ({ url: "/api/auth/update", body: { displayName: "Changed" } }),
  },
  "DELETE /api/auth/account": { access: "user", ok: 204, request: () => ({ url: "/api/auth/account" }) },
  "POST /api/auth/send-oob-code": {
    access: "public",
    ok: 204,
    request: ({ owner }) => ({
      url: "/api/auth/send-oob-code",
      body: { requestType: "PASSWORD_RESET", email: owner.input.email },
    }),
  },
  "POST /api/auth/verify-reset-code": {
    access: "public",
    ok: 200,
    request: async ({ t, owner }) => {
      await call(t, "POST", "/api/auth/send-oob-code", {
        body: { requestType: "PASSWORD_RESET", email: owner.input.email },
      });
      return {
        url: "/api/auth/verify-reset-code",
        body: { oobCode: await latestOobCode(t.database.dataDir, owner.input.email) },
      };
    },
  },
  "POST /api/auth/reset-password": {
    access: "public",
    ok: 200,
    request: async ({ t, owner }) => {
      await call(t, "POST", "/api/auth/send-oob-code", {
        body: { requestType: "PASSWORD_RESET", email: owner.input.email },
      });
      const oobCode = await latestOobCode(t.database.dataDir, owner.input.email);
      return { url: "/api/auth/reset-password", body: { oobCode, newPassword: owner.input.password } };
    },
  },
  "GET /api/auth/password-policy": {
    access: "public",
    ok: 200,
    request: () => ({ url: "/api/auth/password-policy" }),
  },
  "GET /api/users/me": { access: "user", ok: 200, request: () => ({ url: "/api/users/me" }) },
  "PATCH /api/users/me": {
    access: "user",
    ok: 200,
    // The caller's own email: a new one would take the current password as well.
    request: async ({ t, me, adminToken }) => {
      const own = await call<{ email: string }>(t, "GET", "/api/users/me", {
        token: me?.token ?? adminToken,
      });
      return { url: "/api/users/me", body: { email: own.body.email, firstName: "New", lastName: "Name" } };
    },
  },
  "GET /api/settings": { access: "user", ok: 200, request: () => ({ url: "/api/settings" }) },
  "PUT /api/settings": {
    access: "user",
    ok: 200,
    request: () => ({ url: "/api/settings", body: { preferredLLM: "claude" } }),
  },
  "POST /api/waitlist": {
    access: "public",
    ok: 201,
    request: () => ({ url: "/api/waitlist", body: buildWaitlistEntry() }),
  },
  "GET /api/admin/waitlist": { access: "admin", ok: 200, request: () => ({ url: "/api/admin/waitlist" }) },
  "POST /api/admin/waitlist/:id/activate": {
    access: "admin",
    ok: 200,
    request: async (ctx) => ({ url: `/api/admin/waitlist/${await freshWaitlistId(ctx)}/activate` }),
  },
  "DELETE /api/admin/waitlist/:id": {
    access: "admin",
    ok: 204,
    request: async (ctx) => ({ url: `/api/admin/waitlist/${await freshWaitlistId(ctx)}` }),
  },
  "PATCH /api/admin/users/:uid": {
    access: "admin",
    ok: 200,
    request: ({ owner }) => ({ url: `/api/admin/users/${owner.user.uid}`, body: { disabled: false } }),
  },
};

function expectedStatus(entry: Entry, caller: Caller): number {
  const override = entry.except?.[caller];
  if (override !== undefined) return override;
  if (entry.access === "public") return entry.ok;
  if (caller === "anonymous") return 401;
  if (entry.access === "admin" && caller !== "admin") return 403;
  return entry.ok;
}

describe("authorization matrix", () => {
  let t: TestServer;
  beforeAll(async () => {
    // Each call signs up fresh users (and asks for reset mails), far more than the throttles allow
    // one address.
    t = await startTestServer("pglite", {
      env: {
        AUTH_SIGNUP_LIMIT: "100000",
        AUTH_RESET_MAIL_ADDRESS_LIMIT: "100000",
        AI_REQUESTS_PER_MINUTE: "100000",
      },
    });
  });

  /** A fresh administrator, so a route that changes or deletes its caller harms no other test. */
  const signUpAdmin = async () => {
    const admin = await signUp(t);
    await t.server.app.services.usersRepository.update(admin.user.uid, { role: "admin" });
    return admin.token;
  };
  afterAll(() => t.stop());

  it("has an entry, with the right access level, for every API route", () => {
    const routes = Object.fromEntries(t.server.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(Object.keys(routes).sort()).toEqual(Object.keys(MATRIX).sort());
    for (const [key, entry] of Object.entries(MATRIX))
      expect([key, routes[key]]).toEqual([key, entry.access]);
  });

  for (const [key, entry] of Object.entries(MATRIX)) {
    it.each(CALLERS)(`${key} as %s`, async (caller) => {
      const [method = "GET"] = key.split(" ");
      // Fresh users for every call: some routes sign out, change or delete the caller.
      const owner = await signUp(t);
      const me = caller === "user" ? owner : caller === "otherUser" ? await signUp(t) : undefined;
      const adminToken = await signUpAdmin();
      const token = caller === "admin" ? adminToken : me?.token;
      const { url, body, raw, stream } = await entry.request({ t, me, owner, adminToken });
      if (stream) {
        const abort = new AbortController();
        const opened = await t.fetch(url, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
          signal: abort.signal,
        });
        abort.abort();
        expect(opened.status).toBe(expectedStatus(entry, caller));
        return;
      }
      const res = await call(t, method, url, {
        ...(token ? { token } : {}),
        ...(body !== undefined ? { body } : {}),
        ...(raw ? { raw } : {}),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(expectedStatus(entry, caller));
    });
  }
});
