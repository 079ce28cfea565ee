import { date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * A job (requisition, docs/product/jobs.md#data); `domain` is the creator's e-mail domain, the tenant key.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyName: text('company_name'),
    location: text('location'),
    status: text('status').notNull().default('draft'),
    datePosted: date('date_posted', { mode: 'string' }),
    domain: text('domain').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    department: text('department'),
    hiringManager: text('hiring_manager'),
    workStyle: text('work_style'),
    employmentType: text('employment_type'),
    seniority: text('seniority'),
    jobFunction: text('job_function'),
    salaryMin: numeric('salary_min', { mode: 'number' }),
    salaryMax: numeric('salary_max', { mode: 'number' }),
    currency: text('currency'),
    compensationAdditional: text('compensation_additional'),
    equity: text('equity'),
    jobContext: text('job_context'),
    intakeNotes: text('intake_notes'),
    /** IntakeSummary's summary of the intake notes, editable (docs/product/jobs.md#intake-summary). */
    intakeSummary: text('intake_summary'),
    /** SalaryGen's rationale of the predicted range (docs/product/jobs.md#salary-prediction). */
    salaryRationale: text('salary_rationale'),
    /** Semicolon-joined, trimmed, deduplicated (docs/product/jobs.md#details-tab). */
    skillsHard: text('skills_hard'),
    skillsSoft: text('skills_soft'),
    urgency: text('urgency'),
    requisitionId: text('requisition_id'),
    jdRoleMission: text('jd_role_mission'),
    jdResponsibilities: text('jd_responsibilities').array().notNull().default([]),
    jdRequirements: text('jd_requirements').array().notNull().default([]),
    jdNiceToHave: text('jd_nice_to_have').array().notNull().default([]),
    jdBenefits: text('jd_benefits').array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_created_by_idx').on(t.createdBy, t.createdAt.desc()),
    index('jobs_domain_idx').on(t.domain, t.createdAt.desc()),
    index('jobs_company_idx').on(t.companyId),
  ],
);
