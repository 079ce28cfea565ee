import { errorBody, scorecardBody, stageScorecard, stageScorecardsResponse } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#src/plugins/openapi.js';
import type { CandidatesDeps } from './candidates.plugin.js';
import { deleteMyScorecard, getStageScorecards, saveMyScorecard } from './stage-scorecards.service.js';

const tags = ['candidates'];
const recordParams = z.object({ recordId: z.uuid() });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/**
 * Interviewers' scorecards on a stage record (docs/product/pipeline.md#scorecards): read a record's, save
 * and delete the caller's own. Another organisation's record answers 404.
 */
export const stageScorecardsRoutes: FastifyPluginAsyncZod<CandidatesDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/stage-records/:recordId/scorecards',
    {
      schema: {
        tags,
        summary: "A stage record's criteria (with rubrics) and its interviewers' scorecards, latest first",
        params: recordParams,
        response: { 200: stageScorecardsResponse, ...errors },
      },
    },
    async (req) => getStageScorecards({ db, caller: req.user, recordId: req.params.recordId }),
  );

  app.put(
    '/api/stage-records/:recordId/scorecards/mine',
    {
      schema: {
        tags,
        summary: "Save the caller's scorecard of a stage record (created, or replaced when they have one)",
        params: recordParams,
        body: scorecardBody,
        response: { 200: stageScorecard, ...errors },
      },
    },
    async (req) =>
      saveMyScorecard({
        db,
        caller: req.user,
        interviewerName: req.user.name,
        recordId: req.params.recordId,
        body: req.body,
      }),
  );

  app.delete(
    '/api/stage-records/:recordId/scorecards/mine',
    {
      schema: {
        tags,
        summary: "Delete the caller's scorecard of a stage record",
        params: recordParams,
        response: { 204: noContent('The scorecard was deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteMyScorecard({ db, caller: req.user, recordId: req.params.recordId });
      return reply.status(204).send();
    },
  );
};
