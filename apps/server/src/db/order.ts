import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column DESC NULLS LAST`: the order of the schema's descending indexes (drizzle-kit builds `.desc()` index
 * columns NULLS LAST). drizzle's own `desc()` is a plain DESC, which PostgreSQL reads as NULLS FIRST, so an
 * `order by … limit` against such an index sorts every matching row instead of reading the index's first
 * rows. Every newest-first query built with drizzle orders with this (the linter refuses drizzle's `desc`).
 */
export const descNullsLast = (column: AnyColumn | SQL | SQL.Aliased): SQL => sql`${column} desc nulls last`;
