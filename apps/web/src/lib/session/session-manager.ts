import type { AccountInfo, SignInResponse, TokenResponse } from "@study-well/shared/api";
import { ApiError, NetworkError } from "../api/errors";
import type { SessionStore, StoredSession } from "./session-store";

/** Spec §4 and §9: refresh 5 minutes early, count as expired 30 s early, back off 30 s → 16 min. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
export const EXPIRY_SKEW_MS = 30_000;
export const RETRY_FIRST_MS = 30_000;
export const RETRY_MAX_MS = 16 * 60_000;

export type SessionState =
  | { status: "loading"; user: null }
  | { status: "signedOut"; user: null }
  | { status: "signedIn"; user: AccountInfo };

export interface SessionApi {
  refresh(refreshToken: string): Promise<TokenResponse>;
  signOut(refreshToken: string): Promise<void>;
}

/**
 * Tells the other tabs that the stored session changed; "signed-out" when the student signed out
 * (each tab then forgets what it kept of their work).
 */
export type SessionNews = "changed" | "signed-out";
export interface SessionChannel {
  post(news?: SessionNews): void;
  subscribe(onChange: (news?: SessionNews) => void): () => void;
}

/** Runs `fn` while no other tab runs a function under the same name. */
export type ExclusiveLock = <T>(name: string, fn: () => Promise<T>) => Promise<T>;

export interface SessionDeps {
  store: SessionStore;
  api: SessionApi;
  channel: SessionChannel;
  lock: ExclusiveLock;
  now: () => number;
  /** Where failures that need no user attention go (spec: a failed sign-out is only logged). */
  log: (message: string, error: unknown) => void;
  /** Forgets what this tab keeps of the user's work (drafts) when they sign out, here or in another tab. */
  forgetLocal?: () => void;
}

/** Codes with which the server says this session is over for good. */
const SESSION_OVER = new Set([
  "auth/user-disabled",
  "auth/user-token-expired",
  "auth/invalid-refresh-token",
  "auth/user-not-found",
  "auth/id-token-revoked",
]);

export class SessionManager {
  private state: SessionState = { status: "loading", user: null };
  private session: StoredSession | null = null;
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = RETRY_FIRST_MS;
  private inFlight: Promise<string | null> | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly deps: SessionDeps) {}

  async start(): Promise<void> {
    this.unsubscribe = this.deps.channel.subscribe((news) => {
      // Forgotten once this tab is signed out too, when nothing pending is written back any more.
      void this.reload().then(() => news === "signed-out" && this.deps.forgetLocal?.());
    });
    await this.reload();
  }

  stop(): void {
    this.unsubscribe?.();
    clearTimeout(this.timer);
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  async signIn(response: SignInResponse): Promise<void> {
    const { user, ...tokens } = response;
    await this.save({ ...this.fromTokens(tokens), user });
  }

  /** Keeps the signed-in user's details current (e.g. after a profile update). */
  async updateUser(user: AccountInfo): Promise<void> {
    if (this.session) await this.save({ ...this.session, user });
  }

  /** Replaces the tokens, e.g. after a password change ended the other sessions. */
  async replaceTokens(tokens: TokenResponse): Promise<void> {
    if (this.session) await this.save({ ...this.session, ...this.fromTokens(tokens) });
  }

  /** A valid access token, refreshed first when it is (about to be) expired; null when signed out. */
  async getIdToken(): Promise<string | null> {
    if (!this.session) return null;
    if (this.deps.now() < this.session.expiresAt - EXPIRY_SKEW_MS) return this.session.idToken;
    return this.refresh();
  }

  /** Signs out here and in every tab; the server is told, and its failure only logged. */
  async signOut(): Promise<void> {
    const refreshToken = this.session?.refreshToken;
    await this.clear("signed-out");
    // Once signed out, when nothing pending is written back any more.
    this.deps.forgetLocal?.();
    if (refreshToken) {
      try {
        await this.deps.api.signOut(refreshToken);
      } catch (error) {
        this.deps.log("Sign-out failed", error);
      }
    }
  }

  /** Called when an API call was refused for this session: the session may be over. */
  async handleRejection(error: ApiError): Promise<void> {
    if (SESSION_OVER.has(error.code)) await this.clear();
  }

  /** One refresh at a time in this tab, and across tabs through the lock. */
  refresh(): Promise<string | null> {
    this.inFlight ??= this.deps
      .lock("study-well:refresh", () => this.refreshExclusive())
      .finally(() => (this.inFlight = undefined));
    return this.inFlight;
  }

  private async refreshExclusive(): Promise<string | null> {
    // Another tab may have refreshed while we waited for the lock: use its tokens.
    const stored = await this.deps.store.get();
    if (!stored) {
      this.apply(null);
      return null;
    }
    if (stored.idToken !== this.session?.idToken && this.deps.now() < stored.expiresAt - EXPIRY_SKEW_MS) {
      this.apply(stored);
      return stored.idToken;
    }
    try {
      const tokens = await this.deps.api.refresh(stored.refreshToken);
      this.retryDelay = RETRY_FIRST_MS;
      await this.save({ ...stored, ...this.fromTokens(tokens) });
      return tokens.idToken;
    } catch (error) {
      if (error instanceof NetworkError) {
        this.schedule(this.retryDelay);
        this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
        throw error;
      }
      if (
        error instanceof ApiError &&
        (SESSION_OVER.has(error.code) || error.status === 400 || error.status === 401)
      ) {
        await this.clear();
        return null;
      }
      throw error;
    }
  }

  private fromTokens(tokens: TokenResponse) {
    return {
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      expiresAt: this.deps.now() + tokens.expiresIn * 1000,
    };
  }

  private async save(session: StoredSession): Promise<void> {
    await this.deps.store.set(session);
    this.apply(session);
    this.deps.channel.post();
  }

  private async clear(news?: SessionNews): Promise<void> {
    await this.deps.store.remove();
    this.apply(null);
    this.deps.channel.post(news);
  }

  private async reload(): Promise<void> {
    this.apply(await this.deps.store.get());
  }

  private apply(session: StoredSession | null): void {
    this.session = session;
    clearTimeout(this.timer);
    const next: SessionState = session
      ? { status: "signedIn", user: session.user }
      : { status: "signedOut", user: null };
    if (session) this.schedule(session.expiresAt - REFRESH_BEFORE_EXPIRY_MS - this.deps.now());
    if (next.status !== this.state.status || next.user !== this.state.user) {
      this.state = next;
      for (const listener of this.listeners) listener();
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => void this.refresh().catch((error: unknown) => this.deps.log("Token refresh failed", error)),
      Math.max(0, delayMs),
    );
  }
}
