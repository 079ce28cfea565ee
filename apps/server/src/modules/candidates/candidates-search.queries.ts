import { type CappedCount, COUNT_CAP, normalizeLinkedinUrl } from '@rw/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import {
  capped,
  containsTerm,
  countAll,
  decodeCursor,
  encodeCursor,
  inDomain,
  indexedMatch,
  LIST_COLUMNS,
  type ListCursor,
  type ListRow,
  NEWEST_FIRST,
  rowsOf,
  toItem,
  withTrigramIndex,
} from './candidates-search.sql.js';

/*
 * The candidates list and its search (docs/product/candidates.md#candidates-list), built
 * to stay fast with a million candidates in one organisation.
 *
 * A term is matched as `search_text LIKE '%term%'` (the generated column, without accents and lower-cased,
 * with a pg_trgm GIN index; the term is folded the same way, see `folded`). No single plan suits every term:
 * a common term ('man', a third of the rows) fills a page within the first few hundred rows of the (domain,
 * created_at desc, id desc) index, while the trigram index would have to fetch and sort every match; a rare
 * term is the other way round, and the planner's LIKE estimates are too rough to choose. So a page first
 * walks the newest rows in order (stopping as soon as it has enough); when a first stretch falls short, the
 * matches it saw estimate how far the walk would have to go, and the walk goes on only while that is cheaper
 * than fetching every match through the trigram index. The index query runs with the other scans switched
 * off, so a misestimate cannot turn it into a walk of the whole table. The matching count chooses the same
 * way from the density the page saw. */

/**
 * How many newest rows a search walks in date order. A page walks `pageFirstRows`, then, when the matches
 * seen predict the rest of the page within `pageMaxRows`, walks on; else (and when that falls short) it asks
 * the trigram index. The matching count walks when COUNT_CAP + 1 matches are predicted within `countRows`.
 * A walk reads only id, created_at and search_text (about 0.5 µs a row on PostgreSQL 15, measured); fetching
 * one match through the index costs several times that, and the page's index query fetches every match.
 */
export type WalkBudget = { pageFirstRows: number; pageMaxRows: number; countRows: number };
export const WALK_BUDGET: WalkBudget = { pageFirstRows: 2000, pageMaxRows: 40000, countRows: 25000 };
/** The shortest further walk: a few matches too few should not cost a round trip each. */
const MIN_STRIDE = 1000;

/**
 * One page of matches; `density`: the share of matches among the rows walked (null when nothing was walked);
 * `complete`: every row after the cursor was read, so the page holds every remaining match; `matching`: the
 * count, when the page's own work gave it.
 */
type PageResult = { rows: ListRow[]; density: number | null; complete: boolean; matching?: CappedCount };

/** A walked row: only what the walk decides on (the display columns are fetched for the page's rows only). */
type WalkRow = { id: string; at_us: number | string; rn: number; hit: boolean };

/**
 * Up to `want` matches among the `rows` newest rows after `cursor`, and the last of those rows when the walk
 * read all `rows` of them (the sentinel: where a further walk starts).
 */
async function walk(
  db: Db,
  domain: string,
  contains: SQL,
  from: ListCursor | null,
  rows: number,
  want: number,
) {
  const found = rowsOf<WalkRow>(
    await db.execute(sql`
      select id, (extract(epoch from created_at) * 1000000)::bigint as at_us, hit, rn from (
        select id, created_at, ${contains} as hit,
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

/** The display columns of the walked matches `hits`, in their order (one primary-key lookup each). */
async function fetchRows(db: Db, hits: WalkRow[]): Promise<ListRow[]> {
  if (hits.length === 0) return [];
  const found = rowsOf<ListRow>(
    await db.execute(sql`
      select ${LIST_COLUMNS}, (extract(epoch from created_at) * 1000000)::bigint as at_us
      from candidates where id = any(${`{${hits.map((h) => h.id).join(',')}}`}::uuid[])`),
  );
  const byId = new Map(found.map((r) => [r.id, r]));
  return hits.map((h) => byId.get(h.id)!);
}

/**
 * The first `want` matches after `cursor` through the trigram index (all matches are fetched and sorted);
 * without a cursor also their number, which that fetch gives for free.
 */
async function indexPage(
  db: Db,
  domain: string,
  q: string,
  cursor: ListCursor | null,
  want: number,
): Promise<{ rows: ListRow[]; matching?: CappedCount }> {
  const rows = await withTrigramIndex<ListRow & { n?: number }>(
    db,
    sql`with m as materialized (
        select id, created_at from candidates where ${inDomain(domain, cursor)} and ${indexedMatch(q)}
      )
      select ${LIST_COLUMNS}, (extract(epoch from c.created_at) * 1000000)::bigint as at_us${
        cursor ? sql`` : sql`, (select count(*) from m)::int as n`
      }
      from (select id from m order by ${NEWEST_FIRST} limit ${want}) p join candidates c using (id)
      order by ${NEWEST_FIRST}`,
  );
  if (cursor) return { rows };
  // No row: no match at all, so the count is 0.
  return { rows, matching: capped(Number(rows[0]?.n ?? 0)) };
}

/**
 * The page of `want` matches after `cursor`. `startCount` is called, with the share of matches the first
 * walk saw, as soon as the page's own work is known not to give the count (so the count runs alongside).
 */
async function searchPage(
  db: Db,
  domain: string,
  q: string,
  cursor: ListCursor | null,
  want: number,
  budget: WalkBudget,
  startCount: (density: number) => void,
): Promise<PageResult> {
  const contains = containsTerm(q);
  const first = await walk(db, domain, contains, cursor, budget.pageFirstRows, want);
  let hits = first.hits;
  let read = first.read;
  let end = first.end;
  const walksOn = (n: number, r: number) => n > 0 && r + ((want - n) * r) / n <= budget.pageMaxRows;
  // The count is needed unless (on the first page) the walk read every row or the index path will count.
  let counting = false;
  if (cursor || hits.length === want || (end && walksOn(hits.length, read))) {
    startCount(hits.length / read);
    counting = true;
  }
  // Walk on while the matches seen so far predict the rest of the page within the budget.
  while (hits.length < want && end && read < budget.pageMaxRows && walksOn(hits.length, read)) {
    const needed = ((want - hits.length) * read) / hits.length;
    const rows = Math.min(Math.max(Math.ceil(needed * 2), MIN_STRIDE), budget.pageMaxRows - read);
    const more = await walk(db, domain, contains, end, rows, want - hits.length);
    hits = [...hits, ...more.hits];
    read += more.read;
    end = more.end;
  }
  const density = hits.length / read;
  if (hits.length === want) return { rows: await fetchRows(db, hits), density, complete: false };
  if (!end) return { rows: await fetchRows(db, hits), density, complete: true };
  const found = await indexPage(db, domain, q, cursor, want);
  if (!counting && !found.matching) startCount(density);
  return { rows: found.rows, density, complete: found.rows.length < want, matching: found.matching };
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
  const predicted = density ? (COUNT_CAP + 1) / density : Number.POSITIVE_INFINITY;
  const walkCoversAll = !total.capped && total.value <= budget;
  if (predicted <= budget || walkCoversAll) {
    const r = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select 1 from (
          select search_text from candidates where domain = ${domain}
          order by ${NEWEST_FIRST} limit ${budget}
        ) r where ${containsTerm(q)} limit ${COUNT_CAP + 1}
      ) x`);
    const n = Number(r.rows[0]?.n ?? 0);
    if (n > COUNT_CAP || walkCoversAll) return capped(n);
  }
  const rows = await withTrigramIndex<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from candidates where domain = ${domain} and ${indexedMatch(q)} limit ${COUNT_CAP + 1}
    ) x`,
  );
  return capped(Number(rows[0]?.n ?? 0));
}

/**
 * One page of the organisation's candidates, newest added first (keyset on created_at desc, id desc), with
 * `q` as a case- and accent-insensitive substring of first and last name, e-mail, title, company or location
 * (a full name 'jane doe' matches too; 'nunez' finds 'Núñez' and 'Núñez' finds 'Nunez': both sides are
 * folded with unaccent, docs/product/candidates.md#candidates-list). Counts stop at COUNT_CAP: `matching`
 * with `q`, `total` without.
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
  if (!q) return plainPage(db, domain, cursor, input.limit);
  const totalP = countAll(db, domain);
  // Settled later; a failure is still thrown by that await, not reported as unhandled meanwhile.
  totalP.catch(() => {});
  let page: PageResult;
  let matching: CappedCount;
  {
    let countP: Promise<CappedCount> | null = null;
    page = await searchPage(db, domain, q, cursor, want, budget, (density) => {
      countP = totalP.then((total) => countMatches(db, domain, q, total, density, budget.countRows));
      countP.catch(() => {});
    });
    // Without a count started, the page holds every match or its index query counted them.
    matching = countP ? await (countP as Promise<CappedCount>) : (page.matching ?? capped(page.rows.length));
  }
  return pageOf(page.rows, input.limit, matching, await totalP);
}

/** The answer of one page: its first `limit` rows, the counts, and a cursor when a further row was read. */
function pageOf(found: ListRow[], limit: number, matching: CappedCount, total: CappedCount) {
  const rows = found.slice(0, limit);
  return {
    candidates: rows.map(toItem),
    matching,
    total,
    next_cursor: found.length > limit ? encodeCursor(rows[rows.length - 1]!) : null,
  };
}

/**
 * A page of the list without a search, with the organisation's capped count, in one statement: the count
 * (an index-only scan of at most COUNT_CAP + 1 entries) is the one row the page's rows are joined to, so an
 * empty page still carries it and no page pays a second round trip for it.
 */
async function plainPage(db: Db, domain: string, cursor: ListCursor | null, limit: number) {
  const r = await db.execute(sql`
    select t.n, p.* from (
      select count(*)::int as n from (select 1 from candidates where domain = ${domain} limit ${COUNT_CAP + 1}) x
    ) t left join lateral (
      select ${LIST_COLUMNS}, (extract(epoch from created_at) * 1000000)::bigint as at_us
      from candidates where ${inDomain(domain, cursor)} order by ${NEWEST_FIRST} limit ${limit + 1}
    ) p on true`);
  const found = rowsOf<ListRow & { n: number }>(r);
  const total = capped(Number(found[0]?.n ?? 0));
  return pageOf(
    found.filter((row) => row.id !== null),
    limit,
    total,
    total,
  );
}

/**
 * The candidate lookups by linkedin_url and by email (docs/product/candidates.md#dedupe): the organisation's
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
