import { randomUUID } from 'node:crypto';
import type { ImportedCandidate } from '@rw/core';
import { type ExistingCandidate, type ImportValues, importColumns } from './candidate-import.queries.js';

/** A CSV row ready to import: its line, its candidate and its dedupe keys. */
export type ImportRow = {
  line: number;
  candidate: ImportedCandidate;
  /** normalizeLinkedinUrl of the profile link, or null. */
  linkedinKey: string | null;
  /** The lower-cased e-mail, or null. */
  emailKey: string | null;
};

/** A candidate rows resolve to: `values` gathers the rows' non-empty cells, `stored` what the database holds. */
type Target = { stored: ExistingCandidate | null; values: ImportValues & { id: string } };

/** What one batch writes: candidates to insert and to change, who joins the stage, and row counts. */
export type BatchPlan = {
  inserts: (ImportValues & { id: string })[];
  /** Existing candidates whose rows bring a value they do not hold yet (the others need no write). */
  updates: (ImportValues & { id: string })[];
  /** The batch's candidates not yet in the stage, for add_candidate_to_stage. */
  candidateIds: string[];
  /** Rows that made a new candidate; the other rows updated one. */
  created: number;
  updated: number;
};

const emptyValues = (id: string): ImportValues & { id: string } => ({
  id,
  first_name: null,
  last_name: null,
  email: null,
  phone: null,
  location: null,
  current_title: null,
  current_company: null,
  linkedin_url: null,
  linkedin_key: null,
});

/**
 * Dedupe of one batch (docs/product/candidates.md#dedupe), with the result the original's row-by-row protocol
 * gives: each row, in file order, matches a candidate by LinkedIn key first, else by e-mail — among
 * `existing` (the organisation's candidates holding one of the batch's keys, oldest first) and the rows
 * before it — and updates it; else it makes a new candidate. A later row's non-empty cells overwrite an
 * earlier one's, empty cells never blank a value, so the same person twice in a file is one candidate. Every
 * key a candidate was matched or written with keeps pointing at it, so no two candidates end with the same
 * LinkedIn key.
 */
export function planBatch(
  rows: readonly ImportRow[],
  existing: readonly ExistingCandidate[],
  newId: () => string = randomUUID,
): BatchPlan {
  const byLinkedin = new Map<string, Target>();
  const byEmail = new Map<string, Target>();
  const targets: Target[] = [];
  for (const e of existing) {
    const target: Target = { stored: e, values: emptyValues(e.id) };
    targets.push(target);
    if (e.linkedin_key && !byLinkedin.has(e.linkedin_key)) byLinkedin.set(e.linkedin_key, target);
    if (e.email_key && !byEmail.has(e.email_key)) byEmail.set(e.email_key, target);
  }
  let created = 0;
  const touched = new Set<Target>();
  for (const row of rows) {
    const { linkedinKey, emailKey } = row;
    let target = (linkedinKey && byLinkedin.get(linkedinKey)) || (emailKey && byEmail.get(emailKey)) || null;
    if (!target) {
      target = { stored: null, values: emptyValues(newId()) };
      targets.push(target);
      created += 1;
    }
    touched.add(target);
    const v = target.values;
    const c = row.candidate;
    v.first_name = c.first_name ?? v.first_name;
    v.last_name = c.last_name ?? v.last_name;
    v.email = c.email ?? v.email;
    v.phone = c.phone ?? v.phone;
    v.location = c.location ?? v.location;
    v.current_title = c.current_title ?? v.current_title;
    v.current_company = c.current_company ?? v.current_company;
    v.linkedin_url = c.linkedin_url ?? v.linkedin_url;
    v.linkedin_key = linkedinKey ?? v.linkedin_key;
    if (linkedinKey && !byLinkedin.has(linkedinKey)) byLinkedin.set(linkedinKey, target);
    if (emailKey && !byEmail.has(emailKey)) byEmail.set(emailKey, target);
  }
  const plan: BatchPlan = {
    inserts: [],
    updates: [],
    candidateIds: [],
    created,
    updated: rows.length - created,
  };
  for (const t of targets) {
    if (!touched.has(t)) continue;
    if (!t.stored) plan.inserts.push(t.values);
    else if (changes(t.values, t.stored)) plan.updates.push(t.values);
    if (!t.stored?.in_stage) plan.candidateIds.push(t.values.id);
  }
  return plan;
}

/** True when some non-empty value differs from the stored one. */
function changes(values: ImportValues, stored: ImportValues): boolean {
  return importColumns.some((c) => values[c] !== null && values[c] !== stored[c]);
}
