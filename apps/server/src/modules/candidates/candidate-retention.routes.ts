import {
  errorBody,
  retentionEraseBody,
  retentionErasure,
  retentionPreview,
  retentionPreviewBody,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eraseInactiveCandidates,
  previewRetention,
  type RetentionDeps,
} from './candidate-retention.service.js';

const tags = ['system-settings'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody };

/**
 * Data retention of System Settings (docs/product/admin.md#data-retention): the dry run and the erasure of
 * the caller's organisation's inactive candidates, for its admins and the owner (recruiters 403).
 */
export const candidateRetentionRoutes: FastifyPluginAsyncZod<RetentionDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.post(
    '/api/organization/settings/retention/preview',
    {
      schema: {
        tags,
        summary: 'Dry run: how many candidates have had no activity for the given months (nothing is erased)',
        body: retentionPreviewBody,
        response: { 200: retentionPreview, ...errors },
      },
    },
    async (req) => previewRetention(deps, req.user, req.body.months),
  );

  app.post(
    '/api/organization/settings/retention/erase',
    {
      schema: {
        tags,
        summary:
          'Erase the candidates the dry run counted (expected_count), audited; more than 100 are erased on the job queue',
        body: retentionEraseBody,
        response: { 200: retentionErasure, ...errors },
      },
    },
    async (req) => eraseInactiveCandidates(deps, req.user, req.body.months, req.body.expected_count),
  );
};
