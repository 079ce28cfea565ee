import {
  CANDIDATE_FIELD_MAX,
  type CandidateListItem,
  type CappedCount,
  COUNT_CAP,
  candidateWriteMessages,
  type ImportedCandidate,
} from '@rw/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';

/*
 * The SQL building blocks of the candidates list and its search (candidates-search.queries.ts): columns and
 * order, keyset cursors, the LIKE patterns, the trigram-index switch, and the counts capped at COUNT_CAP.
 */

/** The list's text columns, each cut to its limit (see LIST_COLUMNS). */
const LIST_TEXT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'location',
  'current_title',
  'current_company',
  'linkedin_url',
] as const satisfies readonly (keyof typeof CANDIDATE_FIELD_MAX)[];

/**
 * The list's columns (docs/product/candidates.md#candidates-list), each text field cut to its limit
 * (CANDIDATE_FIELD_MAX, docs/product/candidates.md#limits), and its order: newest added first. The API and the
 * import refuse longer values, but a row written before those limits (or by hand) may hold more; cutting
 * here rather than adding a CHECK constraint keeps such a database migrating and its lists bounded (about
 * 2.3 KB of text a row, a page of 200 or a job's 20,000 rows never more) without rewriting its data. The
 * candidate page still shows a candidate whole.
 */
export const LIST_COLUMNS = sql.raw(
  [
    'id',
    ...LIST_TEXT_COLUMNS.map((c) => `left(${c}, ${CANDIDATE_FIELD_MAX[c]}) as ${c}`),
    // As Date.prototype.toISOString writes it (milliseconds, truncated), without a Date per row. Named apart
    // from created_at, which the queries order by.
    `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_iso`,
  ].join(', '),
);
export const NEWEST_FIRST = sql.raw('created_at desc nulls last, id desc nulls last');

/** A list row as the database returns it: the import's columns, id, and when it was added. */
export type ListRow = ImportedCandidate & {
  id: string;
  /** created_at as the API writes it (ISO 8601, UTC, milliseconds). */
  created_iso: string;
  /** created_at in microseconds since the epoch (exact, unlike a JS Date) for the cursor. */
  at_us: number | string;
};

/** Where a page starts: after the row with this created_at (microseconds) and id. */
export type ListCursor = { atUs: bigint; id: string };

/** The opaque cursor of the row a page ended on: base64url of 'microseconds:uuid'. */
export function encodeCursor(row: { at_us: number | string; id: string }): string {
  return Buffer.from(`${BigInt(row.at_us)}:${row.id}`).toString('base64url');
}

/** The cursor a client sent back. @throws AppError VALIDATION 'Invalid cursor' for anything not issued here. */
export function decodeCursor(cursor: string): ListCursor {
  const m = /^(-?\d{1,19}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  );
  if (!m) throw new AppError('VALIDATION', candidateWriteMessages.invalidCursor);
  return { atUs: BigInt(m[1]!), id: m[2]! };
}

/**
 * A search term folded as search_text is (docs/product/candidates.md#candidates-list): accents removed with
 * the same immutable_unaccent the generated column calls (migration 0008), then lower-cased, so 'nunez' and
 * 'Núñez' both find 'Núñez' and 'Nunez'. Unaccent comes first: lower() of a non-ASCII capital depends on the
 * database's locale, lower() of the plain letter does not.
 */
export const folded = (q: string): SQL => sql`lower(public.immutable_unaccent(${q}))`;

/**
 * Whether search_text holds the folded term: the same test as `search_text LIKE likePattern(q)` without the
 * pattern machinery (strpos needs no escaping, and a plain substring search costs less a row than LIKE with
 * wildcards: what a walk over the newest rows pays for every row it reads).
 */
export const containsTerm = (q: string): SQL => sql`strpos(search_text, ${folded(q)}) > 0`;

/**
 * The LIKE pattern of a search term: an accent- and case-insensitive substring (folded), with %, _ and \
 * taken literally. They are escaped after folding, since unaccent makes them of their full-width forms
 * ('％' is '%').
 */
export function likePattern(q: string): SQL {
  return sql`('%' || replace(replace(replace(${folded(q)}, ${'\\'}, ${'\\\\'}), ${'%'}, ${'\\%'}), ${'_'}, ${'\\_'}) || '%')`;
}

/**
 * The trigram-index condition for `q`: the term's words (letters and digits, folded) in order as one
 * LIKE pattern, with the exact substring test as a filter the index does not see. pg_trgm pads the trigrams
 * of a word that ends at a space or a sign ('  s', ' sc' of 'data scientist', '  m' of '@proton.me'); those
 * are among the most frequent trigrams, and they make the index scan several times slower. The words pattern
 * matches whatever the term matches, so the filter decides (unaccent folds character by character, and no
 * letter or digit into %, _ or \). A term without a word of 3+ characters keeps its own pattern (nothing to
 * gain).
 *
 * A word of one or two characters gives the words pattern no trigram at all, so 'engineer 12' would fetch and
 * recheck every row holding 'engineer' (8,750 of 20,000 bench rows, 12 ms; 378 ms of 1,000,000). Such a word
 * is also asked for with the signs around it in the term (`% 12%`): its padded trigrams ('  1', ' 12') are
 * the only selective ones the term has, and the index answers in under a millisecond. Each piece is a
 * substring of the term, so the condition still matches whatever the term matches.
 */
export function indexedMatch(q: string): SQL {
  const words = q.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (!words.some((w) => [...w].length >= 3)) return sql`search_text like ${likePattern(q)}`;
  const conditions = [sql`search_text like ('%' || ${folded(words.join('%'))} || '%')`];
  for (const piece of shortWordPieces(q)) conditions.push(sql`search_text like ${likePattern(piece)}`);
  conditions.push(containsTerm(q));
  return sql.join(conditions, sql` and `);
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * The words of one or two characters of `q`, each with the sign before and after it in the term (when
 * there is one): ' 12' of 'engineer 12', 'k1@' of 'k1@big.test'. A word with no sign around it is left out.
 */
export function shortWordPieces(q: string): string[] {
  const chars = [...q];
  const pieces: string[] = [];
  for (let start = 0; start < chars.length; ) {
    if (!WORD_CHAR.test(chars[start]!)) {
      start++;
      continue;
    }
    let end = start;
    while (end < chars.length && WORD_CHAR.test(chars[end]!)) end++;
    const from = Math.max(0, start - 1);
    const to = Math.min(chars.length, end + 1);
    if (end - start <= 2 && to - from > end - start) pieces.push(chars.slice(from, to).join(''));
    start = end;
  }
  return pieces;
}

/** The organisation's rows, after `cursor` when given (keyset on created_at desc, id desc). */
export const inDomain = (domain: string, cursor: ListCursor | null) =>
  cursor
    ? sql`domain = ${domain} and (created_at, id) < (timestamptz 'epoch' + ${cursor.atUs.toString()}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`
    : sql`domain = ${domain}`;

/** The rows of a drizzle execute() result, typed. */
export const rowsOf = <T>(r: { rows: unknown[] }) => r.rows as T[];

/**
 * Runs `query` with only bitmap scans allowed (and no JIT), so a trigram search is answered from the GIN
 * index whatever the planner estimates. SET LOCAL: the settings end with the transaction.
 */
export async function withTrigramIndex<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('jit', 'off', true)`,
    );
    return rowsOf<T>(await tx.execute(query));
  });
}

/** A count as the API reports it: above COUNT_CAP, COUNT_CAP and `capped`. */
export const capped = (n: number): CappedCount =>
  n > COUNT_CAP ? { value: COUNT_CAP, capped: true } : { value: n, capped: false };

/** The organisation's candidates, counted up to COUNT_CAP + 1 (an index-only scan). */
export async function countAll(db: Db, domain: string): Promise<CappedCount> {
  const r = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from candidates where domain = ${domain} limit ${COUNT_CAP + 1}) x`,
  );
  return capped(Number(r.rows[0]?.n ?? 0));
}

/** A list row as the API returns it (docs/product/candidates.md#candidates-list). */
export const toItem = (r: ListRow): CandidateListItem => ({
  id: r.id,
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  phone: r.phone,
  location: r.location,
  current_title: r.current_title,
  current_company: r.current_company,
  linkedin_url: r.linkedin_url,
  created_at: r.created_iso,
});
