/**
 * Text a student has typed and not yet saved, kept in the tab's session storage so that a reload
 * or a crash does not lose it (nor a closed tab the browser opens again). The tab's own: another
 * tab, which may save or cancel the same note, never writes over it. One entry per scope (a user's
 * course), holding each open form's draft by the form's key. Forgotten when saved or cancelled,
 * when the tab is closed, after KEPT_FOR_MS, and all at once when the student signs out here or in
 * another tab.
 */
const PREFIX = "study-well:drafts:";
export const KEPT_FOR_MS = 30 * 24 * 60 * 60_000;
/** Writes come at most this long after a keystroke, so typing does not write the scope each time. */
const WRITE_AFTER_MS = 300;

interface Stored<T> {
  /** When each draft was last typed in (ms). */
  at: Record<string, number>;
  drafts: Record<string, T>;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** What a form keeps its text in as it is typed (see AddTextForm's `keep`). */
export interface DraftStore<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  delete(key: string): void;
}

/**
 * The drafts of one scope: read once, written (a little later) as they change. `valid` says
 * whether something read back is a draft (storage may hold anything: another version's, or
 * another program's).
 */
export class KeptDrafts<T> implements DraftStore<T> {
  private readonly map = new Map<string, T>();
  /** When each draft was last typed in (ms), to forget those left for longer than KEPT_FOR_MS. */
  private readonly at = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  private readonly allowed: () => boolean;

  /**
   * `valid`: whether something read back is a draft (storage may hold anything: another version's,
   * or another program's). `keep`: whether a draft's form is still there to open (its note or day
   * may have been deleted elsewhere). `allowed`: whether the tab may still write the scope's
   * drafts (not once its user signed out, when what is pending is dropped rather than written back).
   * What is not kept is forgotten in storage too.
   */
  constructor(
    private readonly scope: string | undefined,
    options: {
      valid: (value: unknown) => value is T;
      keep?: (key: string) => boolean;
      allowed?: () => boolean;
      now?: number;
    },
  ) {
    const { valid, keep = () => true, allowed = () => true, now = Date.now() } = options;
    this.allowed = allowed;
    if (!scope) return;
    let dropped = false;
    try {
      const raw = storage()?.getItem(PREFIX + scope);
      const stored = raw ? (JSON.parse(raw) as Partial<Stored<T>>) : undefined;
      for (const [key, value] of Object.entries(stored?.drafts ?? {})) {
        const at = stored?.at?.[key];
        if (typeof at === "number" && now - at < KEPT_FOR_MS && valid(value) && keep(key)) {
          this.map.set(key, value);
          this.at.set(key, at);
        } else dropped = true;
      }
    } catch {
      // Unreadable: nothing kept.
      dropped = true;
    }
    if (dropped) this.schedule();
  }

  get(key: string): T | undefined {
    return this.map.get(key);
  }

  set(key: string, value: T): void {
    this.map.set(key, value);
    this.at.set(key, Date.now());
    this.schedule();
  }

  delete(key: string): void {
    if (!this.map.delete(key)) return;
    this.at.delete(key);
    this.schedule();
  }

  entries(): [string, T][] {
    return [...this.map];
  }

  /** Writes what is pending now (the page is being left). */
  flush(): void {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.write();
  }

  private schedule(): void {
    if (!this.scope || this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.write();
    }, WRITE_AFTER_MS);
  }

  private write(): void {
    const store = storage();
    if (!store || !this.scope || !this.allowed()) return;
    try {
      if (this.map.size === 0) {
        store.removeItem(PREFIX + this.scope);
        return;
      }
      const stored: Stored<T> = { at: Object.fromEntries(this.at), drafts: Object.fromEntries(this.map) };
      store.setItem(PREFIX + this.scope, JSON.stringify(stored));
    } catch {
      // Full or refused: the drafts stay in memory, as they were before storage was used.
    }
  }
}

/** The keys of the drafts a storage holds, whoever typed them. */
const draftKeys = (store: Storage): string[] =>
  Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  );

/** Forgets every draft kept in this tab, whoever typed it (on signing out). */
export function forgetAllDrafts(store: Storage | undefined = storage()): void {
  if (!store) return;
  try {
    for (const key of draftKeys(store)) store.removeItem(key);
  } catch {
    // Nothing to forget where storage cannot be read.
  }
}

/** This tab's id, kept with its drafts; and the channel tabs ask each other on. */
const TAB = "study-well:tab";
const TABS = "study-well:tabs";
/** How long a tab that starts with drafts waits for another tab to say it has its id. */
const ASK_FOR_MS = 150;

/** What keepDraftsToThisTab talks over: a BroadcastChannel, in a browser. */
export interface TabsChannel {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  close(): void;
}

// crypto.randomUUID exists only in secure contexts (not on a server reached over plain http);
// getRandomValues everywhere.
const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * A tab the browser duplicates starts with a copy of the original's session storage, its drafts
 * among it: both tabs would open the same half-written note, and both could save it. So each tab
 * keeps an id of its own there, and a tab that starts asks the others, with a question of its own,
 * whether one has its id. Only the tab that asked acts on the answer, and only while it starts: it
 * is the copy, takes an id of its own and forgets the drafts it copied (the original keeps them).
 * A tab answers only once it has started itself, so two tabs starting together do not take each
 * other for copies. A reload finds no other tab with its id and keeps its drafts. Resolves once
 * this tab may read its drafts: at once when it has none, else on the answer or after ASK_FOR_MS.
 * Call once, before the app shows.
 */
export function keepDraftsToThisTab({
  open = () => (typeof BroadcastChannel === "function" ? new BroadcastChannel(TABS) : undefined),
  store = storage(),
  askFor = ASK_FOR_MS,
}: {
  open?: () => TabsChannel | undefined;
  store?: Storage | undefined;
  askFor?: number;
} = {}): Promise<void> {
  const channel = store && open();
  if (!store || !channel) return Promise.resolve();
  let mine: string;
  try {
    mine = store.getItem(TAB) ?? randomId();
    store.setItem(TAB, mine);
  } catch {
    channel.close();
    return Promise.resolve();
  }
  const question = randomId();
  let starting = true;
  let started: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (started = resolve));
  const finish = () => {
    starting = false;
    started();
  };
  channel.addEventListener("message", (event: MessageEvent) => {
    const { ask, tab, to, question: theirs } = (event.data ?? {}) as Record<string, unknown>;
    if (ask === "whose" && tab === mine && !starting) {
      // Another tab started with this tab's id: it is a copy of this one, and is told so.
      channel.postMessage({ ask: "mine", to: theirs });
    } else if (ask === "mine" && to === question && starting) {
      // This tab is the copy.
      mine = randomId();
      try {
        store.setItem(TAB, mine);
      } catch {
        // Storage refused: the id is this tab's in memory.
      }
      forgetAllDrafts(store);
      finish();
    }
  });
  channel.postMessage({ ask: "whose", tab: mine, question });
  setTimeout(finish, askFor);
  // Nothing to keep from a copy: the app need not wait, though the tab still learns it is one.
  return draftKeys(store).length > 0 ? done : Promise.resolve();
}
