/** One Server-Sent Events message: its `event:` name ('message' when absent) and its joined `data:` lines. */
export type SseMessage = { event: string; data: string };

function parseBlock(block: string): SseMessage | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

/**
 * Reads a `text/event-stream` body as its messages, in order, as they arrive (WHATWG HTML, server-sent
 * events: fields `event` and `data`, comments and other fields skipped, CRLF or LF line ends). Used for
 * streams the browser's EventSource cannot open, such as the answer to a POST.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  // A streaming decoder keeps a character whose bytes are split between chunks whole.
  const decoder = new TextDecoder();
  let buffer = '';
  // A CR at the end of a chunk may be the first half of a CRLF: it waits for the next chunk.
  let carriageReturn = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      let text = carriageReturn + (value ? decoder.decode(value, { stream: true }) : decoder.decode());
      carriageReturn = !done && text.endsWith('\r') ? '\r' : '';
      if (carriageReturn) text = text.slice(0, -1);
      buffer += text.replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const message = parseBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (message) yield message;
        end = buffer.indexOf('\n\n');
      }
      if (done) break;
    }
    const rest = parseBlock(buffer);
    if (rest) yield rest;
  } finally {
    // A consumer that stops early (the analysis is done, or Stop) lets the rest of the body go.
    reader.cancel().catch(() => {});
  }
}
