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
 * The auth guard's accounts, so that a request costs no database round trip. Every write to an
 * account forgets it here at once (UsersRepository), and in every other process through the
 * changes feed; revocation (disable, role change, sign-out everywhere) is as immediate as before
 * in this process, and as soon as the notice arrives in the others. A read that was in flight
 * while any account was forgotten is not kept (it may have read the state before the change),
 * and nothing is kept while notices could be missed.
 */
export class AccountCache {
  private readonly accounts = new Map<string, AccountState>();
  /** Moves on every forget; a load keeps its result only if it did not move meanwhile. */
  private epoch = 0;
  private enabled = true;

  constructor(
    private readonly load: (id: string) => Promise<AccountState | undefined>,
    private readonly maxAccounts = 50_000,
  ) {}

  async get(id: string): Promise<AccountState | undefined> {
    const cached = this.accounts.get(id);
    if (cached) return cached;
    const epoch = this.epoch;
    const account = await this.load(id);
    if (account && this.enabled && epoch === this.epoch) {
      this.accounts.set(id, account);
      if (this.accounts.size > this.maxAccounts) {
        const oldest = this.accounts.keys().next().value;
        if (oldest !== undefined) this.accounts.delete(oldest);
      }
    }
    return account;
  }

  forget(id: string): void {
    this.epoch++;
    this.accounts.delete(id);
  }

  /** Off (and emptied) while changes made by other processes could go unheard. */
  setEnabled(enabled: boolean): void {
    this.epoch++;
    this.enabled = enabled;
    this.accounts.clear();
  }
}
