import { type CvProfile, linkedinParserMessages } from '@rw/core';

/*
 * The editable form of a parsed profile (docs/product/linkedin-parser.md#editing): every field a string the
 * inputs hold, every list entry with a key of its own, and the way back to the profile the server keeps.
 */

let nextKey = 0;
/** A key for a new list entry, unique in this page's life. */
export const newKey = () => `entry-${++nextKey}`;

export type BasicsDraft = Record<
  'name' | 'label' | 'location' | 'email' | 'phone' | 'linkedin_url' | 'url' | 'summary',
  string
>;
export type WorkDraft = {
  key: string;
  position: string;
  name: string;
  location: string;
  startDate: string;
  endDate: string;
  current: boolean;
  summary: string;
};
export type EducationDraft = {
  key: string;
  institution: string;
  studyType: string;
  area: string;
  startDate: string;
  endDate: string;
};
export type LanguageDraft = { key: string; language: string; fluency: string };
export type ProfileDraft = {
  basics: BasicsDraft;
  work: WorkDraft[];
  education: EducationDraft[];
  skills: string[];
  languages: LanguageDraft[];
  /** Kept as they are: the page does not edit them, the one-page profile shows them. */
  certificates: CvProfile['certificates'];
};

export const emptyWork = (): WorkDraft => ({
  key: newKey(),
  position: '',
  name: '',
  location: '',
  startDate: '',
  endDate: '',
  current: false,
  summary: '',
});
export const emptyEducation = (): EducationDraft => ({
  key: newKey(),
  institution: '',
  studyType: '',
  area: '',
  startDate: '',
  endDate: '',
});
export const emptyLanguage = (): LanguageDraft => ({ key: newKey(), language: '', fluency: '' });

/** The form of `profile`: nulls as empty strings. */
export function draftOf(profile: CvProfile): ProfileDraft {
  const b = profile.basics;
  const s = (v: string | null) => v ?? '';
  return {
    basics: {
      name: s(b.name),
      label: s(b.label),
      location: s(b.location),
      email: s(b.email),
      phone: s(b.phone),
      linkedin_url: s(b.linkedin_url),
      url: s(b.url),
      summary: s(b.summary),
    },
    work: profile.work.map((w) => ({
      key: newKey(),
      position: s(w.position),
      name: s(w.name),
      location: s(w.location),
      startDate: s(w.startDate),
      endDate: s(w.endDate),
      current: w.current,
      summary: s(w.summary),
    })),
    education: profile.education.map((e) => ({
      key: newKey(),
      institution: s(e.institution),
      studyType: s(e.studyType),
      area: s(e.area),
      startDate: s(e.startDate),
      endDate: s(e.endDate),
    })),
    skills: profile.skills.map((k) => k.name),
    languages: profile.languages.map((l) => ({ key: newKey(), language: l.language, fluency: s(l.fluency) })),
    certificates: profile.certificates,
  };
}

const value = (v: string) => v.trim() || null;
/** A multi-line text (a summary, a description): trailing spaces and blank edges trimmed, inner lines kept. */
const longValue = (v: string) =>
  v
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trim() || null;

/**
 * The profile of a form: trimmed, empty fields null, entries with nothing in them left out, a current
 * position without an end date, skills once each (case aside).
 */
export function profileOf(draft: ProfileDraft): CvProfile {
  const b = draft.basics;
  const seen = new Set<string>();
  return {
    basics: {
      name: value(b.name),
      label: value(b.label),
      location: value(b.location),
      email: value(b.email),
      phone: value(b.phone),
      linkedin_url: value(b.linkedin_url),
      url: value(b.url),
      summary: longValue(b.summary),
    },
    work: draft.work
      .filter((w) =>
        [w.position, w.name, w.location, w.startDate, w.endDate, w.summary].some((v) => v.trim()),
      )
      .map((w) => ({
        position: value(w.position),
        name: value(w.name),
        location: value(w.location),
        startDate: value(w.startDate),
        endDate: w.current ? null : value(w.endDate),
        current: w.current,
        summary: longValue(w.summary),
      })),
    education: draft.education
      .filter((e) => [e.institution, e.studyType, e.area, e.startDate, e.endDate].some((v) => v.trim()))
      .map((e) => ({
        institution: value(e.institution),
        studyType: value(e.studyType),
        area: value(e.area),
        startDate: value(e.startDate),
        endDate: value(e.endDate),
      })),
    skills: draft.skills
      .map((k) => k.trim())
      .filter((k) => k && !seen.has(k.toLowerCase()) && seen.add(k.toLowerCase()))
      .map((name) => ({ name })),
    languages: draft.languages
      .filter((l) => l.language.trim())
      .map((l) => ({ language: l.language.trim(), fluency: value(l.fluency) })),
    certificates: draft.certificates,
  };
}

const DATE = /^\d{4}(-(0[1-9]|1[0-2]))?$/;

/** Whether a date field holds what the profile takes: nothing, 'YYYY' or 'YYYY-MM'. */
export const isProfileDate = (v: string) => !v.trim() || DATE.test(v.trim());

/**
 * The form's date fields that are not 'YYYY' or 'YYYY-MM', by their path ('work.entry-3.startDate'), each
 * with 'Use YYYY or YYYY-MM.'; empty when the form can be kept.
 */
export function draftErrors(draft: ProfileDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (path: string, v: string) => {
    if (!isProfileDate(v)) errors[path] = linkedinParserMessages.invalidDate;
  };
  for (const w of draft.work) {
    check(`work.${w.key}.startDate`, w.startDate);
    if (!w.current) check(`work.${w.key}.endDate`, w.endDate);
  }
  for (const e of draft.education) {
    check(`education.${e.key}.startDate`, e.startDate);
    check(`education.${e.key}.endDate`, e.endDate);
  }
  return errors;
}

/** Whether the form says something else than `profile` (what the server keeps). */
export function isDraftChanged(draft: ProfileDraft, profile: CvProfile): boolean {
  return JSON.stringify(profileOf(draft)) !== JSON.stringify(profileOf(draftOf(profile)));
}
