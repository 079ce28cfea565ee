import type { AuditAction, AuditEntry, AuditLogPage } from '@rw/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { decodePageCursor, encodePageCursor } from '#src/lib/page-cursor.js';

/** What `recordAudit` writes: who (the caller), in which organisation, what, and its details. */
export type AuditRecord = {
  actor: { id: string; email: string; domain: string };
  action: AuditAction;
  /** Field names, counts and ids; never a secret or a candidate's name. */
  details?: Record<string, unknown>;
};

/**
 * Records one audit entry (docs/product/admin.md#audit-log) with the actor's name as it is now. Pass the
 * transaction of the change itself, so the entry exists exactly when the change committed.
 * @param db the change's transaction (anything with `execute`).
 * @returns the entry's id.
 */
export async function recordAudit(db: Pick<Db, 'execute'>, a: AuditRecord): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into audit_log (domain, actor_id, actor_name, actor_email, action, details)
    values (${a.actor.domain}, ${a.actor.id}, (select name from users where id = ${a.actor.id}),
      ${a.actor.email}, ${a.action}, ${JSON.stringify(a.details ?? {})}::jsonb)
    returning id`);
  return rows[0]!.id;
}

/** Changes the details of an entry (a queued erasure's progress). */
export async function updateAuditDetails(
  db: Pick<Db, 'execute'>,
  id: string,
  details: Record<string, unknown>,
): Promise<void> {
  await db.execute(sql`update audit_log set details = details || ${JSON.stringify(details)}::jsonb
    where id = ${id}::uuid`);
}

/** The filters of the list and the export: one person, one action, a UTC period [start, end). */
export type AuditFilter = {
  userId?: string | undefined;
  action?: string | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
};

function whereOf(domain: string, f: AuditFilter): SQL[] {
  const where = [sql`domain = ${domain}`];
  if (f.userId) where.push(sql`actor_id = ${f.userId}`);
  if (f.action) where.push(sql`action = ${f.action}`);
  if (f.start) where.push(sql`created_at >= ${f.start.toISOString()}::timestamptz`);
  if (f.end) where.push(sql`created_at < ${f.end.toISOString()}::timestamptz`);
  return where;
}

type Row = Omit<AuditEntry, 'created_at'> & { created_at: Date; ts: string };

const toEntry = ({ ts: _ts, created_at, ...r }: Row): AuditEntry => ({
  ...r,
  created_at: new Date(created_at).toISOString(),
});

/**
 * A page of the organisation's audit log, newest first, filtered.
 * @throws AppError BAD_REQUEST 'Invalid cursor'.
 */
export async function auditPage(
  db: Db,
  domain: string,
  opts: AuditFilter & { limit: number; cursor?: string | undefined },
): Promise<AuditLogPage> {
  const where = whereOf(domain, opts);
  if (opts.cursor) {
    const c = decodePageCursor(opts.cursor);
    where.push(sql`(created_at, id) < (${c.ts}::timestamptz, ${c.id}::uuid)`);
  }
  const { rows } = await db.execute<Row>(sql`
    select id, actor_id, actor_name, actor_email, action, details, created_at, created_at::text as ts
    from audit_log where ${sql.join(where, sql` and `)}
    order by created_at desc nulls last, id desc nulls last limit ${opts.limit + 1}`);
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    rows: page.map(toEntry),
    next_cursor: rows.length > opts.limit && last ? encodePageCursor({ ts: last.ts, id: last.id }) : null,
  };
}

/** Every entry of the filter, newest first, in pages of 1,000 (for the CSV export). */
export async function* auditEntries(db: Db, domain: string, filter: AuditFilter): AsyncGenerator<AuditEntry> {
  let cursor: string | undefined;
  do {
    const page = await auditPage(db, domain, { ...filter, limit: 1000, cursor });
    yield* page.rows;
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
}
