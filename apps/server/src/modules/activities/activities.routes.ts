import { appClickedActivity } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#src/db/client.js';
import { listActivities, recordActivity } from './activities.queries.js';

const activityRow = z.object({
  id: z.string(),
  user_id: z.string(),
  user_email: z.string(),
  action: z.string(),
  app_id: z.string().nullable(),
  metadata: z.unknown(),
  timestamp: z.string(),
});

/**
 * Records what the signed-in user did (app_clicked, docs/product/launcher.md#activity) and lists it for
 * admins.
 */
export const activitiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/activities',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['activities'],
        body: appClickedActivity,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (req, reply) => {
      const { action, appId, metadata } = req.body;
      const id = await recordActivity(db, { user: req.user, action, appId, metadata });
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/api/activities',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['activities'],
        summary: 'Recent user activity of the organisation (admins) or of every organisation (owner)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: z.object({ activities: z.array(activityRow) }) },
      },
    },
    async (req) => ({ activities: await listActivities(db, req.user, req.query.limit) }),
  );
};
