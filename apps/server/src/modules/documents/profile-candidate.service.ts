import {
  type CandidateSource,
  type CvProfile,
  documentImportMessages,
  GLANCE_STAGE_ID,
  jobMessages,
  type StagePlacement,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import { UUID } from '#src/lib/page-cursor.js';
import { addCandidatesToStage, lockOrganisationImports } from '#src/modules/candidates/index.js';
import { findJob } from '#src/modules/jobs/index.js';
import type { Caller } from '#src/plugins/auth.js';
import { candidateValuesOf, displayName, documentFunnelSource } from './document-candidate.js';
import {
  findDocumentMatch,
  insertDocumentCandidate,
  updateDocumentCandidate,
} from './document-candidate.queries.js';
import { stagePlacement } from './stage-placement.js';

/** A profile read and edited elsewhere (the LinkedIn Parser), to be saved as a candidate. */
export type ProfileToSave = {
  profile: CvProfile;
  /** The text it was read from: the LinkedIn text of a LinkedIn profile, else the CV's text. */
  text: string;
  /** 'linkedin' for a LinkedIn profile (sets `linkedin_raw_text`), 'cv' for a CV (sets the CV). */
  source: 'linkedin' | 'cv';
  parserVersion: number;
  /**
   * Where the funnel says the application came from when it joins a job (docs/product/analytics.md#sources);
   * a LinkedIn profile or CV upload by `source` when left out.
   */
  funnelSource?: CandidateSource;
};

/** What saving a profile did (docs/product/documents.md#matching). */
export type ProfileSaveOutcome =
  | {
      status: 'saved';
      candidateId: string;
      outcome: 'created' | 'updated';
      message: string;
      target: { jobId: string; stageId: string } | null;
    }
  | { status: 'confirm'; match: { candidateId: string; name: string }; message: string };

/**
 * The stage a saved profile joins: job `jobId` of the caller's organisation, stage `stageId` (Glance when
 * none). @throws AppError NOT_FOUND 'Job not found' (also another organisation's), VALIDATION 'Stage not
 * found' for a stage the job's process does not have.
 */
async function targetOf(
  db: Db,
  caller: Caller,
  jobId: string,
  stageId: string | null | undefined,
): Promise<{ jobId: string; stageId: string; placement: StagePlacement }> {
  if (!UUID.test(jobId) || !(await findJob(db, caller.domain, jobId))) throw notFound(jobMessages.notFound);
  const stage = stageId ?? GLANCE_STAGE_ID;
  const placement = await stagePlacement(db, jobId, stage);
  if (!placement) throw new AppError('VALIDATION', documentImportMessages.stageNotFound);
  return { jobId, stageId: stage, placement };
}

/**
 * Saves an edited profile as a candidate of the caller's organisation with the documents' matching
 * (docs/product/documents.md#matching), under the organisation's import lock, in one transaction: the candidate
 * with its LinkedIn profile, else the oldest with its e-mail, is updated as an upload updates (contact details,
 * name, title and employer only where empty; the experience list; a LinkedIn profile's text, and the CV only
 * when they have none; a CV's text replaces theirs); a candidate with only its name and phone is offered for
 * confirmation (`status: 'confirm'`, nothing written) until `samePerson` answers it (true: update them; false:
 * a new candidate); otherwise a new candidate is created (a name is needed). With `target` the candidate then
 * joins that job's stage (Glance when no stage is named) unless they are in it already.
 * @throws AppError VALIDATION `noName` when a new candidate would have no name, 'Stage not found'; NOT_FOUND
 *   'Job not found' (also another organisation's job).
 */
export async function saveProfileCandidate(opts: {
  db: Db;
  caller: Caller;
  input: ProfileToSave;
  target: { jobId: string; stageId?: string | null } | null;
  samePerson?: boolean;
  noName: string;
}): Promise<ProfileSaveOutcome> {
  const { db, caller, input } = opts;
  const target = opts.target ? await targetOf(db, caller, opts.target.jobId, opts.target.stageId) : null;
  const values = candidateValuesOf({
    profile: input.profile,
    text: input.text,
    source: input.source,
    parserVersion: input.parserVersion,
  });
  const cv = { text: values.cv_text, fileUrl: null, at: new Date() };
  const name = displayName(values);

  return db.transaction(async (tx) => {
    await lockOrganisationImports(tx, caller.domain);
    const match = await findDocumentMatch(tx, caller.domain, values);
    if (match?.by === 'name_phone' && opts.samePerson === undefined) {
      const matchName = displayName(match);
      return {
        status: 'confirm',
        match: { candidateId: match.id, name: matchName },
        message: documentImportMessages.confirm(matchName),
      };
    }
    const updating = match && (match.by !== 'name_phone' || opts.samePerson === true) ? match.id : null;
    let candidateId: string;
    if (updating) {
      const ok = await updateDocumentCandidate(tx, {
        domain: caller.domain,
        id: updating,
        values,
        cv: { ...cv, replace: input.source === 'cv' },
      });
      if (!ok) throw notFound('Candidate not found');
      candidateId = updating;
    } else {
      if (!values.first_name && !values.last_name) throw new AppError('VALIDATION', opts.noName);
      candidateId = await insertDocumentCandidate(tx, {
        domain: caller.domain,
        createdByEmail: caller.email,
        values,
        cv,
      });
    }
    if (target) {
      await addCandidatesToStage(tx, {
        jobId: target.jobId,
        placement: target.placement,
        candidateIds: [candidateId],
        source: input.funnelSource ?? documentFunnelSource(input.source),
      });
    }
    const message =
      match?.by === 'name_phone' && opts.samePerson === false
        ? documentImportMessages.keptApart(name)
        : updating
          ? documentImportMessages.updated(name)
          : documentImportMessages.created(name);
    return {
      status: 'saved',
      candidateId,
      outcome: updating ? 'updated' : 'created',
      message,
      target: target ? { jobId: target.jobId, stageId: target.stageId } : null,
    };
  });
}
