import { appClickedActivity } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#src/db/client.js';
import { userActivities } from '#src/db/schema/index.js';

/** Records what the signed-in user did (spec 1 section 3, User activity: app_clicked). */
export const activitiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/activities',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['activities'],
        body: appClickedActivity,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (req, reply) => {
      const rows = await db
        .insert(userActivities)
        .values({
          userId: req.user.id,
          action: req.body.action,
          appId: req.body.appId,
          metadata: req.body.metadata,
        })
        .returning({ id: userActivities.id });
      return reply.status(201).send({ id: rows[0]!.id });
    },
  );
};
