import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A pass-through proxy in front of a mock LLM that can hold a streamed reply at a chosen word. */
export type LlmGate = {
  /** http://127.0.0.1:port, to use in place of the mock's URL. */
  url: string;
  /**
   * Holds every reply from the first chunk containing `text` on (nothing from there reaches the app) until
   * `release()`; the text before it has been passed on.
   */
  holdAt: (text: string) => void;
  release: () => void;
  close: () => Promise<void>;
};

/**
 * Starts the gate. It makes "the first words show while the model is still writing" a fact rather than a
 * race: the rest of the reply is withheld until the test has seen the first words and releases it.
 */
export async function startLlmGate(target: string): Promise<LlmGate> {
  let marker: string | null = null;
  let open: () => void = () => {};
  let opened: Promise<void> = Promise.resolve();

  const server = http.createServer((req, res) => {
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        const pending = marker;
        let tail = '';
        let holding = false;
        reply.on('data', (chunk: Buffer) => {
          const text = chunk.toString('utf8');
          if (!holding && pending && (tail + text).includes(pending)) holding = true;
          tail = text.slice(-(pending?.length ?? 0));
          if (!holding) {
            res.write(chunk);
            return;
          }
          reply.pause();
          void opened.then(() => {
            if (!res.destroyed) res.write(chunk);
            reply.resume();
          });
        });
        reply.on('end', () => {
          if (holding) void opened.then(() => res.end());
          else res.end();
        });
      },
    );
    upstream.on('error', () => res.destroy());
    // The app stopped reading (the user pressed Stop): stop the mock's stream too.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    holdAt: (text) => {
      marker = text;
      opened = new Promise((resolve) => {
        open = resolve;
      });
    },
    release: () => {
      marker = null;
      open();
    },
    close: () =>
      new Promise<void>((resolve) => {
        open();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
