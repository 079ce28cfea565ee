import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppEvent, type EventBus, organisationChannel } from './event.js';
import { openEventStream } from './sse.js';

export type EventsRoutesOptions = {
  bus: EventBus;
  /** Interval of the keep-alive comment, in ms (default 20 s, under common proxy idle timeouts). */
  heartbeatMs?: number;
  /** Reconnect delay the browser is told to use, in ms (default 3000). */
  retryMs?: number;
  /**
   * A stream ends after this long, in ms (default 15 min); the browser reconnects and is authenticated
   * again, so a removed or deactivated account stops receiving within that time.
   */
  maxAgeMs?: number;
};

/** A client this far behind (bytes buffered) is cut off; it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * `GET /api/events`: the signed-in user's Server-Sent Events stream (DESIGN.md, Realtime; WHATWG HTML,
 * server-sent events). Sends `retry:`, an initial `event: ready`, a `: heartbeat` comment every
 * `heartbeatMs`, then every bus event of this user as `event: <type>` / `data: <json>`. The stream ends when
 * the client goes away, falls too far behind, or reaches `maxAgeMs` (the browser then reconnects and is
 * authenticated again), and when the app closes (so `app.close()` does not wait on open streams).
 */
export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, opts) => {
  const { bus, heartbeatMs = 20_000, retryMs = 3000, maxAgeMs = 15 * 60_000 } = opts;
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Live events of the signed-in user (text/event-stream)',
        description:
          'Server-Sent Events: `ready` first, then `notification`, `job.ai`, `import.progress`, `pipeline.changed`, ' +
          '`scoring.progress` and `resync` events, each with `{ type, data, at }` as JSON.',
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('an endless text/event-stream') },
      },
      onRequest: app.authenticate,
    },
    (req, reply) => {
      const userId = req.user.id;
      const stream = openEventStream(reply);
      const res = stream.raw;

      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        open.delete(end);
        stream.close();
      };
      const write = (put: () => void) => {
        if (ended) return;
        put();
        if (res.writableLength > MAX_BUFFERED_BYTES) {
          req.log.warn({ userId }, 'event stream client too slow; closing the stream');
          end();
        }
      };
      // `event: <type>`, with the whole event `{ type, data, at }` as its data.
      const send = (event: AppEvent) => write(() => stream.send(event.type, event));

      // The user's own events, and those of everyone in their organisation (organisationChannel).
      const unsubscribeUser = bus.subscribe(userId, send);
      const unsubscribeOrganisation = bus.subscribe(organisationChannel(req.user.domain), send);
      const unsubscribe = () => {
        unsubscribeUser();
        unsubscribeOrganisation();
      };
      const heartbeat = setInterval(() => write(() => stream.comment('heartbeat')), heartbeatMs);
      const expiry = setTimeout(end, maxAgeMs);
      open.add(end);
      res.on('close', end);
      res.on('error', end);
      // The client may have left while the session was checked; 'close' has then already fired.
      if (!res.socket || res.socket.destroyed) return end();

      write(() => stream.retry(retryMs));
      send({ type: 'ready', data: null, at: new Date().toISOString() });
    },
  );
};
