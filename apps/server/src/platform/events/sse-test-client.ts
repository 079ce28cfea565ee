/** One parsed Server-Sent Events frame: its event name, data line, retry value or comment. */
export type SseFrame = { event?: string; data?: string; retry?: number; comment?: string };

/**
 * A minimal SSE reader over `fetch` for tests: `next(match)` resolves with the next frame that matches,
 * reading the stream as needed; `close()` aborts the request.
 */
export async function openSse(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const frames: SseFrame[] = [];
  let buffer = '';
  // One read in flight at a time: a read that loses a race against a timeout is reused, not dropped.
  let pending: ReturnType<typeof reader.read> | null = null;
  const read = () => {
    pending ??= reader.read().finally(() => {
      pending = null;
    });
    return pending;
  };

  const parse = (block: string): SseFrame => {
    const frame: SseFrame = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) frame.comment = line.slice(1).trim();
      else if (line.startsWith('event: ')) frame.event = line.slice(7);
      else if (line.startsWith('data: ')) frame.data = line.slice(6);
      else if (line.startsWith('retry: ')) frame.retry = Number(line.slice(7));
    }
    return frame;
  };

  const next = async (match: (f: SseFrame) => boolean = () => true, ms = 5000): Promise<SseFrame> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = frames.findIndex(match);
      if (index >= 0) return frames.splice(index, 1)[0]!;
      if (Date.now() > deadline) throw new Error('no matching SSE frame in time');
      const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), deadline - Date.now()));
      const chunk = await Promise.race([read(), timeout]);
      if (chunk === 'timeout') continue;
      if (chunk.done) throw new Error('SSE stream ended');
      buffer += chunk.value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        frames.push(parse(buffer.slice(0, end)));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  };

  /** Reads until the server ends the stream; resolves true when it did within `ms`. */
  const ended = async (ms = 5000): Promise<boolean> => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), deadline - Date.now()));
      const chunk = await Promise.race([read().catch(() => ({ done: true as const })), timeout]);
      if (chunk === 'timeout') return false;
      if (chunk.done) return true;
    }
    return false;
  };

  return { res, next, ended, close: () => controller.abort() };
}
