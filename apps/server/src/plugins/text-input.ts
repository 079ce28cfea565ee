import { bodyTooDeepMessage, loneSurrogateMessage, MAX_BODY_DEPTH, nulCharacterMessage } from '@rw/core';
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
 * null when there is none. Streams and bytes (an upload) are not walked. Walks with an explicit stack, so
 * no nesting depth can overflow the call stack.
 */
export function findBadText(value: unknown, path = ''): { path: string; problem: BadText } | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string };
    if (typeof item.value === 'string') {
      const problem = badText(item.value);
      if (problem) return { path: item.path || '/', problem };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (typeof (item.value as { pipe?: unknown }).pipe === 'function' || ArrayBuffer.isView(item.value))
      continue;
    const entries = Object.entries(item.value);
    // Pushed in reverse, so entries are visited in document order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      const keyProblem = badText(key);
      if (keyProblem) return { path: `${item.path}/${key}`, problem: keyProblem };
      stack.push({ value: child, path: `${item.path}/${key}` });
    }
  }
  return null;
}

/**
 * The deepest nesting of arrays and objects in JSON text, counted without parsing (brackets inside strings
 * are skipped), stopping as soon as it passes `limit`.
 * @returns the depth (0 for a scalar), or `limit + 1` once it is exceeded.
 */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return limit + 1;
      }
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/**
 * Refuses, before validation, any request whose JSON body, query or path parameters hold U+0000 or a lone
 * surrogate: PostgreSQL cannot store either ('invalid byte sequence for encoding "UTF8": 0x00'; its JSON
 * refuses '\ud800'), and the statement would fail as a 500. Answers 400 VALIDATION nulCharacterMessage or
 * loneSurrogateMessage with `details: { in, path }`. (CSV uploads are streams: their decoder drops NUL
 * characters, and decoding never yields a lone surrogate.) A JSON body nested deeper than MAX_BODY_DEPTH
 * answers 400 VALIDATION bodyTooDeepMessage before it is parsed (docs/product/shell.md#limits).
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  // JSON bodies: the nesting depth is checked on the raw text before parsing, then Fastify's own parser
  // (secure-json-parse, refusing __proto__ and constructor.prototype keys) runs.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonDepth(body as string, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
      done(new AppError('VALIDATION', bodyTooDeepMessage, { in: 'body', limit: MAX_BODY_DEPTH }), undefined);
      return;
    }
    parseJson(req, body as string, done);
  });
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
