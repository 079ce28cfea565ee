import { type GenerateToneBody, generateToneResponse, TONE_TIMEOUT_MS, toneMessages } from '@rw/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, aiFailureDetailOfError, apiRequest } from '#/lib/api-client';

/** A failed tone generation: the alert text and, when the server said, what happened in plain words. */
export class ToneFailed extends Error {
  constructor(
    message: string,
    readonly detail: string | null = null,
  ) {
    super(message);
    this.name = 'ToneFailed';
  }
}

/**
 * The alert text of a failed tone generation (docs/product/companies.md#tone-of-voice): 'OpenAI request timed
 * out' after the 20 s limit, otherwise the server's own message (for example the key-not-configured text),
 * otherwise 'Failed to generate tone. Please try again.'
 */
export function toneErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'TIMEOUT') return toneMessages.timedOut;
    if (error.fromServer && error.message) return error.message;
  }
  return toneMessages.failed;
}

/**
 * Writes a tone of voice from a writing sample (`POST /api/generate-tone`, 20 s;
 * docs/product/companies.md#tone-of-voice).
 * @returns the tone text, trimmed.
 * @throws ToneFailed with the alert text: 'Please provide a writing sample' for a blank sample (no call
 *   made), 'No response from OpenAI' for an empty tone, or `toneErrorMessage` of the failure, with what
 *   happened (docs/product/ai.md#what-happened) as its `detail` when the server said.
 */
export async function generateTone(body: GenerateToneBody): Promise<string> {
  if (!body.sampleText.trim()) throw new ToneFailed(toneMessages.sampleRequired);
  let tone: string;
  try {
    ({ tone } = await apiRequest('/api/generate-tone', {
      method: 'POST',
      body,
      schema: generateToneResponse,
      timeoutMs: TONE_TIMEOUT_MS,
    }));
  } catch (error) {
    throw new ToneFailed(toneErrorMessage(error), aiFailureDetailOfError(error));
  }
  if (!tone.trim()) throw new ToneFailed(toneMessages.noResponse);
  return tone.trim();
}

export function useGenerateTone() {
  return useMutation({ mutationFn: generateTone });
}
