import { publicApi, unwrap } from "../api/client";
import { forgetAllDrafts } from "../kept-drafts";
import { SessionManager, type ExclusiveLock, type SessionChannel } from "./session-manager";
import { deferredStore, pickSessionStore } from "./session-store";

const CHANNEL = "study-well:session";

function browserChannel(): SessionChannel {
  if (typeof BroadcastChannel !== "function")
    return { post: () => undefined, subscribe: () => () => undefined };
  const channel = new BroadcastChannel(CHANNEL);
  return {
    post: (news = "changed") => channel.postMessage(news),
    subscribe: (onChange) => {
      const listener = (event: MessageEvent) =>
        onChange(event.data === "signed-out" ? "signed-out" : "changed");
      channel.addEventListener("message", listener);
      return () => channel.removeEventListener("message", listener);
    },
  };
}

// Web Locks exist only in secure contexts (not on a server reached over plain http), whatever
// the DOM types say.
const browserLock: ExclusiveLock = (name, fn) => {
  const locks = typeof navigator === "undefined" ? undefined : (navigator as Partial<Navigator>).locks;
  return locks ? locks.request(name, fn) : fn();
};

/** The session of this browser: stored as spec §4 says, shared by every tab. Call start() next. */
export function createBrowserSession(): SessionManager {
  const store = deferredStore(
    pickSessionStore({
      indexedDB: typeof indexedDB === "undefined" ? undefined : indexedDB,
      localStorage: () => window.localStorage,
      sessionStorage: () => window.sessionStorage,
    }),
  );
  return new SessionManager({
    store,
    channel: browserChannel(),
    lock: browserLock,
    now: () => Date.now(),
    log: (message, error) => console.error(message, error),
    forgetLocal: forgetAllDrafts,
    api: {
      refresh: (refreshToken) => unwrap(publicApi.POST("/api/auth/token", { body: { refreshToken } })),
      signOut: async (refreshToken) => {
        await unwrap(publicApi.POST("/api/auth/sign-out", { body: { refreshToken } }));
      },
    },
  });
}
