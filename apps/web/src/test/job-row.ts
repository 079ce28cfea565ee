/**
 * A job as `GET /api/jobs/:id` answers it (docs/product/jobs.md#data), for component tests: an untitled-ish
 * draft 'Data Engineer' at Northwind with every optional field empty, `overrides` on top. Plain JSON (the
 * client parses it with the contract), so it stays valid as the contract grows optional fields.
 */
export function jobRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 'job-1',
    title: 'Data Engineer',
    company_id: 'co-1',
    company_name: 'Northwind',
    location: 'Leeds',
    status: 'draft',
    date_posted: null,
    domain: 'acme.test',
    created_by: 'u1',
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    department: null,
    hiring_manager: null,
    work_style: null,
    employment_type: null,
    seniority: null,
    job_function: null,
    salary_min: null,
    salary_max: null,
    currency: null,
    compensation_additional: null,
    equity: null,
    job_context: null,
    intake_notes: null,
    intake_summary: null,
    salary_rationale: null,
    skills_hard: null,
    skills_soft: null,
    urgency: null,
    requisition_id: null,
    jd_role_mission: null,
    jd_responsibilities: [],
    jd_requirements: [],
    jd_nice_to_have: [],
    jd_benefits: [],
    company: null,
    ...overrides,
  };
}
