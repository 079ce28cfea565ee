import {
  errorBody,
  scoringPromptVersion,
  scoringPromptVersionList,
  trainerRun,
  trainerRunBody,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#src/plugins/openapi.js';
import type { DataTrainerDeps } from './data-trainer.plugin.js';
import { getRun, startRun } from './data-trainer-run.service.js';
import { adoptRun, listVersions, restoreBuiltIn, restoreVersion } from './scoring-versions.service.js';

const tags = ['data-trainer'];
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  503: errorBody,
};
const runParams = z.object({ id: z.uuid() });

/** Training runs, 'Adopt', and the versions of the scoring instructions (docs/product/data-trainer.md#training). */
export const dataTrainerRunRoutes: FastifyPluginAsyncZod<DataTrainerDeps> = async (app, deps) => {
  app.post(
    '/api/data-trainer/runs',
    {
      schema: {
        tags,
        summary: 'Start Training: a queue task; progress follows as data-trainer.progress events',
        body: trainerRunBody,
        response: { 202: trainerRun, ...errors },
      },
    },
    async (req, reply) => reply.status(202).send(await startRun(deps, req.user, req.body)),
  );

  app.get(
    '/api/data-trainer/runs/:id',
    {
      schema: {
        tags,
        summary: 'A training run with its iterations so far',
        params: runParams,
        response: { 200: trainerRun, ...errors },
      },
    },
    (req) => getRun(deps, req.user, req.params.id),
  );

  app.post(
    '/api/data-trainer/runs/:id/adopt',
    {
      schema: {
        tags,
        summary: "Adopt: the run's best instructions become the organisation's CV Sorter scoring version",
        params: runParams,
        response: { 201: scoringPromptVersion, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await adoptRun(deps, req.user, req.params.id)),
  );

  app.get(
    '/api/data-trainer/versions',
    {
      schema: {
        tags,
        summary: "The organisation's versions of the scoring instructions, newest first",
        response: { 200: scoringPromptVersionList, ...errors },
      },
    },
    async (req) => ({ versions: await listVersions(deps.db, req.user.domain) }),
  );

  app.post(
    '/api/data-trainer/versions/:version/restore',
    {
      schema: {
        tags,
        summary: 'Restore an earlier version: it scores CV Sorter runs from now on',
        params: z.object({ version: z.coerce.number().int().min(1).max(1_000_000) }),
        response: { 200: scoringPromptVersion, ...errors },
      },
    },
    (req) => restoreVersion(deps, req.user, req.params.version),
  );

  // A static segment: the router prefers it to `{version}`, so 'built-in' never reaches the number's check.
  app.post(
    '/api/data-trainer/versions/built-in/restore',
    {
      schema: {
        tags,
        summary:
          'Use the built-in instructions: no version scores CV Sorter runs until one is adopted or restored',
        response: { 204: noContent('The built-in instructions are in use'), ...errors },
      },
    },
    async (req, reply) => {
      await restoreBuiltIn(deps, req.user);
      return reply.status(204).send();
    },
  );
};
