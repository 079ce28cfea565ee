import { z } from 'zod';
import { roleBuilderMessages } from './constants.js';

/*
 * The job-description form of the Role Builder (docs/product/role-builder.md#create-job-description): the job
 * title, the company (picked from Companies; its description fills the form) and the ten guided questions.
 */

/** The ten questions, in order: q1 … q10. */
export const roleQuestions = [
  {
    id: 'q1',
    label: 'Why does this role exist?',
    hint: 'The problem or opportunity that makes the hire necessary now.',
  },
  {
    id: 'q2',
    label: 'What does success look like in 6-12 months?',
    hint: 'Outcomes you could point to at the first review.',
  },
  {
    id: 'q3',
    label: 'Who is on the team, and who does the role report to?',
    hint: 'Team size, the manager, close collaborators.',
  },
  {
    id: 'q4',
    label: 'What are the core responsibilities?',
    hint: 'What the person will do week to week.',
  },
  {
    id: 'q5',
    label: 'Which skills are must-haves?',
    hint: 'One per line or separated by commas; they become the job’s hard skills.',
  },
  { id: 'q6', label: 'Which skills are nice to have?', hint: 'Helpful extras that are not required.' },
  {
    id: 'q7',
    label: 'How much autonomy does the role have?',
    hint: 'Which decisions are theirs, which are shared.',
  },
  {
    id: 'q8',
    label: 'What are the biggest challenges?',
    hint: 'What will be hard, honestly.',
  },
  { id: 'q9', label: 'What is the culture like?', hint: 'How the team works together day to day.' },
  {
    id: 'q10',
    label: 'What is the hook?',
    hint: 'Why a great candidate would want this job over others.',
  },
] as const;
export type RoleQuestionId = (typeof roleQuestions)[number]['id'];
export const roleQuestionIds = roleQuestions.map((q) => q.id) as RoleQuestionId[];

/** Longest answer to one question, and the longest company description the form takes (characters). */
export const MAX_ANSWER_LENGTH = 2000;
export const MAX_COMPANY_DESCRIPTION_LENGTH = 5000;
export const MAX_ROLE_TITLE_LENGTH = 300;

const answer = z.string().max(MAX_ANSWER_LENGTH).default('');
export const roleAnswersSchema = z.object({
  q1: answer,
  q2: answer,
  q3: answer,
  q4: answer,
  q5: answer,
  q6: answer,
  q7: answer,
  q8: answer,
  q9: answer,
  q10: answer,
});
export type RoleAnswers = z.output<typeof roleAnswersSchema>;

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The form's fields (see `roleFormSchema`). */
export const roleFormFields = z.object({
  title: z.string().max(MAX_ROLE_TITLE_LENGTH),
  company_id: z.string().max(40),
  company_description: z.string().max(MAX_COMPANY_DESCRIPTION_LENGTH).default(''),
  answers: roleAnswersSchema.prefault({}),
});

/** Whether a form names a title and a company (an id the server then checks is the organisation's). */
export const hasTitleAndCompany = (v: { title: string; company_id: string }) =>
  v.title.trim().length > 0 && uuidLike.test(v.company_id);

/**
 * The form as sent to the server: a title and a company are required ('Please fill in the job title and
 * company name', docs/product/role-builder.md#messages); the answers may be blank.
 */
export const roleFormSchema = roleFormFields.refine(
  hasTitleAndCompany,
  roleBuilderMessages.titleAndCompanyRequired,
);
export type RoleForm = z.output<typeof roleFormSchema>;
export type RoleFormInput = z.input<typeof roleFormSchema>;

/** An empty form. */
export function emptyRoleForm(): RoleForm {
  return {
    title: '',
    company_id: '',
    company_description: '',
    answers: { q1: '', q2: '', q3: '', q4: '', q5: '', q6: '', q7: '', q8: '', q9: '', q10: '' },
  };
}

/** The form's own check before anything is sent. @returns the message, or null when it may be sent. */
export function roleFormProblem(form: { title: string; company_id: string }): string | null {
  return form.title.trim() && form.company_id.trim() ? null : roleBuilderMessages.titleAndCompanyRequired;
}

/** A list answer (must-haves, nice-to-haves) as items: split on new lines, ';' or ',', trimmed, deduplicated. */
export function answerItems(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[\n;,]/)) {
    const item = raw.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim();
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    out.push(item);
  }
  return out;
}

/**
 * The answers as the job's Recruitment Notes / Intake Transcript: each answered question and its answer,
 * blank ones left out (docs/product/role-builder.md#save--start-process).
 */
export function answersAsNotes(answers: RoleAnswers): string {
  return roleQuestions
    .filter((q) => answers[q.id].trim())
    .map((q) => `${q.label}\n${answers[q.id].trim()}`)
    .join('\n\n');
}
