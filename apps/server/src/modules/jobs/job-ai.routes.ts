import { errorBody, jobAiStarted, jobAiTaskState, jobAiTasks, jobFieldsPatch } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type JobAiDeps, readJobAiTask, startJobAiTask } from './job-ai.service.js';

const tags = ['jobs'];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

/**
 * The AI tasks of a job (docs/product/jobs.md#ai-automation): `generate-jd` (GenerateJD), `salary`
 * (SalaryGen, 'Predict with AI') and `intake-summary` (IntakeSummary, 'Summarise with AI'). Each answers 202
 * with a task id at once; the result is written to the job and the task's state is read with GET
 * …/ai/tasks/:taskId.
 */
export const jobAiRoutes: FastifyPluginAsyncZod<JobAiDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/jobs/:id/ai/:task',
    {
      schema: {
        tags,
        summary: 'Start an AI task of a job; edited values in the body take precedence over saved ones',
        params: z.object({ id: z.uuid(), task: z.enum(jobAiTasks) }),
        body: jobFieldsPatch.optional(),
        response: { 202: jobAiStarted, ...errors },
      },
    },
    async (req, reply) => {
      const { id, task } = req.params;
      const started = await startJobAiTask({
        ...deps,
        caller: req.user,
        jobId: id,
        task,
        edits: req.body ?? {},
      });
      return reply.status(202).send(started);
    },
  );

  app.get(
    '/api/jobs/:id/ai/tasks/:taskId',
    {
      schema: {
        tags,
        summary: 'The state of an AI task the caller started: pending, completed or failed',
        params: z.object({ id: z.uuid(), taskId: z.string().min(1).max(100) }),
        response: { 200: jobAiTaskState, ...errors },
      },
    },
    async (req) =>
      readJobAiTask({
        db: deps.db,
        automation: deps.automation,
        caller: req.user,
        jobId: req.params.id,
        taskId: req.params.taskId,
      }),
  );
};
