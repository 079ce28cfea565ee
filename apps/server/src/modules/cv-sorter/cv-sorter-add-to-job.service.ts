import {
  addedToJobMessage,
  type CvSorterAddToJobBody,
  type CvSorterAddToJobResponse,
  cvSorterMessages,
  type ImportedCandidate,
  UNKNOWN_VALUE,
} from '@rw/core';
import { and, eq, inArray } from 'drizzle-orm';
import { cvSorterCandidates } from '#src/db/schema/index.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import { importCandidatesToGlance } from '#src/modules/candidates/index.js';
import { findJob } from '#src/modules/jobs/index.js';
import type { Caller } from '#src/plugins/auth.js';
import type { CvSorterDeps } from './cv-sorter.plugin.js';
import { requireSearch } from './cv-sorter.service.js';

/** A CV Sorter candidate as the candidate import takes a row: the name split at its first space. */
export function importedCandidateOf(c: {
  name: string;
  currentTitle: string;
  currentCompany: string;
  linkedinUrl: string | null;
}): ImportedCandidate {
  const known = (v: string) => (v === UNKNOWN_VALUE || v.trim() === '' ? null : v);
  const name = c.name.trim();
  const space = name.indexOf(' ');
  return {
    first_name: space < 0 ? name : name.slice(0, space),
    last_name: space < 0 ? null : name.slice(space + 1).trim() || null,
    email: null,
    phone: null,
    location: null,
    current_title: known(c.currentTitle),
    current_company: known(c.currentCompany),
    linkedin_url: c.linkedinUrl,
  };
}

/**
 * 'Add to job' (docs/product/cv-sorter.md#into-the-ats): the search's Possible candidates, or exactly
 * `candidateIds`, into the Glance stage of job `jobId` of the caller's organisation through the candidate
 * import's write path (dedupe by LinkedIn profile: an existing candidate is updated, not duplicated; one
 * already in the stage is counted as there).
 * @throws AppError NOT_FOUND 'Search not found', 'Job not found' (another organisation's too), 'Candidate not
 *   found'; VALIDATION 'No candidates to add: …' when there is none.
 */
export async function addSearchToJob(
  deps: Pick<CvSorterDeps, 'db'>,
  caller: Caller,
  id: string,
  body: CvSorterAddToJobBody,
): Promise<CvSorterAddToJobResponse> {
  const search = await requireSearch(deps, caller, id);
  const job = await findJob(deps.db, caller.domain, body.jobId);
  if (!job) throw notFound(cvSorterMessages.jobNotFound);
  const ids = body.candidateIds ? [...new Set(body.candidateIds)] : null;
  const rows = [];
  if (ids) {
    for (let i = 0; i < ids.length; i += 1000) {
      rows.push(
        ...(await deps.db
          .select()
          .from(cvSorterCandidates)
          .where(
            and(
              eq(cvSorterCandidates.searchId, search.id),
              inArray(cvSorterCandidates.id, ids.slice(i, i + 1000)),
            ),
          )),
      );
    }
    if (rows.length < ids.length) throw notFound(cvSorterMessages.candidateNotFound);
  } else {
    rows.push(
      ...(await deps.db
        .select()
        .from(cvSorterCandidates)
        .where(and(eq(cvSorterCandidates.searchId, search.id), eq(cvSorterCandidates.category, 'possible')))),
    );
  }
  if (rows.length === 0) throw new AppError('VALIDATION', cvSorterMessages.noneToAdd);
  rows.sort((a, b) => a.rowIndex - b.rowIndex);
  const out = await importCandidatesToGlance(
    deps.db,
    caller,
    job.id,
    rows.map(importedCandidateOf),
    'cv_sorter',
  );
  const written = out.created + out.updated;
  const already = written - out.addedToStage;
  return {
    added: out.addedToStage,
    created: out.created,
    updated: out.updated,
    alreadyInStage: already,
    message: addedToJobMessage(out.addedToStage, job.title, already),
  };
}
