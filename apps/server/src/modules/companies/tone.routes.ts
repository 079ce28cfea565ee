import { errorBody, generateToneBody, generateToneResponse } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#src/db/client.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import { generateTone } from './tone.service.js';

/** POST /api/generate-tone {sampleText, companyName} → {tone} (docs/product/companies.md#tone-of-voice). */
export const toneRoutes: FastifyPluginAsyncZod<{ db: Db; ai: AiRuntime }> = async (app, { db, ai }) => {
  app.post(
    '/api/generate-tone',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['companies'],
        summary: "Write a company's tone of voice from a writing sample (real model call, 20 s)",
        body: generateToneBody,
        response: { 200: generateToneResponse, 400: errorBody, 403: errorBody, 503: errorBody },
      },
    },
    async (req) => ({
      tone: await generateTone({
        db,
        ai,
        caller: req.user,
        sampleText: req.body.sampleText,
        companyName: req.body.companyName,
      }),
    }),
  );
};
