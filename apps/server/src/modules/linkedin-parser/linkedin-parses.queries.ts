import {
  type CvProfile,
  LINKEDIN_PARSES_KEPT,
  type LinkedinParse,
  type LinkedinParseSummary,
  type LinkedinParseVia,
} from '@rw/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { linkedinParses } from '#src/db/schema/index.js';
import { UUID } from '#src/lib/page-cursor.js';
import type { Caller } from '#src/plugins/auth.js';

type Row = typeof linkedinParses.$inferSelect;

/** The owner's own parses: their user and their organisation (a parse is never shared). */
const ownedBy = (owner: Caller, id?: string): SQL =>
  and(
    eq(linkedinParses.userId, owner.id),
    eq(linkedinParses.domain, owner.domain),
    ...(id ? [eq(linkedinParses.id, id)] : []),
  )!;

function toParse(r: Row): LinkedinParse {
  return {
    id: r.id,
    profile: r.profile,
    source_url: r.sourceUrl,
    input: r.input,
    file_name: r.fileName,
    read_as: r.readAs,
    ai_error: r.aiError,
    via: r.via,
    parser_version: r.parserVersion,
    candidate_id: r.candidateId,
    saved_at: r.savedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** What a new parse holds. */
export type NewParse = Pick<
  Row,
  'via' | 'input' | 'fileName' | 'sourceUrl' | 'text' | 'readAs' | 'profile' | 'parserVersion' | 'aiError'
>;

/**
 * Keeps a parse of `owner`, and removes their parses beyond the latest LINKEDIN_PARSES_KEPT.
 * @returns the parse.
 */
export async function insertParse(db: Db, owner: Caller, values: NewParse): Promise<LinkedinParse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(linkedinParses)
      .values({ userId: owner.id, domain: owner.domain, ...values })
      .returning();
    await tx.execute(sql`
      delete from linkedin_parses where user_id = ${owner.id} and id in (
        select id from linkedin_parses where user_id = ${owner.id}
        order by created_at desc, id desc offset ${LINKEDIN_PARSES_KEPT})`);
    return toParse(row!);
  });
}

/** The owner's latest `limit` parses, newest first. */
export async function listParses(db: Db, owner: Caller, limit: number): Promise<LinkedinParseSummary[]> {
  const rows = await db
    .select({
      id: linkedinParses.id,
      name: sql<string | null>`${linkedinParses.profile} #>> '{basics,name}'`,
      headline: sql<string | null>`${linkedinParses.profile} #>> '{basics,label}'`,
      sourceUrl: linkedinParses.sourceUrl,
      input: linkedinParses.input,
      via: linkedinParses.via,
      candidateId: linkedinParses.candidateId,
      createdAt: linkedinParses.createdAt,
      updatedAt: linkedinParses.updatedAt,
    })
    .from(linkedinParses)
    .where(ownedBy(owner))
    .orderBy(descNullsLast(linkedinParses.createdAt), descNullsLast(linkedinParses.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    headline: r.headline,
    source_url: r.sourceUrl,
    input: r.input,
    via: r.via,
    candidate_id: r.candidateId,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** The owner's parse `id` with its text, or null (another user's, another organisation's, or none). */
export async function findParse(
  db: Db,
  owner: Caller,
  id: string,
): Promise<(LinkedinParse & { text: string }) | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(linkedinParses).where(ownedBy(owner, id)).limit(1);
  return row ? { ...toParse(row), text: row.text } : null;
}

/** Replaces the owner's parse `id`'s profile (and source URL when given). @returns the parse, or null. */
export async function updateParse(
  db: Db,
  owner: Caller,
  id: string,
  values: { profile: CvProfile; sourceUrl?: string | null },
): Promise<LinkedinParse | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .update(linkedinParses)
    .set({
      profile: values.profile,
      ...(values.sourceUrl !== undefined ? { sourceUrl: values.sourceUrl } : {}),
      updatedAt: new Date(),
    })
    .where(ownedBy(owner, id))
    .returning();
  return row ? toParse(row) : null;
}

/** Records that the owner's parse `id` was saved as `candidateId` (`via` the app or the extension). */
export async function markParseSaved(
  db: Db,
  owner: Caller,
  id: string,
  saved: { candidateId: string; via: LinkedinParseVia },
): Promise<void> {
  await db
    .update(linkedinParses)
    .set({ candidateId: saved.candidateId, savedVia: saved.via, savedAt: new Date() })
    .where(ownedBy(owner, id));
}

/** Deletes the owner's parse `id`. @returns whether there was one. */
export async function deleteParse(db: Db, owner: Caller, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const gone = await db.delete(linkedinParses).where(ownedBy(owner, id)).returning({ id: linkedinParses.id });
  return gone.length > 0;
}
