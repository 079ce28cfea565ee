import { type CvProfile, formatProfileDate } from '../documents/profile.js';

/*
 * The one-page profile (docs/product/linkedin-parser.md#the-one-page-profile): one layout shared by the
 * screen's preview, 'Copy as text' and the PDF and Word downloads, so all four say the same.
 */

/** One entry of a section: a position, a school, or a line of skills or languages; `key` names its place. */
export type ProfileSheetEntry = {
  /** 'Senior Engineer · Acme', 'University of Leeds'. */
  title: string;
  /** 'Jan 2021 – Present · London', 'BSc, Computer Science · 2014 – 2017'; '' when there is none. */
  detail: string;
  /** What they did (a position's description); '' when there is none. */
  body: string;
};

/** The one-page profile: the header, then Summary, Experience, Education, Skills, Languages, Certifications. */
export type ProfileSheet = {
  name: string;
  headline: string;
  /** Location, e-mail, phone, LinkedIn and website, in that order, those the profile has. */
  contact: string[];
  sections: { title: string; entries: (ProfileSheetEntry & { key: string })[] }[];
};

const clean = (value: string | null | undefined) => (value ?? '').replace(/[ \t]+/g, ' ').trim();
const joined = (parts: (string | null | undefined)[], separator = ' · ') =>
  parts.map(clean).filter(Boolean).join(separator);

function period(start: string | null, end: string | null, current: boolean): string {
  const from = formatProfileDate(start);
  const to = current ? 'Present' : formatProfileDate(end);
  return [from, to].filter(Boolean).join(' – ');
}

/**
 * The one-page profile of `profile`: the name ('Unnamed profile' without one), the headline, the contact line
 * and the sections that have something (an empty section is left out). Dates read 'Jan 2021 – Present'.
 */
export function profileSheet(profile: CvProfile): ProfileSheet {
  const b = profile.basics;
  const sections: { title: string; entries: ProfileSheetEntry[] }[] = [];
  if (clean(b.summary))
    sections.push({ title: 'Summary', entries: [{ title: '', detail: '', body: clean(b.summary) }] });
  const work = profile.work
    .filter((w) => clean(w.position) || clean(w.name))
    .map((w) => ({
      title: joined([w.position, w.name]),
      detail: joined([period(w.startDate, w.endDate, w.current), w.location]),
      body: (w.summary ?? '').trim(),
    }));
  if (work.length) sections.push({ title: 'Experience', entries: work });
  const education = profile.education
    .filter((e) => clean(e.institution) || clean(e.studyType) || clean(e.area))
    .map((e) => ({
      title: clean(e.institution) || joined([e.studyType, e.area], ', '),
      detail: joined([
        clean(e.institution) ? joined([e.studyType, e.area], ', ') : '',
        period(e.startDate, e.endDate, false),
      ]),
      body: '',
    }));
  if (education.length) sections.push({ title: 'Education', entries: education });
  const skills = profile.skills.map((s) => clean(s.name)).filter(Boolean);
  if (skills.length)
    sections.push({ title: 'Skills', entries: [{ title: '', detail: '', body: skills.join(', ') }] });
  const languages = profile.languages
    .map((l) => (clean(l.fluency) ? `${clean(l.language)} (${clean(l.fluency)})` : clean(l.language)))
    .filter(Boolean);
  if (languages.length) {
    sections.push({ title: 'Languages', entries: [{ title: '', detail: '', body: languages.join(', ') }] });
  }
  const certificates = profile.certificates.map((c) => clean(c.name)).filter(Boolean);
  if (certificates.length) {
    sections.push({
      title: 'Certifications',
      entries: certificates.map((name) => ({ title: name, detail: '', body: '' })),
    });
  }
  return {
    name: clean(b.name) || 'Unnamed profile',
    headline: clean(b.label),
    contact: [b.location, b.email, b.phone, b.linkedin_url, b.url].map(clean).filter(Boolean),
    sections: sections.map((section) => ({
      ...section,
      entries: section.entries.map((entry, i) => ({ ...entry, key: `${section.title}-${i}` })),
    })),
  };
}

/**
 * The one-page profile as plain text ('Copy as text'): the name, headline and contact line, then each section
 * under its title in capitals, entries separated by blank lines.
 */
export function profilePlainText(profile: CvProfile): string {
  const sheet = profileSheet(profile);
  const lines = [sheet.name];
  if (sheet.headline) lines.push(sheet.headline);
  if (sheet.contact.length) lines.push(sheet.contact.join(' · '));
  for (const section of sheet.sections) {
    lines.push('', section.title.toUpperCase());
    section.entries.forEach((entry, i) => {
      if (i > 0 && (entry.title || entry.detail)) lines.push('');
      for (const part of [entry.title, entry.detail, entry.body]) if (part) lines.push(part);
    });
  }
  return `${lines.join('\n')}\n`;
}

/** The file name of a download: 'Maria Garcia Lopez - Profile.pdf', 'LinkedIn profile.pdf' without a name
 * (characters unsafe in a file name removed). */
export function profileFileName(profile: CvProfile, format: 'pdf' | 'docx'): string {
  const name = clean(profile.basics.name)
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '')
    .slice(0, 100)
    .trim();
  return `${name ? `${name} - Profile` : 'LinkedIn profile'}.${format}`;
}
