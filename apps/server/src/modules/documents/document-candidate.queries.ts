import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { type DocumentCandidateValues, phoneKey } from './document-candidate.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A candidate a document matched, and how. */
export type DocumentMatch = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  by: 'linkedin' | 'email' | 'name_phone';
};

/**
 * The organisation's candidate a document names (docs/product/documents.md#matching): the one with its
 * LinkedIn profile, else the oldest with its e-mail (case aside), else — offered for confirmation only — the
 * oldest with its first and last name (case aside) and a phone with the same last nine digits.
 */
export async function findDocumentMatch(
  tx: Tx | Db,
  domain: string,
  v: Pick<DocumentCandidateValues, 'linkedin_key' | 'email' | 'first_name' | 'last_name' | 'phone'>,
): Promise<DocumentMatch | null> {
  if (v.linkedin_key) {
    const found = await tx.execute<Omit<DocumentMatch, 'by'>>(sql`
      select id, first_name, last_name from candidates
      where domain = ${domain} and linkedin_key = ${v.linkedin_key} limit 1`);
    if (found.rows[0]) return { ...found.rows[0], by: 'linkedin' };
  }
  if (v.email) {
    const found = await tx.execute<Omit<DocumentMatch, 'by'>>(sql`
      select id, first_name, last_name from candidates
      where domain = ${domain} and lower(email) = ${v.email.toLowerCase()}
      order by created_at, id limit 1`);
    if (found.rows[0]) return { ...found.rows[0], by: 'email' };
  }
  const phone = phoneKey(v.phone);
  if (phone && v.first_name && v.last_name) {
    const found = await tx.execute<Omit<DocumentMatch, 'by'> & { phone: string | null }>(sql`
      select id, first_name, last_name, phone from candidates
      where domain = ${domain} and lower(first_name) = ${v.first_name.toLowerCase()}
        and lower(last_name) = ${v.last_name.toLowerCase()} and phone is not null
      order by created_at, id limit 50`);
    const same = found.rows.find((r) => phoneKey(r.phone) === phone);
    if (same)
      return { id: same.id, first_name: same.first_name, last_name: same.last_name, by: 'name_phone' };
  }
  return null;
}

/**
 * The CV fields a document sets: its text, its stored file's link (null for text that came without a file: the
 * LinkedIn Parser's pasted profile), when.
 */
export type DocumentCv = { text: string; fileUrl: string | null; at: Date };

/**
 * Creates a candidate of organisation `domain` from a document's values (created by `createdByEmail`), with
 * its CV. @returns the new id. @throws the database's unique violation when another candidate took the
 * LinkedIn profile meanwhile.
 */
export async function insertDocumentCandidate(
  tx: Tx,
  input: { domain: string; createdByEmail: string; values: DocumentCandidateValues; cv: DocumentCv },
): Promise<string> {
  const { values: v, cv } = input;
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into candidates (first_name, last_name, email, phone, location, current_title, current_company,
      linkedin_url, linkedin_key, linkedin_raw_text, cv_text, cv_file_url, cv_last_updated, job_history,
      cv_parser_version, created_by_email, domain)
    values (${v.first_name}, ${v.last_name}, ${v.email}, ${v.phone}, ${v.location}, ${v.current_title},
      ${v.current_company}, ${v.linkedin_url}, ${v.linkedin_key}, ${v.linkedin_raw_text}, ${cv.text},
      ${cv.fileUrl}, ${cv.at.toISOString()}::timestamptz, ${JSON.stringify(v.job_history)}::jsonb,
      ${v.cv_parser_version}, ${input.createdByEmail}, ${input.domain})
    returning id`);
  return inserted.rows[0]!.id;
}

/**
 * Updates candidate `id` of organisation `domain` from a document (docs/product/documents.md#what-a-candidate-gets):
 * name, contact details, location, title and employer only where empty (the LinkedIn profile only when no
 * other candidate of the organisation has it); the experience list when the document has one; the parser's
 * version; a LinkedIn export's text; and the CV (text, link, date) when `cv.replace` (a CV, or a LinkedIn
 * export for a candidate without a CV).
 * @returns false when the candidate is gone.
 */
export async function updateDocumentCandidate(
  tx: Tx | Db,
  input: {
    domain: string;
    id: string;
    values: DocumentCandidateValues;
    cv: DocumentCv & { replace: boolean };
    /**
     * Re-parsing the file already linked (docs/product/documents.md#re-parsing): the CV text is replaced only
     * when `cv.fileUrl` is their CV's link, and its date is kept.
     */
    reparse?: boolean;
  },
): Promise<boolean> {
  const { values: v, cv, domain, id } = input;
  const fill = (column: string, value: string | null) =>
    sql`${sql.raw(column)} = coalesce(nullif(${sql.raw(`c.${column}`)}, ''), ${value})`;
  const history = v.job_history.length > 0 ? JSON.stringify(v.job_history) : null;
  const replace = input.reparse
    ? sql`(c.cv_file_url = ${cv.fileUrl})`
    : sql`(${cv.replace} or c.cv_text is null)`;
  const stamp = input.reparse ? sql`c.cv_last_updated` : sql`${cv.at.toISOString()}::timestamptz`;
  const updated = await tx.execute<{ id: string }>(sql`
    update candidates c set
      ${fill('first_name', v.first_name)},
      ${fill('last_name', v.last_name)},
      ${fill('email', v.email)},
      ${fill('phone', v.phone)},
      ${fill('location', v.location)},
      ${fill('current_title', v.current_title)},
      ${fill('current_company', v.current_company)},
      linkedin_url = case when nullif(c.linkedin_url, '') is null and ${v.linkedin_key}::text is not null
          and not exists (select 1 from candidates o where o.domain = ${domain}
            and o.linkedin_key = ${v.linkedin_key} and o.id <> c.id)
        then ${v.linkedin_url} else c.linkedin_url end,
      linkedin_key = case when nullif(c.linkedin_url, '') is null and ${v.linkedin_key}::text is not null
          and not exists (select 1 from candidates o where o.domain = ${domain}
            and o.linkedin_key = ${v.linkedin_key} and o.id <> c.id)
        then ${v.linkedin_key} else c.linkedin_key end,
      job_history = coalesce(${history}::jsonb, c.job_history),
      linkedin_raw_text = coalesce(${v.linkedin_raw_text}, c.linkedin_raw_text),
      cv_text = case when ${replace} then ${cv.text} else c.cv_text end,
      cv_file_url = case when ${replace} then ${cv.fileUrl} else c.cv_file_url end,
      cv_last_updated = case when ${replace} then ${stamp} else c.cv_last_updated end,
      cv_parser_version = ${v.cv_parser_version},
      updated_at = now()
    where c.id = ${id}::uuid and c.domain = ${domain}
    returning c.id`);
  return updated.rows.length > 0;
}
