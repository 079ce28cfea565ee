import {
  analyzeTranscriptBody,
  analyzeTranscriptResponse,
  candidateScreenEvaluationList,
  errorBody,
  saveScreenEvaluationBody,
  screenEvaluation,
  screenEvaluationList,
  screenEvaluationListQuery,
  screenEvaluationParams,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#src/db/client.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import { wantsJson } from '#src/platform/events/generator-stream.js';
import { noContent } from '#src/plugins/openapi.js';
import { sendAnalysisStream } from './analysis-stream.js';
import { analyzeTranscript, streamTranscriptAnalysis } from './analyze-transcript.service.js';
import { listEvaluations } from './screen-evaluations.queries.js';
import {
  candidateScreenEvaluations,
  getScreenEvaluation,
  removeScreenEvaluation,
  saveScreenEvaluation,
} from './screen-evaluations.service.js';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  429: errorBody,
  503: errorBody,
};

/**
 * Screen Evaluation (docs/product/screen-evaluation.md): `POST /api/analyze-transcript` (streamed as
 * text/event-stream, or `{analysis}` in one piece with `Accept: application/json`) and the caller's saved
 * evaluations under `/api/screen-evaluations`, scoped to the signed-in user and their organisation, and a
 * candidate's evaluations for their page (`/api/candidates/{id}/screen-evaluations`).
 */
export const screenEvaluationRoutes: FastifyPluginAsyncZod<{ db: Db; ai: AiRuntime }> = async (
  app,
  { db, ai },
) => {
  app.post(
    '/api/analyze-transcript',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['screen-evaluation'],
        summary: 'Evaluate a screen-call transcript (real model call), streamed or in one piece',
        description:
          'Streams `text/event-stream` events `delta` {text}, then `done` {analysis, usage} or `error` ' +
          '{error}; with `Accept: application/json` answers {analysis} when the analysis is complete.',
        body: analyzeTranscriptBody,
        produces: ['text/event-stream', 'application/json'],
        response: { 200: analyzeTranscriptResponse, ...errors },
      },
    },
    async (req, reply) => {
      const input = { db, ai, caller: req.user, ...req.body };
      if (wantsJson(req.headers.accept)) return { analysis: await analyzeTranscript(input) };
      const abort = new AbortController();
      await sendAnalysisStream(reply, streamTranscriptAnalysis({ ...input, signal: abort.signal }), abort);
      return reply;
    },
  );

  app.get(
    '/api/screen-evaluations',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['screen-evaluation'],
        summary: "The caller's saved evaluations, newest first (default 3, the Recent Evaluations list)",
        querystring: screenEvaluationListQuery,
        response: { 200: screenEvaluationList, ...errors },
      },
    },
    (req) => listEvaluations(db, req.user, req.query),
  );

  app.post(
    '/api/screen-evaluations',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['screen-evaluation'],
        summary: 'Save an evaluation (the transcript preview is derived on the server)',
        body: saveScreenEvaluationBody,
        response: { 201: screenEvaluation, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await saveScreenEvaluation({ db, caller: req.user, body: req.body })),
  );

  app.get(
    '/api/screen-evaluations/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['screen-evaluation'],
        summary:
          "One saved evaluation with its full transcript: the caller's, or one on a candidate of their organisation",
        params: screenEvaluationParams,
        response: { 200: screenEvaluation, ...errors },
      },
    },
    (req) => getScreenEvaluation({ db, caller: req.user, id: req.params.id }),
  );

  app.delete(
    '/api/screen-evaluations/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['screen-evaluation'],
        summary: 'Delete a saved evaluation (204)',
        params: screenEvaluationParams,
        response: { 204: noContent('The evaluation was deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await removeScreenEvaluation({ db, caller: req.user, id: req.params.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/candidates/:id/screen-evaluations',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['screen-evaluation'],
        summary: "A candidate's Screen Evaluations, newest first (their candidate page)",
        params: screenEvaluationParams,
        response: { 200: candidateScreenEvaluationList, ...errors },
      },
    },
    (req) => candidateScreenEvaluations({ db, caller: req.user, candidateId: req.params.id }),
  );
};
