import { errorBody, latestScoringRun, scoreCandidatesBody, scoringCriteria, scoringRun } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getScoringCriteria,
  readLatestScoringRun,
  readScoringRun,
  startScoring,
} from './candidate-scoring.service.js';
import type { CandidatesDeps } from './candidates.plugin.js';

const tags = ['candidates'];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody };
const jobParams = z.object({ jobId: z.uuid() });
const stageQuery = z.object({ stage_id: z.string().min(1).max(40) });

/**
 * AI scoring of a job's candidates (ScoreCandidates, docs/product/candidates.md#scoring): the criteria a
 * stage is scored against, 'Score with AI' (202 with a run; progress arrives as `scoring.progress` events),
 * and the state of a run. Another organisation's job or run answers 404.
 */
export const candidateScoringRoutes: FastifyPluginAsyncZod<CandidatesDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/jobs/:jobId/candidates/scoring-criteria',
    {
      schema: {
        tags,
        summary: "The criteria a stage's candidates are scored against: AC1-AC5, requirements or defaults",
        params: jobParams,
        querystring: stageQuery,
        response: { 200: scoringCriteria, ...errors },
      },
    },
    async (req) =>
      getScoringCriteria({
        db: deps.db,
        caller: req.user,
        jobId: req.params.jobId,
        stageId: req.query.stage_id,
      }),
  );

  app.post(
    '/api/jobs/:jobId/candidates/score',
    {
      schema: {
        tags,
        summary: "Score a stage's unscored candidates (or the given ones) with AI, blind; answers at once",
        params: jobParams,
        body: scoreCandidatesBody,
        response: { 202: scoringRun, ...errors },
      },
    },
    async (req, reply) => {
      const run = await startScoring({ ...deps, caller: req.user, jobId: req.params.jobId, body: req.body });
      return reply.status(202).send(run);
    },
  );

  app.get(
    '/api/jobs/:jobId/candidates/score/:runId',
    {
      schema: {
        tags,
        summary: 'A scoring run: status and counters',
        params: jobParams.extend({ runId: z.uuid() }),
        response: { 200: scoringRun, ...errors },
      },
    },
    async (req) =>
      readScoringRun({ db: deps.db, caller: req.user, jobId: req.params.jobId, runId: req.params.runId }),
  );

  app.get(
    '/api/jobs/:jobId/candidates/score',
    {
      schema: {
        tags,
        summary: 'The latest scoring run of a stage (run null when the stage has none)',
        params: jobParams,
        querystring: stageQuery,
        response: { 200: latestScoringRun, ...errors },
      },
    },
    async (req) =>
      readLatestScoringRun({
        db: deps.db,
        caller: req.user,
        jobId: req.params.jobId,
        stageId: req.query.stage_id,
      }),
  );
};
