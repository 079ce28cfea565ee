import { TONE_TIMEOUT_MS, toneMessages } from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { runAiTask } from '#src/platform/ai/ai.service.js';
import { aiFailureReason } from '#src/platform/ai/ai-errors.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import { generateTonePrompt } from '#src/platform/ai/prompts/generate-tone.prompt.js';
import type { Caller } from '#src/plugins/auth.js';

/**
 * Writes a company's tone of voice from a writing sample (docs/product/companies.md#tone-of-voice) with a
 * real model call for the caller (metered to them), 20 s overall (docs/product/companies.md#limits).
 * @returns the tone instructions, trimmed.
 * @throws AppError with the messages of docs/product/companies.md#tone-of-voice: 'OpenAI request timed out',
 *   'No response from OpenAI'; a configuration or credit problem keeps its own message (the server's response
 *   text); anything else is 'Failed to generate tone. Please try again.' An AI failure keeps the AI layer's
 *   `details` (`detail`: what happened in plain words, docs/product/ai.md#what-happened).
 */
export async function generateTone(opts: {
  db: Db;
  ai: AiRuntime;
  caller: Caller;
  sampleText: string;
  companyName: string;
  /** Overall deadline in ms (docs/product/companies.md#limits: 20 s). */
  timeoutMs?: number;
}): Promise<string> {
  try {
    const { tone } = await runAiTask({
      db: opts.db,
      ai: opts.ai,
      user: opts.caller,
      prompt: generateTonePrompt,
      input: { sampleText: opts.sampleText, companyName: opts.companyName },
      service: 'generate-tone',
      signal: AbortSignal.timeout(opts.timeoutMs ?? TONE_TIMEOUT_MS),
    });
    const text = tone.trim();
    if (!text) throw new AppError('UNAVAILABLE', toneMessages.noResponse);
    return text;
  } catch (err) {
    const reason = aiFailureReason(err);
    // The AI layer's details (reason, status, what happened in plain words) go with the tone's own message.
    const details = reason && err instanceof AppError ? err.details : undefined;
    if (reason === 'timeout') throw new AppError('UNAVAILABLE', toneMessages.timedOut, details);
    if (reason === 'empty_reply' || reason === 'invalid_output') {
      throw new AppError('UNAVAILABLE', toneMessages.noResponse, details);
    }
    if (reason === 'not_configured' || reason === 'credit_limit' || reason === 'auth') throw err;
    if (err instanceof AppError && err.message === toneMessages.noResponse) throw err;
    throw new AppError('UNAVAILABLE', toneMessages.failed, details);
  }
}
