import type { Role } from "@study-well/shared/api";

/** What the auth guard needs of an account on every request. */
export interface AccountState {
  id: string;
  email: string;
  role: Role;
  disabled: boolean;
  sessionVersion: number;
}

/**
 * What the auth guard reads on every request, kept so that a request costs no database round
 * trip: every change forgets its entry here at once, and in every other process through the
 * changes feed. A read that was in flight while any entry was forgotten is not kept (it may have
 * read the state before the change), and nothing is kept while notices could be missed.
 */
export class NoticedCache<V> {
  private readonly entries = new Map<string, V>();
  /** Moves on every forget; a load keeps its result only if it did not move meanwhile. */
  private epoch = 0;
  private enabled = true;

  constructor(
    private readonly load: (id: string) => Promise<V>,
    /** Whether a loaded value may be kept (an account that does not exist is read again). */
    private readonly keeps: (value: V) => boolean = () => true,
    private readonly maxEntries = 50_000,
  ) {}

  async get(id: string): Promise<V> {
    if (this.entries.has(id)) return this.entries.get(id) as V;
    const epoch = this.epoch;
    const value = await this.load(id);
    if (this.keeps(value) && this.enabled && epoch === this.epoch) {
      this.entries.set(id, value);
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return value;
  }

  forget(id: string): void {
    this.epoch++;
    this.entries.delete(id);
  }

  /** Off (and emptied) while changes made by other processes could go unheard. */
  setEnabled(enabled: boolean): void {
    this.epoch++;
    this.enabled = enabled;
    this.entries.clear();
  }
}

/**
 * The auth guard's accounts. Every write to an account forgets it (UsersRepository); revocation
 * (disable, role change, sign-out everywhere) is as immediate as before in this process, and as
 * soon as the notice arrives in the others.
 */
export class AccountCache extends NoticedCache<AccountState | undefined> {
  constructor(load: (id: string) => Promise<AccountState | undefined>, maxAccounts = 50_000) {
    super(load, (account) => account !== undefined, maxAccounts);
  }
}

/**
 * Whether a signed-in session (a refresh-token family, the `sid` of its access tokens) has ended:
 * signed out, or its refresh token replayed, so that its access tokens stop working at once rather
 * than when they expire. Ending one forgets it (RefreshTokens).
 */
export class SessionCache extends NoticedCache<boolean> {}
