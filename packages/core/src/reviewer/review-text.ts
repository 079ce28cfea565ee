import type { Job } from '../jobs.js';
import { quotesVerifiedLabel } from './quotes.js';

/**
 * The text Copy to Clipboard and the exports carry (docs/product/reviewer.md#copy-and-export): the write-up
 * as Markdown and, under it, 'n of m quotes verified'.
 */
export function reviewDocumentText(review: {
  content: string;
  quotes_verified: number;
  quotes_total: number;
}): string {
  const content = review.content.trim();
  return `${content}\n\n_${quotesVerifiedLabel(review.quotes_verified, review.quotes_total)}_\n`;
}

/**
 * A job as the Reviewer's job description box takes it when the job is picked
 * (docs/product/reviewer.md#picking-a-job-and-a-candidate): title, company and location, the role mission
 * and the description's lists under their headings, and the job's skills; empty parts left out.
 */
export function jobDescriptionPlainText(
  job: Pick<
    Job,
    | 'title'
    | 'company_name'
    | 'location'
    | 'jd_role_mission'
    | 'jd_responsibilities'
    | 'jd_requirements'
    | 'jd_nice_to_have'
    | 'skills_hard'
    | 'skills_soft'
    | 'job_context'
  >,
): string {
  const parts: string[] = [job.title.trim()];
  const where = [job.company_name, job.location].filter((v) => v?.trim()).join(' · ');
  if (where) parts.push(where);
  const list = (heading: string, items: string[]) => {
    const shown = items.map((i) => i.trim()).filter(Boolean);
    if (shown.length) parts.push(`${heading}\n${shown.map((i) => `- ${i}`).join('\n')}`);
  };
  if (job.jd_role_mission?.trim()) parts.push(`Role Mission\n${job.jd_role_mission.trim()}`);
  else if (job.job_context?.trim()) parts.push(job.job_context.trim());
  list('Role Responsibilities', job.jd_responsibilities);
  list('Requirements', job.jd_requirements);
  list('Nice to have', job.jd_nice_to_have);
  const skills = (text: string | null) => (text ?? '').split(';').map((s) => s.trim());
  list('Skills', [...skills(job.skills_hard), ...skills(job.skills_soft)]);
  return parts.join('\n\n');
}
