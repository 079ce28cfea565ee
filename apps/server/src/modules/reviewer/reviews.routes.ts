import {
  candidateReviewList,
  createReviewBody,
  errorBody,
  review,
  reviewExportQuery,
  reviewerMessages,
  reviewList,
  reviewListQuery,
  reviewParams,
  reviewResponse,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import { wantsJson } from '#src/platform/events/generator-stream.js';
import type { RunLifecycle } from '#src/platform/queue/run-lifecycle.js';
import { binaryBody, noContent } from '#src/plugins/openapi.js';
import { renderReviewDocx, renderReviewPdf, reviewContentTypes, reviewFileName } from './review-export.js';
import { generateReview, type ReviewInput } from './review-generation.service.js';
import { collectReview, sendReviewStream } from './review-stream.js';
import {
  candidateReviews,
  getReview,
  listMyReviews,
  removeReview,
  retryInputOf,
  reviewInputOf,
} from './reviews.service.js';

const tags = ['reviewer'];
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
  503: errorBody,
};
const streamed =
  'Streams `text/event-stream` events `review` {review}, `delta` {text}, `restart` {unverified}, then ' +
  '`done` {review} or `error` {error}; with `Accept: application/json` answers {review} once it is finished.';

export type ReviewerDeps = { db: Db; ai: AiRuntime; runs: RunLifecycle };

const attachment = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * The Reviewer (docs/product/reviewer.md): write a review (streamed, or in one piece with
 * `Accept: application/json`), Retry a failed one, the caller's reviews (My Reviews), one review, delete,
 * export as PDF or DOCX, and a candidate's reviews for their page.
 */
export const reviewerRoutes: FastifyPluginAsyncZod<ReviewerDeps> = async (app, { db, ai, runs }) => {
  app.addHook('onRequest', app.authenticate);

  const answer = async (
    req: { user: Parameters<typeof generateReview>[0]['caller']; headers: { accept?: string } },
    reply: Parameters<typeof sendReviewStream>[0],
    input: ReviewInput,
    retryOf?: string,
  ) => {
    const base = { db, ai, runs, caller: req.user, input, retryOf };
    if (wantsJson(req.headers.accept)) return collectReview(generateReview(base));
    const abort = new AbortController();
    await sendReviewStream(reply, generateReview({ ...base, signal: abort.signal }), abort);
    return reply;
  };

  app.post(
    '/api/reviews',
    {
      schema: {
        tags,
        summary: 'Write a review of a candidate (real model call), streamed or in one piece',
        description: streamed,
        body: createReviewBody,
        produces: ['text/event-stream', 'application/json'],
        response: { 200: reviewResponse, ...errors },
      },
    },
    async (req, reply) => answer(req, reply, await reviewInputOf(db, req.user, req.body)),
  );

  app.post(
    '/api/reviews/:id/retry',
    {
      schema: {
        tags,
        summary: 'Write a failed review again from the inputs it was made from',
        description: streamed,
        params: reviewParams,
        produces: ['text/event-stream', 'application/json'],
        response: { 200: reviewResponse, ...errors },
      },
    },
    async (req, reply) =>
      answer(req, reply, await retryInputOf(db, req.user, runs, req.params.id), req.params.id),
  );

  app.get(
    '/api/reviews',
    {
      schema: {
        tags,
        summary: "The caller's reviews, newest first (My Reviews)",
        querystring: reviewListQuery,
        response: { 200: reviewList, ...errors },
      },
    },
    (req) => listMyReviews({ db, caller: req.user, runs, page: req.query }),
  );

  app.get(
    '/api/reviews/:id',
    {
      schema: {
        tags,
        summary: "One review with its write-up: the caller's, or one on a candidate of their organisation",
        params: reviewParams,
        response: { 200: review, ...errors },
      },
    },
    (req) => getReview({ db, caller: req.user, runs, id: req.params.id }),
  );

  app.delete(
    '/api/reviews/:id',
    {
      schema: {
        tags,
        summary: "Delete one of the caller's reviews (204)",
        params: reviewParams,
        response: { 204: noContent('The review was deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await removeReview({ db, caller: req.user, id: req.params.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/reviews/:id/export',
    {
      schema: {
        tags,
        summary: 'A review as a PDF or Word (.docx) file, sent as an attachment',
        params: reviewParams,
        querystring: reviewExportQuery,
        produces: [reviewContentTypes.pdf, reviewContentTypes.docx],
        response: { 200: binaryBody('The review as a PDF or DOCX file'), ...errors },
      },
    },
    async (req, reply) => {
      const found = await getReview({ db, caller: req.user, runs, id: req.params.id });
      if (found.status !== 'completed') throw new AppError('CONFLICT', reviewerMessages.notReady);
      const { format } = req.query;
      const file = format === 'pdf' ? await renderReviewPdf(found) : await renderReviewDocx(found);
      return reply
        .type(reviewContentTypes[format])
        .header('content-disposition', attachment(reviewFileName(found, format)))
        .send(file);
    },
  );

  app.get(
    '/api/candidates/:id/reviews',
    {
      schema: {
        tags,
        summary: "A candidate's completed reviews, newest first (their candidate page)",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: candidateReviewList, ...errors },
      },
    },
    (req) => candidateReviews({ db, caller: req.user, candidateId: req.params.id }),
  );
};
