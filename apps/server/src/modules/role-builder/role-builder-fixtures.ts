import type { RoleCriterion, RoleDescription, RoleFormInput, RoleNode } from '@rw/core';
import { defaultInterviewConfig, rubricFromBands } from '@rw/core';

/** Test data of the Role Builder's API tests. */

export const description: RoleDescription = {
  role_mission: 'Build the payments platform our clinics rely on.',
  responsibilities: ['Design payment services', 'Review code with the team'],
  requirements: ['Five years of Go', 'PostgreSQL in production'],
  nice_to_have: ['Kafka'],
  benefits: ['30 days of holiday'],
};

export const criteria: RoleCriterion[] = [
  {
    title: 'Go in production',
    description: 'Has shipped Go services',
    evidence: 'cv',
    rubric: rubricFromBands(['None', 'Toy projects', 'One service', 'Several services', 'Led a platform']),
  },
  {
    title: 'Design judgement',
    description: 'Explains trade-offs',
    evidence: 'interview',
    rubric: rubricFromBands(['None', 'Vague', 'Some', 'Clear', 'Teaches it']),
  },
];

/** The form for company `companyId`. */
export function form(companyId: string, title = 'Payments Engineer'): RoleFormInput {
  return {
    title,
    company_id: companyId,
    company_description: 'We build calm software for clinics.',
    answers: {
      q1: 'Payments volume doubled this year',
      q2: 'The new ledger is live',
      q4: 'Design payment services\nReview code',
      q5: 'Go\nPostgreSQL',
      q6: 'Kafka',
      q10: 'A small team with a big impact',
    },
  };
}

let n = 0;
/** An interview node at (x, y). */
export function node(
  type: Exclude<RoleNode['type'], 'job-description'>,
  x: number,
  y: number,
  config: Partial<NonNullable<RoleNode['interviewConfig']>> = {},
): RoleNode {
  n += 1;
  return { id: `node-${n}`, type, x, y, interviewConfig: { ...defaultInterviewConfig(type), ...config } };
}

/** Reads the frames of a text/event-stream body. */
export function framesOf(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => /^event: /m.test(block))
    .map((block) => ({
      event: /^event: (.+)$/m.exec(block)![1]!,
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null'),
    }));
}
