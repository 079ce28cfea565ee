import { describe, expect, it } from 'vitest';
import { readSse, type SseMessage } from '#/lib/read-sse';

function streamOf(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function collect(pieces: string[]): Promise<SseMessage[]> {
  const out: SseMessage[] = [];
  for await (const message of readSse(streamOf(pieces))) out.push(message);
  return out;
}

describe('readSse', () => {
  it('reads named events whose frames are split anywhere across chunks', async () => {
    const text =
      'event: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\nevent: done\ndata: {}\n\n';
    const pieces = text.match(/.{1,7}/gs) ?? [];
    expect(await collect(pieces)).toEqual([
      { event: 'delta', data: '{"text":"Hel"}' },
      { event: 'delta', data: '{"text":"lo"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('skips comments and retry lines, joins data lines, accepts CRLF and a last frame without a blank line', async () => {
    expect(
      await collect([': heartbeat\r\n\r\nretry: 3000\n\ndata: a\ndata: b\n\n', 'event: error\ndata: x']),
    ).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'error', data: 'x' },
    ]);
  });

  it('keeps multi-byte characters split between chunks whole', async () => {
    const bytes = new TextEncoder().encode('data: café 🙂\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const b of bytes) controller.enqueue(new Uint8Array([b]));
        controller.close();
      },
    });
    const out: SseMessage[] = [];
    for await (const message of readSse(stream)) out.push(message);
    expect(out).toEqual([{ event: 'message', data: 'café 🙂' }]);
  });
});

describe('readSse line ends', () => {
  it('reads a CRLF split between two chunks as one line end', async () => {
    expect(await collect(['data: a\r', '\n\r', '\ndata: b\r\n\r\n'])).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: 'b' },
    ]);
  });
});
