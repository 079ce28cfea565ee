import {
  errorBody,
  trainerCandidate,
  trainerDescribing,
  trainerScoresBody,
  trainerSettings,
  trainerState,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#src/plugins/openapi.js';
import type { DataTrainerDeps } from './data-trainer.plugin.js';
import { clearData, getState, putSettings, saveScores } from './data-trainer.service.js';
import { startDescribing } from './data-trainer-describe.service.js';

const tags = ['data-trainer'];
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  503: errorBody,
};

/** The screen's state, the set's hand scores, the settings, 'Clear Data' and the companies' descriptions. */
export const dataTrainerRoutes: FastifyPluginAsyncZod<DataTrainerDeps> = async (app, deps) => {
  app.get(
    '/api/data-trainer',
    {
      schema: {
        tags,
        summary:
          'Everything the Data Trainer shows: the set, hand scores, companies, settings, latest run, versions',
        response: { 200: trainerState, ...errors },
      },
    },
    (req) => getState(deps, req.user),
  );

  app.delete(
    '/api/data-trainer/candidates',
    {
      schema: {
        tags,
        summary: 'Clear Data: remove the training set and its hand scores',
        response: { 204: noContent('Cleared'), ...errors },
      },
    },
    async (req, reply) => {
      await clearData(deps, req.user);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/data-trainer/candidates/:id/scores',
    {
      schema: {
        tags,
        summary: "Save Scores: a candidate's hand scores per criterion (0-10)",
        params: z.object({ id: z.uuid() }),
        body: trainerScoresBody,
        response: { 200: trainerCandidate, ...errors },
      },
    },
    (req) => saveScores(deps, req.user, req.params.id, req.body.scores),
  );

  app.put(
    '/api/data-trainer/settings',
    {
      schema: {
        tags,
        summary: 'Job Information and Training Settings',
        body: trainerSettings,
        response: { 200: trainerSettings, ...errors },
      },
    },
    (req) => putSettings(deps, req.user, req.body),
  );

  app.post(
    '/api/data-trainer/companies/describe',
    {
      schema: {
        tags,
        summary: "Describe the set's companies the company dataset lacks (server work with progress events)",
        response: { 202: trainerDescribing, ...errors },
      },
    },
    async (req, reply) => reply.status(202).send(await startDescribing(deps, req.user)),
  );
};
