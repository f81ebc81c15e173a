import { vi } from "vitest";

/**
 * A stand-in for XMLHttpRequest, as the page sends an upload with it (to tell how much has gone):
 * what was sent (`method`, `url`, `headers`, `body`), and the server's side, played by a test or by
 * stubFetch's stand-in: bytes arriving (`receive`), an answer (`answer`), no answer (`drop`).
 */
export class StubXhr {
  method = "";
  url = "";
  readonly headers = new Headers();
  body: Blob | null = null;
  aborted = false;
  responseType = "";
  status = 0;
  statusText = "";
  response: Blob | null = null;
  private answerHeaders = new Headers();
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  readonly upload = {
    onprogress: null as ((event: ProgressEvent) => void) | null,
    onload: null as (() => void) | null,
  };

  constructor(private readonly onSend: (xhr: StubXhr) => void) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }
  getAllResponseHeaders(): string {
    return [...this.answerHeaders].map(([name, value]) => `${name}: ${value}\r\n`).join("");
  }
  send(body: Blob | null): void {
    this.body = body;
    this.onSend(this);
  }
  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  /** The server has received `loaded` of the body's bytes. */
  receive(loaded: number): void {
    const total = this.body?.size ?? 0;
    this.upload.onprogress?.(new ProgressEvent("progress", { lengthComputable: true, loaded, total }));
  }
  /** The whole body has arrived, and the server answers `response`. */
  async answer(response: Response): Promise<void> {
    this.receive(this.body?.size ?? 0);
    this.upload.onload?.();
    this.status = response.status;
    this.statusText = response.statusText;
    this.answerHeaders = response.headers;
    this.response = await response.blob();
    this.onload?.();
  }
  /** The connection dropped: no answer. */
  drop(): void {
    this.onerror?.();
  }
}

/** XMLHttpRequest stood in for; each request sent is handed to `onSend` (by default, kept in the list returned). */
export function stubXhr(onSend?: (xhr: StubXhr) => void): StubXhr[] {
  const sent: StubXhr[] = [];
  vi.stubGlobal(
    "XMLHttpRequest",
    class extends StubXhr {
      constructor() {
        super((xhr) => {
          sent.push(xhr);
          onSend?.(xhr);
        });
      }
    },
  );
  return sent;
}
