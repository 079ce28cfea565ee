import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The response schema of a 204 (No Content, RFC 9110 section 15.3.5): Fastify sends no body, and the OpenAPI
 * document shows the status with `description` and no content (see `transform`).
 */
export const noContent = (description: string) => z.void().describe(description);

/**
 * The response schema of a binary body sent as a Buffer (a PDF, say), documented as `type: string, format:
 * binary` under the route's `produces` media type. Fastify sends a Buffer as it is, without serialising it.
 */
export const binaryBody = (description: string) =>
  z.instanceof(Buffer).meta({ type: 'string', format: 'binary', description });

/**
 * The zod schemas as JSON Schema (fastify-type-provider-zod), with a 204 documented without content:
 * @fastify/swagger leaves the content out only for `type: 'null'`, which the OpenAPI 3.0 output of
 * `z.null()` is not.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const response = out.schema.response as Record<string, { description?: string }> | undefined;
  const empty = response?.['204'];
  if (response && empty) response['204'] = { type: 'null', description: empty.description } as typeof empty;
  return out;
};

/** The OpenAPI document, generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Recruiting Workspace API', version: '1.0.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'rw.session_token' } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
