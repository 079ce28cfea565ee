import { z } from 'zod';

/*
 * The profile a CV or a LinkedIn profile export is read into (docs/product/documents.md#parsing): shaped like
 * JSON Resume (basics, work, education, skills, languages, certificates), with the location as one line and
 * the LinkedIn profile link in basics. Dates are 'YYYY' or 'YYYY-MM'; a current position has no end date.
 */

const text = z.string().trim().max(2000).nullable();
const short = z.string().trim().max(300).nullable();
/** 'YYYY' or 'YYYY-MM'. */
export const profileDate = z
  .string()
  .regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/)
  .nullable();

export const cvProfileBasics = z.object({
  name: short,
  /** The headline: 'Senior Backend Engineer at Acme'. */
  label: short,
  email: short,
  phone: short,
  /** A personal website or portfolio (not LinkedIn). */
  url: short,
  linkedin_url: short,
  location: short,
  summary: text,
});

export const cvProfileWork = z.object({
  /** The employer. */
  name: short,
  position: short,
  location: short,
  startDate: profileDate,
  endDate: profileDate,
  current: z.boolean(),
  summary: text,
});

export const cvProfileEducation = z.object({
  institution: short,
  /** The field of study: 'Computer Science'. */
  area: short,
  /** The degree: 'Bachelor of Science - BS'. */
  studyType: short,
  startDate: profileDate,
  endDate: profileDate,
});

export const cvProfile = z.object({
  basics: cvProfileBasics,
  work: z.array(cvProfileWork).max(50),
  education: z.array(cvProfileEducation).max(20),
  skills: z.array(z.object({ name: z.string().trim().min(1).max(120) })).max(100),
  languages: z.array(z.object({ language: z.string().trim().min(1).max(80), fluency: short })).max(30),
  certificates: z.array(z.object({ name: z.string().trim().min(1).max(300) })).max(50),
});
export type CvProfile = z.infer<typeof cvProfile>;
export type CvProfileWork = z.infer<typeof cvProfileWork>;

/** An empty profile: what a parser starts from. */
export function emptyCvProfile(): CvProfile {
  return {
    basics: {
      name: null,
      label: null,
      email: null,
      phone: null,
      url: null,
      linkedin_url: null,
      location: null,
      summary: null,
    },
    work: [],
    education: [],
    skills: [],
    languages: [],
    certificates: [],
  };
}

/**
 * One position of a candidate's experience list (`job_history`, docs/product/documents.md#what-a-candidate-gets):
 * the employer, the title, where, from and to ('YYYY' or 'YYYY-MM'; no end while current), what they did.
 */
export const jobHistoryEntry = z.object({
  company: z.string().nullable(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  current: z.boolean(),
  description: z.string().nullable(),
});
export type JobHistoryEntry = z.infer<typeof jobHistoryEntry>;

/** The experience list a profile gives a candidate: its positions in the order the document lists them. */
export function jobHistoryOf(profile: Pick<CvProfile, 'work'>): JobHistoryEntry[] {
  return profile.work
    .filter((w) => w.name || w.position)
    .map((w) => ({
      company: w.name,
      title: w.position,
      location: w.location,
      start_date: w.startDate,
      end_date: w.current ? null : w.endDate,
      current: w.current,
      description: w.summary,
    }));
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Jan 2022', '2019', or '' for a profile date ('YYYY-MM' / 'YYYY'). */
export function formatProfileDate(value: string | null): string {
  if (!value) return '';
  const [year, month] = value.split('-');
  return month ? `${months[Number(month) - 1] ?? ''} ${year}`.trim() : (year ?? '');
}

/** 'Jan 2022 – Present', 'Mar 2019 – Dec 2021', '2014 – 2017', or '' when the entry has no dates. */
export function jobHistoryPeriod(
  entry: Pick<JobHistoryEntry, 'start_date' | 'end_date' | 'current'>,
): string {
  const start = formatProfileDate(entry.start_date);
  const end = entry.current ? 'Present' : formatProfileDate(entry.end_date);
  if (!start && !end) return '';
  return [start, end].filter(Boolean).join(' – ');
}
