import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '#src/lib/app-error.js';
import { aiFailure } from '#src/platform/ai/ai-errors.js';
import { wantsJson } from '#src/platform/events/generator-stream.js';
import { sseFrame } from '#src/platform/events/sse.js';
import { sendAnalysisStream } from './analysis-stream.js';
import type { AnalysisResult } from './analyze-transcript.service.js';
import { toAnalysisError } from './analyze-transcript.service.js';

/** A one-route app streaming what `source` yields (the route's error handler answers like the real one). */
async function streamOf(source: () => AsyncGenerator<string, AnalysisResult>) {
  const app = Fastify({ logger: false });
  app.setErrorHandler((err: Error, _req, reply) => {
    const status = err instanceof AppError ? 503 : 500;
    return reply.status(status).send({ error: { message: err.message } });
  });
  app.post('/stream', async (_req, reply) => {
    await sendAnalysisStream(reply, source(), new AbortController());
    return reply;
  });
  const res = await app.inject({ method: 'POST', url: '/stream' });
  await app.close();
  return res;
}

describe('sendAnalysisStream', () => {
  it('sends delta events, then done with the whole text and the usage', async () => {
    const res = await streamOf(async function* () {
      yield '## Role';
      yield ' Fit';
      return { analysis: '## Role Fit', usage: { tokensUsed: 12, cost: 0.0001 } };
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.body).toBe(
      [
        sseFrame('delta', { text: '## Role' }),
        sseFrame('delta', { text: ' Fit' }),
        sseFrame('done', { analysis: '## Role Fit', usage: { tokensUsed: 12, cost: 0.0001 } }),
      ].join(''),
    );
  });

  it('ends with an error event when the model fails mid-stream', async () => {
    const res = await streamOf(async function* () {
      yield 'Half an ';
      throw toAnalysisError(aiFailure('timeout'));
    });
    expect(res.statusCode).toBe(200);
    const frames = res.body.trim().split('\n\n');
    expect(frames[0]).toBe('event: delta\ndata: {"text":"Half an "}');
    expect(frames[1]).toBe(
      'event: error\ndata: {"error":{"code":"UNAVAILABLE","message":"Analysis failed: The AI request timed out. ' +
        'Please try again.","details":{"reason":"timeout","detail":"The AI provider did not answer in time"}}}',
    );
    expect(frames).toHaveLength(2);
  });

  it('never tells an unexpected error to the browser mid-stream', async () => {
    const res = await streamOf(async function* () {
      yield 'Text';
      throw new Error('connection to database lost at 10.0.0.7');
    });
    expect(res.body).toContain('"message":"Analysis failed: The AI request failed. Please try again."');
    expect(res.body).not.toContain('10.0.0.7');
  });

  it('answers a failure before the first delta as a plain error with its status', async () => {
    // biome-ignore lint/correctness/useYield: the model fails before its first word.
    const res = await streamOf(async function* () {
      throw toAnalysisError(aiFailure('not_configured'));
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().error.message).toBe(
      'Analysis failed: OpenAI API key not configured for your organization. Please contact your administrator.',
    );
  });
});

describe('wantsJson', () => {
  it('is true only when JSON is asked for and an event stream is not', () => {
    expect(wantsJson('application/json')).toBe(true);
    expect(wantsJson('application/json, text/plain, */*')).toBe(true);
    expect(wantsJson('text/event-stream')).toBe(false);
    expect(wantsJson('text/event-stream, application/json')).toBe(false);
    expect(wantsJson('*/*')).toBe(false);
    expect(wantsJson(undefined)).toBe(false);
  });
});
