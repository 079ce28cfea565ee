import { loneSurrogateMessage, nulCharacterMessage } from '@rw/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#src/lib/app-error.js';

/** What makes a string unstorable: a NUL character, or a lone surrogate (not well-formed UTF-16). */
export type BadText = 'nul' | 'lone_surrogate';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (UTF-16 code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(value: string): BadText | null {
  if (value.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(value) ? 'lone_surrogate' : null;
}

/**
 * The first string in `value` (keys included) PostgreSQL cannot store, with its JSON-pointer-like path, or
 * null when there is none. Streams and bytes (an upload) are not walked.
 */
export function findBadText(value: unknown, path = ''): { path: string; problem: BadText } | null {
  if (typeof value === 'string') {
    const problem = badText(value);
    return problem ? { path: path || '/', problem } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (typeof (value as { pipe?: unknown }).pipe === 'function' || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = badText(key);
    if (keyProblem) return { path: `${path}/${key}`, problem: keyProblem };
    const found = findBadText(item, `${path}/${key}`);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, before validation, any request whose JSON body, query or path parameters hold U+0000 or a lone
 * surrogate: PostgreSQL cannot store either ('invalid byte sequence for encoding "UTF8": 0x00'; its JSON
 * refuses '\ud800'), and the statement would fail as a 500. Answers 400 VALIDATION nulCharacterMessage or
 * loneSurrogateMessage with `details: { in, path }`. (CSV uploads are streams: their decoder drops NUL
 * characters, and decoding never yields a lone surrogate.)
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    for (const [part, value] of [
      ['params', req.params],
      ['query', req.query],
      ['body', req.body],
    ] as const) {
      const found = findBadText(value);
      if (found) {
        const message = found.problem === 'nul' ? nulCharacterMessage : loneSurrogateMessage;
        throw new AppError('VALIDATION', message, { in: part, path: found.path });
      }
    }
  });
});
