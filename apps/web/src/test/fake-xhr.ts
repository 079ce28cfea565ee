import { vi } from 'vitest';

type Answer = { status: number; json: unknown };

/**
 * A scripted XMLHttpRequest for the CSV import: records each request, reports upload progress when told,
 * and answers with `respond`. Install with `installFakeXhr()`; `FakeXhr.last` is the latest request.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  static get last(): FakeXhr {
    return FakeXhr.instances.at(-1)!;
  }
  method = '';
  url = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
    if (loaded >= total) this.upload.onload?.();
  }
  respond({ status, json }: Answer) {
    this.status = status;
    this.responseText = JSON.stringify(json);
    this.onload?.();
  }
}

export function installFakeXhr(): void {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
