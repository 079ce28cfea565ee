import {
  candidateEraseBody,
  candidateErasure,
  candidateMergeBody,
  candidateMergeResponse,
  errorBody,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eraseCandidate } from './candidate-erase.service.js';
import { mergeCandidates } from './candidate-merge.service.js';
import type { CandidatesDeps } from './candidates.plugin.js';

const tags = ['candidates'];
const idParams = z.object({ id: z.uuid() });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Erasing a candidate (admins) and merging two (every member), docs/product/candidates.md#erase and #merge.
 * Another organisation's candidate answers 404, exactly like a missing one.
 */
export const candidateEraseMergeRoutes: FastifyPluginAsyncZod<CandidatesDeps> = async (
  app,
  { db, bus, storage },
) => {
  app.delete(
    '/api/candidates/:id',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        summary:
          'Erase a candidate (GDPR Art. 17, admins): confirm is their full name; deletes them and everything ' +
          'that names them in the organisation, and keeps an audit entry of who erased which id and when',
        params: idParams,
        body: candidateEraseBody,
        response: { 200: candidateErasure, ...errors },
      },
    },
    async (req) =>
      eraseCandidate({ db, bus, storage, caller: req.user, id: req.params.id, confirm: req.body.confirm }),
  );

  app.post(
    '/api/candidates/:id/merge',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Merge duplicate_id into this candidate: the values chosen field by field, its stage records moved ' +
          '(a job both are in keeps this one’s application), then the duplicate deleted',
        params: idParams,
        body: candidateMergeBody,
        response: { 200: candidateMergeResponse, ...errors, 409: errorBody },
      },
    },
    async (req) => mergeCandidates({ db, bus, caller: req.user, survivorId: req.params.id, body: req.body }),
  );
};
