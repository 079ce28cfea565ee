import { NOTIFICATIONS_LIMIT, notification, notificationList } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#src/db/client.js';
import { notFound } from '#src/lib/app-error.js';
import { noContent } from '#src/plugins/openapi.js';
import { deleteNotification, listNotifications, markAllRead, markRead } from './notifications.queries.js';

const idParams = z.object({ id: z.uuid() });

/**
 * Notifications of the signed-in user only (docs/product/notifications.md#panel); another user's answer 404.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(NOTIFICATIONS_LIMIT),
        }),
        response: { 200: notificationList },
      },
    },
    async (req) => listNotifications(db, req.user.id, req.query.limit),
  );

  app.patch(
    '/api/notifications/:id',
    {
      schema: {
        tags: ['notifications'],
        params: idParams,
        body: z.object({ read: z.boolean() }),
        response: { 200: notification },
      },
    },
    async (req) =>
      (await markRead(db, req.user.id, req.params.id, req.body.read)) ??
      Promise.reject(notFound('Notification not found')),
  );

  app.post(
    '/api/notifications/mark-all-read',
    { schema: { tags: ['notifications'], response: { 200: z.object({ updated: z.number().int() }) } } },
    async (req) => ({ updated: await markAllRead(db, req.user.id) }),
  );

  app.delete(
    '/api/notifications/:id',
    {
      schema: {
        tags: ['notifications'],
        params: idParams,
        response: { 204: noContent('The notification was deleted') },
      },
    },
    async (req, reply) => {
      if (!(await deleteNotification(db, req.user.id, req.params.id)))
        throw notFound('Notification not found');
      return reply.status(204).send();
    },
  );
};
