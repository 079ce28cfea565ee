import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * One Server-Sent Events frame: `event: <event>` and `data` as JSON on one `data:` line (JSON never holds a
 * raw newline, so one line suffices). `event` must hold no line break.
 */
export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** An open `text/event-stream` response; writes once it has ended or the client has gone are dropped. */
export type EventStream = {
  /** The response itself: its 'close' and 'error' events, and `writableLength` (bytes not yet sent). */
  raw: ServerResponse;
  /** Sends one event (see `sseFrame`). */
  send: (event: string, data: unknown) => void;
  /** Sends a comment line, `: <text>`, which the browser ignores (a keep-alive). */
  comment: (text: string) => void;
  /** Tells the browser how long to wait before it reconnects, in ms (`retry: <ms>`). */
  retry: (ms: number) => void;
  /** Ends the response; calling it again does nothing. */
  close: () => void;
};

/**
 * Opens a Server-Sent Events response on `reply` (WHATWG HTML, server-sent events): Fastify stops managing
 * the response (`reply.hijack()`), the headers earlier hooks set (security headers) are kept, and a 200 with
 * `content-type: text/event-stream; charset=utf-8`, `cache-control: no-cache, no-transform`,
 * `connection: keep-alive` and `x-accel-buffering: no` (no proxy buffering) is flushed at once.
 * @returns the writer of the stream; the caller closes it.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const res = reply.raw;
  const headers: OutgoingHttpHeaders = {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  };
  delete headers['content-length'];
  res.writeHead(200, headers);
  res.flushHeaders();
  const write = (chunk: string) => {
    if (!res.destroyed && !res.writableEnded) res.write(chunk);
  };
  return {
    raw: res,
    send: (event, data) => write(sseFrame(event, data)),
    comment: (text) => write(`: ${text}\n\n`),
    retry: (ms) => write(`retry: ${ms}\n\n`),
    close: () => {
      if (!res.writableEnded) res.end();
    },
  };
}
