import { type ErrorBody, type ErrorCode, errorStatus, uploadUnreadableMessage } from '@rw/core';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '#src/lib/app-error.js';
import { type SpaIndex, sendSpaIndex } from '#src/plugins/web-static.js';

function body(code: ErrorCode | string, message: string, details?: unknown): ErrorBody {
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

/**
 * What @fastify/busboy (the parser under @fastify/multipart) throws or emits, without a status, for a
 * multipart body it cannot read: no usable boundary in the content type, or data that ends early.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|The needle cannot (be an empty String\/Buffer|have a length bigger than \d+)\.|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

/** Whether `err` is the multipart parser refusing the body of `req` (a client's error, not the server's). */
function isMalformedMultipart(err: FastifyError, req: FastifyRequest): boolean {
  const type = req.headers['content-type']?.toLowerCase() ?? '';
  return (
    type.startsWith('multipart/') && err.statusCode === undefined && MALFORMED_MULTIPART.test(err.message)
  );
}

/**
 * The one error handler (STYLE.md, Errors): AppError → its status and message; request validation →
 * 400 with the first issue's message and all issues as details; a multipart body the parser cannot read →
 * 400 uploadUnreadableMessage (docs/product/shell.md#limits); Fastify's own 4xx kept; every other error →
 * 500 'Something went wrong' with the details only in the log. With `spaIndex`, unknown GETs outside /api
 * and /assets answer the single-page app so client routes load on refresh.
 */
export const errorsPlugin = fp(async (app: FastifyInstance, opts: { spaIndex?: SpaIndex }) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(errorStatus[err.code]).send(body(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({ path: v.instancePath, message: v.message }));
      return reply.status(400).send(body('VALIDATION', issues[0]?.message ?? 'Invalid request', issues));
    }
    if (isMalformedMultipart(err, req)) {
      return reply.status(400).send(body('VALIDATION', uploadUnreadableMessage));
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(body('PAYLOAD_TOO_LARGE', 'The request is too large.'));
    if (status === 429) return reply.status(429).send(body('RATE_LIMITED', err.message));
    if (status >= 400 && status < 500) return reply.status(status).send(body('BAD_REQUEST', err.message));
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong. Please try again.'));
  });
  // Unknown API paths and build assets (a page of an older build asking for its chunks) answer the JSON
  // error; any other GET gets the web app, whose router shows the page.
  app.setNotFoundHandler((req, reply) => {
    const { spaIndex } = opts;
    if (spaIndex && req.method === 'GET' && !/^\/(api|assets)\//.test(req.url))
      return sendSpaIndex(req, reply, spaIndex);
    return reply.status(404).send(body('NOT_FOUND', `No route ${req.method} ${req.url}`));
  });
});
