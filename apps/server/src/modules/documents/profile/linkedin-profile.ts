import { type CvProfile, type CvProfileWork, emptyCvProfile } from '@rw/core';
import { findGutter, type PdfPage, pageSegments } from '#src/platform/documents/pdf-layout.js';
import { findEmail, findPhone, findWebsite } from './contact-fields.js';
import { DATE_RANGE, DATE_RANGE_LINE, DURATION_LINE, dateRangeOf } from './profile-dates.js';

/*
 * LinkedIn's 'Save to PDF' profile export, read without a model (docs/product/documents.md#linkedin-profiles).
 * Its layout is fixed: a sidebar (Contact, Top Skills, Languages, Certifications, …) beside the main column
 * (name, headline, location, then Summary, Experience, Education), 'Page N of M' at the foot of each page.
 * Pure functions of the pages' positioned text, so a bench can measure them on PDFs it generates.
 */

/** One line of a column: its text, font size (pt) and baseline (pt down the document: page n adds n × 10,000). */
export type ProfileLine = { text: string; size: number; y: number };

/** The export's two columns, footers removed. */
export type LinkedinColumns = { side: ProfileLine[]; main: ProfileLine[] };

const FOOTER = /^Page \d+ of \d+$/i;
const SIDE_HEADINGS = [
  'Contact',
  'Top Skills',
  'Languages',
  'Certifications',
  'Honors-Awards',
  'Publications',
  'Patents',
] as const;
const MAIN_HEADINGS = [
  'Summary',
  'Experience',
  'Education',
  'Volunteer Experience',
  'Licenses & Certifications',
  'Projects',
  'Honors & Awards',
  'Publications',
  'Courses',
] as const;
/** A heading or a company is at least this many points larger than the body text. */
const LARGER = 0.75;

/**
 * The sidebar and main column of a LinkedIn profile export, or null when `pages` do not have its layout
 * (a 'Contact' heading in a left column, a main column with Experience, Education or Summary, and
 * 'Page N of M' footers).
 */
export function linkedinColumns(pages: PdfPage[]): LinkedinColumns | null {
  const first = pages[0];
  if (!first) return null;
  const firstSegments = pageSegments(first).filter((s) => !FOOTER.test(s.text));
  const gutter = findGutter(firstSegments);
  if (!gutter) return null;
  const split = (gutter.x0 + gutter.x1) / 2;
  const side: ProfileLine[] = [];
  const main: ProfileLine[] = [];
  let footers = 0;
  pages.forEach((page, n) => {
    for (const s of pageSegments(page).sort((a, b) => a.y - b.y || a.x0 - b.x0)) {
      if (FOOTER.test(s.text)) {
        footers += 1;
        continue;
      }
      (s.x0 < split ? side : main).push({ text: s.text, size: s.size, y: n * 10_000 + s.y });
    }
  });
  const hasContact = side.some((l) => l.text === 'Contact');
  const hasSection = main.some((l) =>
    (['Experience', 'Education', 'Summary'] as const).includes(l.text as 'Summary'),
  );
  return footers > 0 && hasContact && hasSection ? { side, main } : null;
}

/** The most common of `values` to a quarter point (the larger one on a tie); 0 for none. */
function mostCommon(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(Math.round(v * 4) / 4, (counts.get(Math.round(v * 4) / 4) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
}

/** The most common font size of `lines` (the body text). */
const bodySize = (lines: ProfileLine[]) => mostCommon(lines.map((l) => l.size)) || 10;

/** Splits `lines` at the headings of `headings` (a heading's text alone, larger than `minSize`). */
function sections(lines: ProfileLine[], headings: readonly string[], minSize: number) {
  const out = new Map<string, ProfileLine[]>();
  let current = '';
  const before: ProfileLine[] = [];
  for (const line of lines) {
    if (headings.includes(line.text) && line.size >= minSize) {
      current = line.text;
      if (!out.has(current)) out.set(current, []);
      continue;
    }
    (current ? out.get(current)! : before).push(line);
  }
  return { before, sections: out };
}

const CONTACT_LABEL =
  /^(.*?)\s*\((LinkedIn|Mobile|Home|Work|Personal|Company|Portfolio|Blog|Other|RSS Feed)\)$/i;

function readContact(lines: ProfileLine[], profile: CvProfile) {
  let pending = '';
  for (const { text } of lines) {
    const labelled = CONTACT_LABEL.exec(text);
    if (!labelled) {
      if (!pending && /^\S+@\S+\.\S+$/.test(text)) profile.basics.email ??= findEmail(text);
      else pending += text;
      continue;
    }
    const value = (pending + labelled[1]).trim();
    pending = '';
    const label = labelled[2]!.toLowerCase();
    if (label === 'linkedin') {
      const slug = value.replace(/^.*linkedin\.com\/in\//i, '').replace(/\/+$/, '');
      if (slug) profile.basics.linkedin_url ??= `https://www.linkedin.com/in/${slug}`;
    } else if (['mobile', 'home', 'work'].includes(label)) profile.basics.phone ??= findPhone(value) ?? value;
    else profile.basics.url ??= findWebsite(value);
  }
}

const gapsOf = (lines: ProfileLine[]) => lines.slice(1).map((l, i) => l.y - lines[i]!.y);

/**
 * A sidebar list's entries: the narrow sidebar wraps a long entry, and its wrapped lines sit closer together
 * than two entries do (`entryGap`, the most common spacing inside the sidebar's lists), so lines closer than
 * that (by a tenth) are joined.
 */
function entries(lines: ProfileLine[], entryGap: number): string[] {
  const gaps = gapsOf(lines);
  const widest = entryGap;
  const out: string[] = [];
  lines.forEach((l, i) => {
    const gap = i > 0 ? gaps[i - 1]! : Infinity;
    if (i > 0 && gap < widest * 0.9) out[out.length - 1] += ` ${l.text}`;
    else out.push(l.text);
  });
  return out;
}

function readSide(side: ProfileLine[], profile: CvProfile) {
  const headingSize = Math.max(...side.filter((l) => l.text === 'Contact').map((l) => l.size));
  const { sections: parts } = sections(side, SIDE_HEADINGS, headingSize - 0.01);
  readContact(parts.get('Contact') ?? [], profile);
  const entryGap = mostCommon([...parts.values()].flatMap(gapsOf));
  profile.skills = entries(parts.get('Top Skills') ?? [], entryGap).map((name) => ({ name }));
  profile.languages = entries(parts.get('Languages') ?? [], entryGap).map((text) => {
    const m = /^(.*?)\s*\(([^)]*)\)$/.exec(text);
    return m ? { language: m[1]!, fluency: m[2]! } : { language: text, fluency: null };
  });
  profile.certificates = entries(parts.get('Certifications') ?? [], entryGap).map((name) => ({ name }));
}

/** Whether a line reads as a place ('London, England, United Kingdom', 'Remote', 'Greater Boston Area'). */
function looksLikeLocation(text: string): boolean {
  if (text.length > 80 || /[.!?:;]$/.test(text) || /^[-•·*]/.test(text)) return false;
  if (/\b(remote|hybrid|on-site|area|region|metropolitan)\b/i.test(text)) return true;
  const words = text.split(/[\s,]+/).filter(Boolean);
  return (
    words.length <= 8 &&
    words.every((w) => /^[\p{Lu}\d(]/u.test(w) || /^(of|and|de|la|del|am|upon|on|the)$/.test(w))
  );
}

function readExperience(lines: ProfileLine[], body: number): CvProfileWork[] {
  const dates = lines.flatMap((l, i) => (DATE_RANGE_LINE.test(l.text) ? [i] : []));
  const work: CvProfileWork[] = [];
  let company: string | null = null;
  let regionStart = 0;
  let previous: CvProfileWork | null = null;
  const tails: { work: CvProfileWork; lines: ProfileLine[] }[] = [];
  dates.forEach((d, k) => {
    let titleStart = d - 1;
    // A long title wraps: the line before it in the same size (a company is larger) is its first half.
    const above = lines[d - 2];
    const titleLine = lines[d - 1];
    if (
      above &&
      titleLine &&
      d - 2 >= regionStart &&
      Math.abs(above.size - titleLine.size) < 0.1 &&
      above.size > body + 0.1
    )
      titleStart = d - 2;
    const region = lines.slice(regionStart, Math.max(regionStart, titleStart));
    let headerStart = region.length;
    const last = region.at(-1);
    if (last && DURATION_LINE.test(last.text) && region.length >= 2) {
      headerStart = region.length - 2;
      company = region[headerStart]!.text;
    } else if (last && last.size >= body + LARGER) {
      headerStart = region.length - 1;
      company = last.text;
    } else if (k === 0 && region[0]) {
      headerStart = 0;
      company = region[0].text;
    }
    if (previous) tails.push({ work: previous, lines: region.slice(0, headerStart) });
    const range = dateRangeOf(lines[d]!.text.match(DATE_RANGE_LINE)!);
    const position: CvProfileWork = {
      name: company,
      position:
        lines
          .slice(titleStart, d)
          .map((l) => l.text)
          .join(' ') || null,
      location: null,
      startDate: range.start,
      endDate: range.end,
      current: range.current,
      summary: null,
    };
    work.push(position);
    previous = position;
    regionStart = d + 1;
  });
  if (previous) tails.push({ work: previous, lines: lines.slice(regionStart) });
  for (const { work: w, lines: tail } of tails) {
    let rest = tail;
    const first = tail[0];
    if (first && Math.abs(first.size - body) < 0.1 && looksLikeLocation(first.text)) {
      w.location = first.text;
      rest = tail.slice(1);
    }
    const summary = rest
      .map((l) => l.text)
      .join('\n')
      .trim();
    w.summary = summary || null;
  }
  return work;
}

function readEducation(lines: ProfileLine[], body: number): CvProfile['education'] {
  const education: CvProfile['education'] = [];
  let current: { institution: string; details: string[] } | null = null;
  const flush = () => {
    if (!current) return;
    const details = current.details.join(' ');
    const range = details.match(DATE_RANGE);
    const parsed = range ? dateRangeOf(range) : null;
    const degree =
      details
        .split(/\s+·\s+/)[0]
        ?.replace(/\(.*\)$/, '')
        .trim() ?? '';
    const comma = degree.indexOf(', ');
    education.push({
      institution: current.institution,
      studyType: (comma >= 0 ? degree.slice(0, comma) : degree) || null,
      area: comma >= 0 ? degree.slice(comma + 2) || null : null,
      startDate: parsed?.start ?? null,
      endDate: parsed ? (parsed.current ? null : parsed.end) : null,
    });
  };
  for (const line of lines) {
    if (line.size >= body + LARGER) {
      flush();
      current = { institution: line.text, details: [] };
    } else current?.details.push(line.text);
  }
  flush();
  return education;
}

/**
 * A LinkedIn profile export read into a profile (docs/product/documents.md#linkedin-profiles): from the
 * sidebar the contact details (the profile link, e-mail, phone, website), top skills, languages with their
 * fluency and certifications; from the main column the name (its largest line), the headline, the location
 * (the last line before the first section), the summary, every position of Experience (employer, title,
 * 'Month YYYY - Month YYYY|Present (duration)', location, description; several positions under one employer
 * included) and Education (school, degree, field, years).
 * @returns the profile, or null when the pages are not a LinkedIn profile export (linkedinColumns).
 */
export function parseLinkedinProfile(pages: PdfPage[]): CvProfile | null {
  const columns = linkedinColumns(pages);
  if (!columns) return null;
  const profile = emptyCvProfile();
  readSide(columns.side, profile);
  const body = bodySize(columns.main);
  const { before, sections: parts } = sections(columns.main, MAIN_HEADINGS, body + LARGER);
  const largest = Math.max(...before.map((l) => l.size));
  const nameAt = before.findIndex((l) => l.size === largest);
  const intro = before.slice(nameAt + 1);
  profile.basics.name = before[nameAt]?.text ?? null;
  if (intro.length >= 2) {
    profile.basics.location = intro.at(-1)!.text;
    profile.basics.label = intro
      .slice(0, -1)
      .map((l) => l.text)
      .join(' ');
  } else if (intro[0]) {
    if (looksLikeLocation(intro[0].text)) profile.basics.location = intro[0].text;
    else profile.basics.label = intro[0].text;
  }
  const summary = (parts.get('Summary') ?? [])
    .map((l) => l.text)
    .join('\n')
    .trim();
  profile.basics.summary = summary ? summary.slice(0, 2000) : null;
  profile.work = readExperience(parts.get('Experience') ?? [], body).slice(0, 50);
  profile.education = readEducation(parts.get('Education') ?? [], body).slice(0, 20);
  return profile;
}
