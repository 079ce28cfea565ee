import { AppError } from './app-error.js';

/*
 * The cursor of a list paged newest first (the Reviewer's and Screen Evaluation's lists): the row's time as
 * Postgres prints it (microseconds kept; a JS Date would round them and skip or repeat rows) and its id as
 * the tie-breaker, in base64url JSON.
 */

/** A page cursor: the last row's `ts` (Postgres text) and `id` (uuid). */
export type PageCursor = { ts: string; id: string };

/** A string that is a uuid (any version), case-insensitive. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opaque text of `c`. */
export function encodePageCursor(c: PageCursor): string {
  return Buffer.from(JSON.stringify([c.ts, c.id])).toString('base64url');
}

/** The cursor in `raw`. @throws AppError BAD_REQUEST 'Invalid cursor' for anything else. */
export function decodePageCursor(raw: string): PageCursor {
  try {
    const [ts, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (typeof ts === 'string' && !Number.isNaN(Date.parse(ts)) && typeof id === 'string' && UUID.test(id)) {
      return { ts, id };
    }
  } catch {
    // Falls through to the same answer as a well-formed but wrong cursor.
  }
  throw new AppError('BAD_REQUEST', 'Invalid cursor');
}
