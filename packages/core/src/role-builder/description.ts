import { z } from 'zod';
import { checkInclusiveLanguage, type InclusiveLanguageReport } from './inclusive-language.js';

/*
 * The generated job description (docs/product/role-builder.md#generated-job-description): the jobs area's
 * structure — role mission, responsibilities, requirements, nice to have, benefits — written by the model as
 * sectioned text (streamed to the page as it is written) and read back into that structure.
 */

const item = z.string().trim().min(1).max(2000);

/** The structure; the same fields as a job's jd_role_mission, jd_responsibilities, … (docs/product/jobs.md#data). */
export const roleDescriptionSchema = z.object({
  role_mission: z.string().trim().max(10_000),
  responsibilities: z.array(item).max(50),
  requirements: z.array(item).max(50),
  nice_to_have: z.array(item).max(50),
  benefits: z.array(item).max(50),
});
export type RoleDescription = z.infer<typeof roleDescriptionSchema>;
type ListKey = Exclude<keyof RoleDescription, 'role_mission'>;

/** The section headings of the text, in order. */
export const descriptionSections = [
  { key: 'role_mission', heading: 'Role Mission' },
  { key: 'responsibilities', heading: 'Role Responsibilities' },
  { key: 'requirements', heading: 'Requirements' },
  { key: 'nice_to_have', heading: 'Nice to have' },
  { key: 'benefits', heading: 'Benefits' },
] as const satisfies readonly { key: keyof RoleDescription; heading: string }[];

const headingKeys: [RegExp, keyof RoleDescription][] = [
  [/^(role )?mission$/, 'role_mission'],
  [/^(role |core |key )?responsibilities$/, 'responsibilities'],
  [/^(requirements|must[- ]haves?)$/, 'requirements'],
  [/^nice[- ]to[- ]haves?$/, 'nice_to_have'],
  [/^(benefits|what we offer|perks)$/, 'benefits'],
];

const HEADING = /^\s{0,3}#{1,6}\s*(.+?)\s*#*\s*$/;
const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+(.*)$/;

/**
 * Reads sectioned text ('## Role Mission' … '## Benefits', '- ' items) into the structure. Headings are
 * matched loosely (case, 'Responsibilities' or 'Role Responsibilities', 'Nice-to-have'); a mission over
 * several lines is joined with single spaces; list items are trimmed and empties dropped.
 * @returns the description, or null when it has no mission or no responsibilities or requirements.
 */
export function parseDescriptionText(text: string): RoleDescription | null {
  const out: RoleDescription = {
    role_mission: '',
    responsibilities: [],
    requirements: [],
    nice_to_have: [],
    benefits: [],
  };
  const mission: string[] = [];
  let section: keyof RoleDescription | null = null;
  for (const line of text.split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    if (heading) {
      const name = heading[1]!.replace(/[*_:]/g, '').trim().toLowerCase();
      section = headingKeys.find(([re]) => re.test(name))?.[1] ?? null;
      continue;
    }
    if (!section || !line.trim()) continue;
    if (section === 'role_mission') {
      mission.push(line.trim());
      continue;
    }
    const bullet = BULLET.exec(line);
    const value = (bullet ? bullet[1]! : line).replace(/\*\*/g, '').trim();
    if (value) (out[section as ListKey] as string[]).push(value.slice(0, 2000));
  }
  out.role_mission = mission.join(' ').replace(/\s+/g, ' ').trim().slice(0, 10_000);
  if (!out.role_mission || (!out.responsibilities.length && !out.requirements.length)) return null;
  for (const key of ['responsibilities', 'requirements', 'nice_to_have', 'benefits'] as const) {
    out[key] = out[key].slice(0, 50);
  }
  return out;
}

/** The structure as sectioned text: what the model writes, and what the edit box holds. */
export function descriptionToText(d: RoleDescription): string {
  return descriptionSections
    .map(({ key, heading }) => {
      const value = d[key];
      const body = typeof value === 'string' ? value : value.map((v) => `- ${v}`).join('\n');
      return `## ${heading}\n${body}`;
    })
    .join('\n\n');
}

/** The description's words as one text for the inclusive-language check: the mission, then each item. */
export function descriptionPlainText(d: RoleDescription): string {
  return [d.role_mission, ...d.responsibilities, ...d.requirements, ...d.nice_to_have, ...d.benefits].join(
    '\n',
  );
}

/** The inclusive-language check of each part of a description (mission and every item), and the totals. */
export function checkDescription(d: RoleDescription): {
  total: InclusiveLanguageReport;
  mission: InclusiveLanguageReport;
  lists: Record<ListKey, InclusiveLanguageReport[]>;
} {
  const lists = {
    responsibilities: d.responsibilities.map(checkInclusiveLanguage),
    requirements: d.requirements.map(checkInclusiveLanguage),
    nice_to_have: d.nice_to_have.map(checkInclusiveLanguage),
    benefits: d.benefits.map(checkInclusiveLanguage),
  };
  return {
    total: checkInclusiveLanguage(descriptionPlainText(d)),
    mission: checkInclusiveLanguage(d.role_mission),
    lists,
  };
}
