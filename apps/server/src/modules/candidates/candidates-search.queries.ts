import {
  type CandidateListItem,
  type CappedCount,
  COUNT_CAP,
  candidateWriteMessages,
  normalizeLinkedinUrl,
} from '@rw/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';

/*
 * The candidates list and its search (spec 3 'Candidates list', section 5 'Candidates list search'), built
 * to stay fast with a million candidates in one organisation.
 *
 * A term is matched as `search_text LIKE '%term%'` (the generated, lower-cased column with a pg_trgm GIN
 * index). No single plan suits every term: a common term ('man', a third of the rows) fills a page within the
 * first few hundred rows of the (domain, created_at desc, id desc) index, while the trigram index would have
 * to fetch and sort every match; a rare term is the other way round, and the planner's LIKE estimates are too
 * rough to choose. So a page first walks the newest rows in order (stopping as soon as it has enough); when
 * a first stretch falls short, the matches it saw estimate how far the walk would have to go, and the walk
 * goes on only while that is cheaper than fetching every match through the trigram index. The index query runs
 * with the other scans switched off, so a misestimate cannot turn it into a walk of the whole table. The
 * matching count chooses the same way from the density the page saw. */

/**
 * How many newest rows a search walks in date order. A page walks `pageFirstRows`, then, when the matches
 * seen predict the rest of the page within `pageMaxRows`, walks on; else (and when that falls short) it asks
 * the trigram index. The matching count walks when COUNT_CAP + 1 matches are predicted within `countRows`.
 * A walk costs about a third of what fetching one match through the index does, per row (measured).
 */
export type WalkBudget = { pageFirstRows: number; pageMaxRows: number; countRows: number };
export const WALK_BUDGET: WalkBudget = { pageFirstRows: 2000, pageMaxRows: 20000, countRows: 25000 };
/** The shortest further walk: a few matches too few should not cost a round trip each. */
const MIN_STRIDE = 1000;

const LIST_COLUMNS = sql.raw(
  'id, first_name, last_name, email, phone, location, current_title, current_company, linkedin_url, created_at',
);
const NEWEST_FIRST = sql.raw('created_at desc nulls last, id desc nulls last');

type ListRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  current_title: string | null;
  current_company: string | null;
  linkedin_url: string | null;
  created_at: Date | string;
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

/** The LIKE pattern of a search term: a case-insensitive substring, with %, _ and \ taken literally. */
export function likePattern(q: string): SQL {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`('%' || lower(${escaped}) || '%')`;
}

const inDomain = (domain: string, cursor: ListCursor | null) =>
  cursor
    ? sql`domain = ${domain} and (created_at, id) < (timestamptz 'epoch' + ${cursor.atUs.toString()}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`
    : sql`domain = ${domain}`;

const rowsOf = <T>(r: { rows: unknown[] }) => r.rows as T[];

/**
 * Runs `query` with only bitmap scans allowed (and no JIT), so a trigram search is answered from the GIN
 * index whatever the planner estimates. SET LOCAL: the settings end with the transaction.
 */
async function withTrigramIndex<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('jit', 'off', true)`,
    );
    return rowsOf<T>(await tx.execute(query));
  });
}

/**
 * One page of matches; `density`: the share of matches among the rows walked (null when nothing was walked);
 * `complete`: every row after the cursor was read, so the page holds every remaining match.
 */
type PageResult = { rows: ListRow[]; density: number | null; complete: boolean };

type WalkRow = ListRow & { rn: number; hit: boolean };

/**
 * Up to `want` matches among the `rows` newest rows after `cursor`, and the last of those rows when the walk
 * read all `rows` of them (the sentinel: where a further walk starts).
 */
async function walk(
  db: Db,
  domain: string,
  pattern: SQL,
  from: ListCursor | null,
  rows: number,
  want: number,
) {
  const found = rowsOf<WalkRow>(
    await db.execute(sql`
      select *, (extract(epoch from created_at) * 1000000)::bigint as at_us from (
        select ${LIST_COLUMNS}, search_text like ${pattern} as hit,
          row_number() over (order by ${NEWEST_FIRST}) as rn
        from candidates where ${inDomain(domain, from)}
        order by ${NEWEST_FIRST} limit ${rows}
      ) r where hit or rn = ${rows}
      limit ${want + 1}`),
  );
  const hits = found.filter((r) => r.hit).slice(0, want);
  const last = found.find((r) => Number(r.rn) === rows);
  return {
    hits,
    /** Rows read: up to the last match when the page filled, else all of them. */
    read: hits.length === want ? Number(hits[want - 1]!.rn) : rows,
    end: last && hits.length < want ? { atUs: BigInt(last.at_us), id: last.id } : null,
  };
}

async function searchPage(
  db: Db,
  domain: string,
  q: string,
  cursor: ListCursor | null,
  want: number,
  budget: WalkBudget,
): Promise<PageResult> {
  const pattern = likePattern(q);
  const first = await walk(db, domain, pattern, cursor, budget.pageFirstRows, want);
  let hits = first.hits;
  let read = first.read;
  let end = first.end;
  // Walk on while the matches seen so far predict the rest of the page within the budget.
  while (hits.length < want && end && hits.length > 0 && read < budget.pageMaxRows) {
    const needed = ((want - hits.length) * read) / hits.length;
    if (read + needed > budget.pageMaxRows) break;
    const rows = Math.min(Math.max(Math.ceil(needed * 2), MIN_STRIDE), budget.pageMaxRows - read);
    const more = await walk(db, domain, pattern, end, rows, want - hits.length);
    hits = [...hits, ...more.hits];
    read += more.read;
    end = more.end;
  }
  const density = hits.length / read;
  if (hits.length === want) return { rows: hits, density, complete: false };
  if (!end) return { rows: hits, density, complete: true };
  const rows = await withTrigramIndex<ListRow>(
    db,
    sql`select ${LIST_COLUMNS}, (extract(epoch from created_at) * 1000000)::bigint as at_us
      from candidates where ${inDomain(domain, cursor)} and search_text like ${pattern}
      order by ${NEWEST_FIRST} limit ${want}`,
  );
  return { rows, density, complete: rows.length < want };
}

const capped = (n: number): CappedCount =>
  n > COUNT_CAP ? { value: COUNT_CAP, capped: true } : { value: n, capped: false };

/** The organisation's candidates, counted up to COUNT_CAP + 1 (an index-only scan). */
async function countAll(db: Db, domain: string): Promise<CappedCount> {
  const r = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from candidates where domain = ${domain} limit ${COUNT_CAP + 1}) x`,
  );
  return capped(Number(r.rows[0]?.n ?? 0));
}

/**
 * Matches of `q` in the organisation, counted up to COUNT_CAP + 1: by walking the newest rows when the
 * page's `density` predicts COUNT_CAP + 1 matches within the count budget (or the walk covers the whole
 * organisation), else, and after a walk that falls short, through the trigram index.
 */
async function countMatches(
  db: Db,
  domain: string,
  q: string,
  total: CappedCount,
  density: number | null,
  budget: number,
): Promise<CappedCount> {
  const pattern = likePattern(q);
  const predicted = density ? (COUNT_CAP + 1) / density : Number.POSITIVE_INFINITY;
  const walkCoversAll = !total.capped && total.value <= budget;
  if (predicted <= budget || walkCoversAll) {
    const r = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select 1 from (
          select search_text from candidates where domain = ${domain}
          order by ${NEWEST_FIRST} limit ${budget}
        ) r where search_text like ${pattern} limit ${COUNT_CAP + 1}
      ) x`);
    const n = Number(r.rows[0]?.n ?? 0);
    if (n > COUNT_CAP || walkCoversAll) return capped(n);
  }
  const rows = await withTrigramIndex<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from candidates where domain = ${domain} and search_text like ${pattern} limit ${COUNT_CAP + 1}
    ) x`,
  );
  return capped(Number(rows[0]?.n ?? 0));
}

const toItem = (r: ListRow): CandidateListItem => ({
  id: r.id,
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  phone: r.phone,
  location: r.location,
  current_title: r.current_title,
  current_company: r.current_company,
  linkedin_url: r.linkedin_url,
  created_at: new Date(r.created_at).toISOString(),
});

/**
 * One page of the organisation's candidates, newest added first (keyset on created_at desc, id desc), with
 * `q` as a case-insensitive substring of first and last name, e-mail, title, company or location (a full name
 * 'jane doe' matches too). Counts stop at COUNT_CAP: `matching` with `q`, `total` without.
 * @param input.limit page size (1-200); input.cursor the `next_cursor` of the previous page.
 * @param budget the walk budgets (tests shrink them to reach the trigram-index paths).
 * @returns the page, the counts and the cursor of the next page (null on the last one).
 * @throws AppError VALIDATION 'Invalid cursor'.
 */
export async function listCandidates(
  db: Db,
  domain: string,
  input: { q?: string | undefined; limit: number; cursor?: string | undefined },
  budget: WalkBudget = WALK_BUDGET,
) {
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  const q = input.q?.trim() ?? '';
  const want = input.limit + 1;
  const totalP = countAll(db, domain);
  let page: PageResult;
  let matching: CappedCount;
  if (q) {
    page = await searchPage(db, domain, q, cursor, want, budget);
    matching =
      page.complete && !cursor
        ? capped(page.rows.length)
        : await countMatches(db, domain, q, await totalP, page.density, budget.countRows);
  } else {
    const r = await db.execute(sql`
      select ${LIST_COLUMNS}, (extract(epoch from created_at) * 1000000)::bigint as at_us
      from candidates where ${inDomain(domain, cursor)} order by ${NEWEST_FIRST} limit ${want}`);
    page = { rows: rowsOf<ListRow>(r), density: null, complete: false };
    matching = await totalP;
  }
  const total = await totalP;
  const more = page.rows.length > input.limit;
  const rows = page.rows.slice(0, input.limit);
  return {
    candidates: rows.map(toItem),
    matching,
    total,
    next_cursor: more ? encodeCursor(rows[rows.length - 1]!) : null,
  };
}

/**
 * The spec's candidate lookups (spec 3 section 7, 'lookup by linkedin_url, email'): the organisation's
 * candidates whose normalised LinkedIn URL (normalizeLinkedinUrl) equals that of `linkedinUrl` and / or whose
 * e-mail equals `email` ignoring case, newest added first, at most `limit`. Both use an index.
 */
export async function findCandidatesByKey(
  db: Db,
  domain: string,
  input: { linkedinUrl?: string | undefined; email?: string | undefined; limit: number },
) {
  const conditions = [sql`domain = ${domain}`];
  if (input.linkedinUrl) conditions.push(sql`linkedin_key = ${normalizeLinkedinUrl(input.linkedinUrl)}`);
  if (input.email) conditions.push(sql`lower(email) = lower(${input.email})`);
  const [found, total] = await Promise.all([
    db.execute(sql`
      select ${LIST_COLUMNS}, (extract(epoch from created_at) * 1000000)::bigint as at_us from candidates
      where ${sql.join(conditions, sql` and `)} order by ${NEWEST_FIRST} limit ${COUNT_CAP + 1}`),
    countAll(db, domain),
  ]);
  const rows = rowsOf<ListRow>(found);
  return {
    candidates: rows.slice(0, input.limit).map(toItem),
    matching: capped(rows.length),
    total,
    next_cursor: null,
  };
}
