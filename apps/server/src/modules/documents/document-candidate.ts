import {
  CANDIDATE_FIELD_MAX,
  type CandidateSource,
  type JobHistoryEntry,
  jobHistoryOf,
  normalizeLinkedinUrl,
} from '@rw/core';
import type { ParsedDocument } from './parse-document.service.js';
import { splitName } from './profile/read-profile.js';

/*
 * What an uploaded document gives a candidate (docs/product/documents.md#what-a-candidate-gets): pure, so the
 * rules are tested on their own.
 */

/** A candidate's fields as a document gives them; null where it has no value. */
export type DocumentCandidateValues = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  current_title: string | null;
  current_company: string | null;
  linkedin_url: string | null;
  /** The normalised LinkedIn URL the organisation dedupes on. */
  linkedin_key: string | null;
  job_history: JobHistoryEntry[];
  /** For a CV (and a LinkedIn export when the candidate has no CV): the text, its link and now. */
  cv_text: string;
  /** For a LinkedIn export: its text. */
  linkedin_raw_text: string | null;
  cv_parser_version: number;
};

const cut = (value: string | null | undefined, max: number): string | null => {
  const v = value?.replace(/\s+/g, ' ').trim();
  return v ? v.slice(0, max) : null;
};

/**
 * The candidate fields of a parsed document: the name split into first and last (the first word, the rest),
 * the contact details, the location, the current (else latest) position's title and employer (the headline
 * when there is no position), the experience list (`job_history`), the text, each cut to the candidate
 * field limits (CANDIDATE_FIELD_MAX).
 */
export function candidateValuesOf(
  parsed: Pick<ParsedDocument, 'profile' | 'text' | 'source' | 'parserVersion'>,
): DocumentCandidateValues {
  const { basics, work } = parsed.profile;
  const { first_name, last_name } = splitName(basics.name);
  const position = work.find((w) => w.current) ?? work[0];
  const linkedin = cut(basics.linkedin_url, CANDIDATE_FIELD_MAX.linkedin_url);
  return {
    first_name: cut(first_name, CANDIDATE_FIELD_MAX.first_name),
    last_name: cut(last_name, CANDIDATE_FIELD_MAX.last_name),
    email: cut(basics.email, CANDIDATE_FIELD_MAX.email),
    phone: cut(basics.phone, CANDIDATE_FIELD_MAX.phone),
    location: cut(basics.location, CANDIDATE_FIELD_MAX.location),
    current_title: cut(position?.position ?? basics.label, CANDIDATE_FIELD_MAX.current_title),
    current_company: cut(position?.name, CANDIDATE_FIELD_MAX.current_company),
    linkedin_url: linkedin,
    linkedin_key: normalizeLinkedinUrl(linkedin),
    job_history: jobHistoryOf(parsed.profile),
    cv_text: parsed.text.slice(0, CANDIDATE_FIELD_MAX.cv_text),
    linkedin_raw_text:
      parsed.source === 'linkedin' ? parsed.text.slice(0, CANDIDATE_FIELD_MAX.linkedin_raw_text) : null,
    cv_parser_version: parsed.parserVersion,
  };
}

/** The full name to show in a status line: 'Maria Garcia Lopez', or 'the candidate' when there is none. */
export function displayName(v: { first_name: string | null; last_name: string | null }): string {
  return [v.first_name, v.last_name].filter(Boolean).join(' ') || 'the candidate';
}

/** Digits of a phone to compare two numbers by: the last nine (so +44 7911 123456 and 07911 123456 match). */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-9) : null;
}

/**
 * Where the funnel says a document's candidate came from when the document puts them into a job
 * (docs/product/analytics.md#sources): a LinkedIn profile upload, else a CV upload.
 */
export function documentFunnelSource(source: 'linkedin' | 'cv'): CandidateSource {
  return source === 'linkedin' ? 'linkedin' : 'cv_upload';
}
