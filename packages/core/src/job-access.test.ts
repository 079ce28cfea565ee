import { describe, expect, it } from 'vitest';
import { canDeleteCompany, ownsCompany } from './companies.js';
import { canDeleteJob, createdByLabel, jobAccessMessages, jobListQuery } from './job-access.js';

describe('job list query (docs/product/jobs.md#my-jobs)', () => {
  it('defaults to My Jobs and takes the Team scope', () => {
    expect(jobListQuery.parse({})).toEqual({ scope: 'mine', limit: 200 });
    expect(jobListQuery.parse({ scope: 'team', limit: '5' })).toEqual({ scope: 'team', limit: 5 });
    expect(jobListQuery.safeParse({ scope: 'all' }).success).toBe(false);
  });
});

describe('who created a Team job', () => {
  it("names the creator, 'you' for the caller's own, a former member once the account is gone", () => {
    expect(createdByLabel({ created_by: 'u2', created_by_name: 'Carol Chen' }, 'u1')).toBe(
      'Created by Carol Chen',
    );
    expect(createdByLabel({ created_by: 'u1', created_by_name: 'Alice' }, 'u1')).toBe(
      jobAccessMessages.createdByYou,
    );
    expect(createdByLabel({ created_by: null, created_by_name: null }, 'u1')).toBe(
      jobAccessMessages.createdByFormerMember,
    );
  });
});

describe('deleting (docs/product/jobs.md#access, docs/product/companies.md#visibility)', () => {
  it('lets the creator or an admin delete a job, not another member', () => {
    expect(canDeleteJob({ created_by: 'u1' }, { id: 'u1', role: 'recruiter' })).toBe(true);
    expect(canDeleteJob({ created_by: 'u1' }, { id: 'u2', role: 'recruiter' })).toBe(false);
    expect(canDeleteJob({ created_by: null }, { id: 'u2', role: 'admin' })).toBe(true);
    expect(canDeleteJob({ created_by: 'u1' }, { id: 'u3', role: 'owner' })).toBe(true);
  });

  it('lets the owner or creator, or an admin, delete a company; members only see and edit it', () => {
    const company = { owner_user_id: 'u1', created_by: 'u9' };
    expect(ownsCompany(company, 'u9')).toBe(true);
    expect(ownsCompany(company, 'u2')).toBe(false);
    expect(canDeleteCompany(company, { id: 'u1', role: 'recruiter' })).toBe(true);
    expect(canDeleteCompany(company, { id: 'u2', role: 'recruiter' })).toBe(false);
    expect(canDeleteCompany(company, { id: 'u2', role: 'admin' })).toBe(true);
  });
});
