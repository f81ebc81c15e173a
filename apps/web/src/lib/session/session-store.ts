import type { AccountInfo } from "@study-well/shared/api";

export interface StoredSession {
  user: AccountInfo;
  idToken: string;
  refreshToken: string;
  /** When idToken expires, in milliseconds since the epoch. */
  expiresAt: number;
}

/** Where the session is kept between visits; spec §4 prefers IndexedDB, then local, then session storage. */
export interface SessionStore {
  readonly kind: "indexedDB" | "localStorage" | "sessionStorage" | "memory" | "deferred";
  get(): Promise<StoredSession | null>;
  set(session: StoredSession): Promise<void>;
  remove(): Promise<void>;
}

const KEY = "study-well:session";
const DB_NAME = "study-well";
const OBJECT_STORE = "session";

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
  });
}

export async function openIndexedDbStore(factory: IDBFactory): Promise<SessionStore> {
  const open = factory.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(OBJECT_STORE);
  const db = await request(open);
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) =>
    request(action(db.transaction(OBJECT_STORE, mode).objectStore(OBJECT_STORE)));
  return {
    kind: "indexedDB",
    get: async () => ((await run("readonly", (s) => s.get(KEY))) as StoredSession | undefined) ?? null,
    set: async (session) => {
      await run("readwrite", (s) => s.put(session, KEY));
    },
    remove: async () => {
      await run("readwrite", (s) => s.delete(KEY));
    },
  };
}

export function webStorageStore(storage: Storage, kind: "localStorage" | "sessionStorage"): SessionStore {
  return {
    kind,
    get: () => {
      const raw = storage.getItem(KEY);
      return Promise.resolve(raw ? (JSON.parse(raw) as StoredSession) : null);
    },
    set: (session) => {
      storage.setItem(KEY, JSON.stringify(session));
      return Promise.resolve();
    },
    remove: () => {
      storage.removeItem(KEY);
      return Promise.resolve();
    },
  };
}

export function memoryStore(): SessionStore {
  let value: StoredSession | null = null;
  return {
    kind: "memory",
    get: () => Promise.resolve(value),
    set: (session) => {
      value = session;
      return Promise.resolve();
    },
    remove: () => {
      value = null;
      return Promise.resolve();
    },
  };
}

function usable(storage: () => Storage | undefined): Storage | undefined {
  try {
    const s = storage();
    if (!s) return undefined;
    s.setItem(`${KEY}:probe`, "1");
    s.removeItem(`${KEY}:probe`);
    return s;
  } catch {
    return undefined; // e.g. blocked by privacy settings, or full
  }
}

/** The first store that works here, in the spec's order of preference. */
export async function pickSessionStore(env: {
  indexedDB?: IDBFactory | undefined;
  localStorage?: () => Storage | undefined;
  sessionStorage?: () => Storage | undefined;
}): Promise<SessionStore> {
  if (env.indexedDB) {
    try {
      const store = await openIndexedDbStore(env.indexedDB);
      await store.get();
      return store;
    } catch {
      // private browsing modes may refuse IndexedDB: fall through
    }
  }
  const local = env.localStorage && usable(env.localStorage);
  if (local) return webStorageStore(local, "localStorage");
  const session = env.sessionStorage && usable(env.sessionStorage);
  if (session) return webStorageStore(session, "sessionStorage");
  return memoryStore();
}

/** A store usable at once whose backing store is still being picked (opening IndexedDB is async). */
export function deferredStore(picked: Promise<SessionStore>): SessionStore {
  return {
    kind: "deferred",
    get: async () => (await picked).get(),
    set: async (session) => (await picked).set(session),
    remove: async () => (await picked).remove(),
  };
}
