import { errorBody, pipelineOperation, pipelineOperationBody, rejectionReasonsBody } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyOperation,
  getRejectionReasons,
  type PipelineDeps,
  setRejectionReasons,
  undoOperation,
} from './pipeline.service.js';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
};
const tags = ['pipeline'];
const jobParams = z.object({ jobId: z.uuid() });

/**
 * The pipeline (docs/product/pipeline.md): one operations endpoint for moves, rejections, hires, action
 * owners, adding to and removing from a job, its undo, and the organisation's rejection reasons.
 */
export const pipelineRoutes: FastifyPluginAsyncZod<PipelineDeps> = async (app, deps) => {
  app.post(
    '/api/jobs/:jobId/pipeline/operations',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Move, reject, restore, hire, set the action owner of, add to another job or remove candidates',
        description:
          'One transaction for `candidate_ids` or the list filter `all_matching`; idempotent by `operation_id`. ' +
          'Undo within `undo_until` with POST …/operations/{operationId}/undo.',
        params: jobParams,
        body: pipelineOperationBody,
        response: { 200: pipelineOperation, ...errors },
      },
    },
    (req) => applyOperation(deps, req.user, req.params.jobId, req.body),
  );

  app.post(
    '/api/jobs/:jobId/pipeline/operations/:operationId/undo',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Undo a pipeline operation within its 10 seconds: the records are restored exactly',
        params: jobParams.extend({ operationId: z.uuid() }),
        response: { 200: pipelineOperation, ...errors },
      },
    },
    (req) => undoOperation(deps, req.user, req.params.jobId, req.params.operationId),
  );

  app.get(
    '/api/pipeline/rejection-reasons',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The organisation's rejection reasons, in order",
        response: { 200: rejectionReasonsBody, ...errors },
      },
    },
    async (req) => ({ reasons: await getRejectionReasons(deps.db, req.user.domain) }),
  );

  app.put(
    '/api/pipeline/rejection-reasons',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        summary: "Replace the organisation's rejection reasons (admins)",
        body: rejectionReasonsBody,
        response: { 200: rejectionReasonsBody, ...errors },
      },
    },
    async (req) => ({ reasons: await setRejectionReasons(deps.db, req.user, req.body.reasons) }),
  );
};
