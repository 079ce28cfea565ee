import { type CvProfile, emptyCvProfile } from '@rw/core';

/*
 * The mock's reply to 'extract-cv-profile' (extract-cv-profile.prompt.ts): a profile read from the CV in the
 * prompt the way a model would for a plain CV, so an upload in a test or a demo gets the person's own name,
 * title and positions rather than random words. Simple rules, not a parser: the first line that looks like a
 * name, the line after it as the headline, lines 'Title at Company (YYYY - YYYY|Present)' or
 * 'Title, Company, YYYY - YYYY' as positions, a 'Skills:' line.
 */

const NAME = /^[\p{Lu}][\p{L}'’.-]+(?:\s+[\p{Lu}][\p{L}'’.-]+){1,3}$/u;
const RANGE = /(\d{4})(?:-(\d{2}))?\s*[-–]\s*(\d{4}(?:-\d{2})?|Present)/i;

export function cvProfileFromPrompt(user: string): CvProfile {
  const cv = /<cv>\n?([\s\S]*?)\n?<\/cv>/.exec(user)?.[1] ?? user;
  const lines = cv
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const profile = emptyCvProfile();
  const nameAt = lines.findIndex((l) => NAME.test(l) && !/@|\d/.test(l));
  if (nameAt >= 0) {
    profile.basics.name = lines[nameAt]!;
    const next = lines[nameAt + 1];
    if (next && !/@|\+?\d{3}/.test(next)) profile.basics.label = next.slice(0, 300);
  }
  profile.basics.email = /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(cv)?.[0] ?? null;
  for (const line of lines) {
    const range = RANGE.exec(line);
    if (!range) continue;
    const head = line
      .slice(0, range.index)
      .replace(/[(,–-]\s*$/, '')
      .trim();
    const at = /^(.*?)\s+(?:at|@|,|—|–|-)\s+(.*)$/.exec(head);
    if (!at) continue;
    const current = /present/i.test(range[3]!);
    profile.work.push({
      position: at[1]!.slice(0, 300),
      name: at[2]!
        .replace(/[,(]\s*$/, '')
        .trim()
        .slice(0, 300),
      location: null,
      startDate: range[2] ? `${range[1]}-${range[2]}` : range[1]!,
      endDate: current ? null : range[3]!,
      current,
      summary: null,
    });
  }
  const skills = lines.find((l) => /^skills\s*:/i.test(l));
  if (skills) {
    profile.skills = skills
      .replace(/^skills\s*:/i, '')
      .split(/[,;·]/)
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 100)
      .map((name) => ({ name: name.slice(0, 120) }));
  }
  return profile;
}
