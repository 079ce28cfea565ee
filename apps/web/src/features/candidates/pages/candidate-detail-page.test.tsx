// @vitest-environment jsdom
import {
  type CandidateDetailResponse,
  candidateMessages,
  defaultWorkflow,
  emptyScorecardSummary,
  type StageScorecardsResponse,
} from '@rw/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CandidateDetailPage } from '#/features/candidates/pages/candidate-detail-page';
import { detail, stageRecord } from '#/features/candidates/pages/test/page-factories';
import { fetchedUrls, installPageShims, mockFetchByUrl, renderPage } from '#/test/render-page';

beforeAll(installPageShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const workflow = {
  body: { workflow: defaultWorkflow(), source: 'default', requirements: [], updated_at: null },
};
const jobA = {
  id: 'job-a',
  title: 'Data Engineer',
  company_name: 'Acme',
  location: 'Berlin',
  job_score: null,
};
const jobB = {
  id: 'job-b',
  title: 'Product Manager',
  company_name: 'Globex',
  location: null,
  job_score: null,
};
const jobC = { id: 'job-c', title: 'Designer', company_name: null, location: 'Paris', job_score: null };

function renderDetail(body: CandidateDetailResponse | { status: number; body: unknown }, job?: string) {
  const reply = 'candidate' in body ? { body } : body;
  // The Job Applications tab reads the job's stages for its Move to stage menu.
  const fetch = mockFetchByUrl((url) => (url.pathname.endsWith('/workflow') ? workflow : reply));
  const url = job ? `/candidates/cand-1?job=${job}` : '/candidates/cand-1';
  const view = renderPage(<CandidateDetailPage candidateId="cand-1" jobId={job} />, {
    path: '/candidates/$candidateId',
    url,
  });
  return { ...view, fetch };
}

const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('Candidate detail page', () => {
  it("shows 'Loading candidate...', then the header with its links and counts", async () => {
    const { fetch } = renderDetail(
      detail({
        summary: { primaryJobId: 'job-a', totalJobs: 5 },
        stage_records: [
          stageRecord({ job_id: 'job-a' }),
          stageRecord({ job_id: 'job-a', stage_id: 's2' }),
          stageRecord({ job_id: 'job-b' }),
        ],
        jobs: [jobA, jobB],
      }),
      'job-a',
    );
    expect(await screen.findByText(candidateMessages.loadingCandidate)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeTruthy();
    expect(fetchedUrls(fetch)[0]!.pathname).toBe('/api/candidates/cand-1');
    expect(screen.getByText('Rear Admiral at US Navy')).toBeTruthy();
    expect(screen.getByText('Arlington, VA')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'grace@example.com' }).getAttribute('href')).toBe(
      'mailto:grace@example.com',
    );
    expect(screen.getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe('tel:+15550100');
    expect(screen.getByRole('link', { name: 'LinkedIn Profile' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/in/grace-hopper',
    );
    expect(screen.getByText('Total Applications')).toBeTruthy();
    expect(screen.getByTestId('total-applications').textContent).toBe('2');
    expect(screen.getByText(candidateMessages.primaryThisJob)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'CV & Profile',
      'Job Applications',
      'Details',
    ]);
  });

  it("is titled by the candidate's name, or their e-mail without one", async () => {
    document.title = 'Candidates · Recruiting Workspace';
    renderDetail(detail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Grace Hopper · Recruiting Workspace'));
    cleanup();

    const unnamed = detail();
    renderDetail({ ...unnamed, candidate: { ...unnamed.candidate, first_name: null, last_name: ' ' } });
    await waitFor(() => expect(document.title).toBe('grace@example.com · Recruiting Workspace'));
  });

  it("notes 'Primary: Other Job' from another job, nothing without a primary job, and counts from the summary", async () => {
    renderDetail(detail({ summary: { primaryJobId: 'job-a', totalJobs: 1 }, jobs: [jobA] }), 'job-b');
    expect(await screen.findByText(candidateMessages.primaryOtherJob)).toBeTruthy();
    expect(screen.getByTestId('total-applications').textContent).toBe('1');
    cleanup();

    renderDetail(detail({ summary: { primaryJobId: null, totalJobs: 4 } }), 'job-b');
    expect(await screen.findByTestId('total-applications')).toBeTruthy();
    expect(screen.getByTestId('total-applications').textContent).toBe('4');
    expect(screen.queryByText(/^Primary:/)).toBeNull();
  });

  it('goes Back to the job’s Candidates tab when opened from a job', async () => {
    const { router } = renderDetail(detail(), 'job-a');
    const back = await screen.findByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/jobs/job-a?tab=candidates');
    fireEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/job-a'));
    expect(router.state.location.search).toEqual({ tab: 'candidates' });
  });

  it('goes Back to My Jobs otherwise', async () => {
    const { router } = renderDetail(detail());
    const back = await screen.findByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/jobs/my-jobs');
    fireEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/my-jobs'));
  });

  it("shows 'Candidate not found' with Back for a 404, 'Failed to load candidate data' otherwise", async () => {
    renderDetail(
      { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Candidate not found' } } },
      'j',
    );
    expect(
      within(await screen.findByRole('alert')).getByText(candidateMessages.candidateNotFound),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/jobs/j?tab=candidates');
    cleanup();

    renderDetail({ status: 500, body: { error: { code: 'INTERNAL', message: 'Internal error' } } });
    expect(
      within(await screen.findByRole('alert')).getByText(candidateMessages.failedToLoadCandidate),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/jobs/my-jobs');
  });

  it('shows the CV with View CV and its date, and the LinkedIn text with View LinkedIn', async () => {
    const base = detail();
    renderDetail({
      ...base,
      candidate: {
        ...base.candidate,
        cv_file_url: 'https://files.example.com/cv.pdf',
        cv_text: 'Invented the first compiler.\nCOBOL.',
        cv_last_updated: '2026-01-15T12:00:00.000Z',
        linkedin_raw_text: 'Grace Hopper — computer scientist',
      },
    });
    expect(await screen.findByRole('link', { name: 'View CV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View CV' }).getAttribute('href')).toBe(
      'https://files.example.com/cv.pdf',
    );
    expect(screen.getByText('Last updated Jan 15, 2026')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'CV text' }).textContent).toBe(
      'Invented the first compiler.\nCOBOL.',
    );
    expect(screen.getByRole('region', { name: 'LinkedIn text' }).textContent).toContain('computer scientist');
    expect(screen.getByRole('link', { name: 'View LinkedIn' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/in/grace-hopper',
    );
  });

  it('shows the empty CV and LinkedIn messages, the CV offering its upload', async () => {
    renderDetail(detail());
    expect(await screen.findByText(candidateMessages.noCv)).toBeTruthy();
    expect(screen.getByText(candidateMessages.noCvHint)).toBeTruthy();
    expect(screen.getByText(candidateMessages.noLinkedin)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View CV' })).toBeNull();
    const input = screen.getByTestId<HTMLInputElement>('candidate-cv-input');
    const open = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Upload CV / LinkedIn' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(input.accept).toBe('.pdf,.docx,.doc,.txt');
  });

  it('lists the experience read from the CV, and offers to replace the CV', async () => {
    const base = detail();
    renderDetail({
      ...base,
      candidate: {
        ...base.candidate,
        cv_file_url: '/api/files/f1',
        cv_text: 'Ada Lovelace',
        job_history: [
          {
            company: 'Analytical Engines Ltd',
            title: 'Analyst',
            location: 'London',
            start_date: '2021-03',
            end_date: null,
            current: true,
            description: 'Wrote the first program.',
          },
          { unreadable: true },
        ],
      },
    });
    const list = await screen.findByTestId('candidate-experience');
    expect(within(list).getByText('Analyst · Analytical Engines Ltd')).toBeTruthy();
    expect(within(list).getByText('Mar 2021 – Present · London')).toBeTruthy();
    expect(within(list).getByText('Wrote the first program.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View CV' }).getAttribute('href')).toBe('/api/files/f1');
    expect(screen.getByRole('button', { name: 'Replace CV' })).toBeTruthy();
  });

  it('selects the query job first, with its Current badge and the primary star', async () => {
    renderDetail(
      detail({
        summary: { primaryJobId: 'job-a', totalJobs: 2 },
        stage_records: [stageRecord({ job_id: 'job-a' }), stageRecord({ job_id: 'job-b' })],
        jobs: [jobA, jobB],
      }),
      'job-b',
    );
    await screen.findByRole('tab', { name: 'Job Applications' });
    openTab('Job Applications');
    expect(screen.getByText('2 job applications')).toBeTruthy();
    const tabB = screen.getByRole('tab', { name: /Product Manager/ });
    expect(tabB.getAttribute('aria-selected')).toBe('true');
    expect(within(tabB).getByText('Current')).toBeTruthy();
    const tabA = screen.getByRole('tab', { name: /Data Engineer/ });
    expect(within(tabA).getByLabelText('Primary job')).toBeTruthy();
    expect(within(tabA).queryByText('Current')).toBeNull();
    expect(screen.getByRole('link', { name: 'View Job Details' }).getAttribute('href')).toBe(
      '/jobs/job-b?tab=candidates',
    );
    expect(screen.getByText('Globex')).toBeTruthy();

    fireEvent.click(tabA);
    expect(tabA.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Acme · Berlin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Job Details' }).getAttribute('href')).toBe(
      '/jobs/job-a?tab=candidates',
    );
  });

  it('selects the primary job without a query job, else the first job with records', async () => {
    const records = [stageRecord({ job_id: 'job-c' })];
    renderDetail(
      detail({
        summary: { primaryJobId: 'job-b', totalJobs: 3 },
        stage_records: records,
        jobs: [jobA, jobB, jobC],
      }),
    );
    await screen.findByRole('tab', { name: 'Job Applications' });
    openTab('Job Applications');
    expect(screen.getByRole('tab', { name: /Product Manager/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(candidateMessages.noStageRecords)).toBeTruthy();
    cleanup();

    renderDetail(
      detail({
        summary: { primaryJobId: null, totalJobs: 3 },
        stage_records: records,
        jobs: [jobA, jobB, jobC],
      }),
    );
    await screen.findByRole('tab', { name: 'Job Applications' });
    openTab('Job Applications');
    expect(screen.getByRole('tab', { name: /Designer/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('Primary job')).toBeNull();
  });

  it('lists the stage history newest first with badges, owner, scores, rationales and feedback', async () => {
    renderDetail(
      detail({
        summary: { primaryJobId: 'job-a', totalJobs: 1 },
        jobs: [jobA],
        stage_records: [
          stageRecord({
            job_id: 'job-a',
            stage_id: 'glance',
            stage_title: 'Glance',
            stage_level: 1,
            entered_stage_at: '2026-03-01T09:00:00.000Z',
            progressed_already: true,
            action_owner: 'recruiter',
          }),
          stageRecord({
            job_id: 'job-a',
            stage_id: 'tech',
            stage_category: 'custom',
            stage_level: 2,
            stage_substep: 'a',
            stage_title: 'Technical Interview',
            entered_stage_at: '2026-03-05T09:00:00.000Z',
            action_owner: 'someone else',
            ac1_score: 7.5,
            ac3_score: 4,
            overall_match: 85,
            score_rationales: { ac1: 'Strong systems depth', overall: 'Good fit overall' },
            manager_feedback: 'Great communicator',
          }),
        ],
      }),
      'job-a',
    );
    await screen.findByRole('tab', { name: 'Job Applications' });
    openTab('Job Applications');
    expect(screen.getByRole('heading', { name: 'Stage History' })).toBeTruthy();
    const [newest, oldest] = screen.getAllByTestId('stage-record');
    const n = within(newest!);
    expect(n.getByText('2.a')).toBeTruthy();
    expect(n.getByText('Technical Interview')).toBeTruthy();
    expect(n.queryByText('Completed')).toBeNull();
    expect(n.getByText(candidateMessages.unassigned)).toBeTruthy();
    expect(n.getByText('AC1')).toBeTruthy();
    expect(n.getByText('7.5/10')).toBeTruthy();
    expect(n.getByText('Strong systems depth')).toBeTruthy();
    expect(n.getByText('4/10')).toBeTruthy();
    expect(n.queryByText('AC2')).toBeNull();
    expect(n.getByText('Overall')).toBeTruthy();
    expect(n.getByText('8.5/10')).toBeTruthy();
    expect(n.getByText('Good fit overall')).toBeTruthy();
    expect(n.getByText('Manager Feedback')).toBeTruthy();
    expect(n.getByText('Great communicator')).toBeTruthy();
    expect(n.getByText(/^Entered /)).toBeTruthy();

    const o = within(oldest!);
    expect(o.getByText('1')).toBeTruthy();
    expect(o.getByText('Glance')).toBeTruthy();
    expect(o.getByText('Completed')).toBeTruthy();
    expect(o.getByText('recruiter')).toBeTruthy();
    expect(o.queryByText('Overall')).toBeNull();
  });

  it("shows the Job Score and the Overall the record uses, marked 'Scorecard' with who and when, and opens its scorecards", async () => {
    const record = stageRecord({
      id: 'rec-tech',
      job_id: 'job-a',
      stage_id: 'stage_1',
      stage_title: 'Technical Interview',
      progressed_already: true,
      ac1_score: 3,
      overall_match: 4,
      scored_at: '2026-03-02T09:00:00.000Z',
      scorecards: {
        ...emptyScorecardSummary,
        count: 2,
        overall: 7.5,
        ac1_score: 7.5,
        latest_interviewer_email: 'bob@acme.test',
        latest_interviewer_name: 'Bob Manager',
        latest_at: '2026-03-04T10:15:00.000Z',
      },
    });
    const scorecards: StageScorecardsResponse = {
      record_id: 'rec-tech',
      job_id: 'job-a',
      stage_id: 'stage_1',
      stage_title: 'Technical Interview',
      criteria_source: 'stage',
      criteria: [{ key: 'ac1', title: 'System design', rubric: [] }],
      scorecards: [],
    };
    const body = detail({ stage_records: [record], jobs: [{ ...jobA, job_score: 7.5 }] });
    const fetch = mockFetchByUrl((url) => {
      if (url.pathname.startsWith('/api/stage-records/')) return { body: scorecards };
      return url.pathname.endsWith('/workflow') ? workflow : { body };
    });
    renderPage(<CandidateDetailPage candidateId="cand-1" jobId="job-a" />, {
      path: '/candidates/$candidateId',
      url: '/candidates/cand-1?job=job-a',
    });
    await screen.findByRole('tab', { name: 'Job Applications' });
    openTab('Job Applications');
    expect(within(screen.getByTestId('job-score')).getByText('7.5/10')).toBeTruthy();
    const scores = within(screen.getByTestId('record-scores'));
    expect(scores.getByText('Scorecard')).toBeTruthy();
    expect(scores.getByText(/^Mean of 2 scorecards; latest by Bob Manager, Mar 4, 2026/)).toBeTruthy();
    expect(scores.getAllByText('7.5/10')).toHaveLength(2);
    expect(scores.getByText('AI')).toBeTruthy();
    expect(scores.getByText('4/10')).toBeTruthy();

    // The record's own Manager Feedback is empty: the interviewers' is on their scorecards.
    fireEvent.click(screen.getByRole('button', { name: 'In the scorecards (2)' }));
    expect(
      await screen.findByRole('dialog', { name: 'Scorecard — Grace Hopper · Technical Interview' }),
    ).toBeTruthy();
    expect(await screen.findByText('System design')).toBeTruthy();
    expect(fetchedUrls(fetch).map((u) => u.pathname)).toContain('/api/stage-records/rec-tech/scorecards');
  });

  it("shows 'No job applications found' without jobs", async () => {
    renderDetail(detail());
    await screen.findByRole('tab', { name: 'Job Applications' });
    openTab('Job Applications');
    expect(screen.getByText(candidateMessages.noApplications)).toBeTruthy();
  });

  it("shows the Details sections with 'Not provided', 'Coming soon' and 'No recent activity'", async () => {
    const base = detail();
    renderDetail({ ...base, candidate: { ...base.candidate, phone: null, current_company: '  ' } });
    await screen.findByRole('tab', { name: 'Details' });
    openTab('Details');
    for (const section of ['Personal', 'Professional', 'Additional', 'System']) {
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    }
    const panel = within(screen.getByRole('tabpanel'));
    const value = (label: string) => panel.getByText(label).nextElementSibling?.textContent;
    expect(value('Full Name')).toBe('Grace Hopper');
    expect(value('Email')).toBe('grace@example.com');
    expect(value('Phone')).toBe(candidateMessages.notProvided);
    expect(value('Current Company')).toBe(candidateMessages.notProvided);
    expect(value('Current Title')).toBe('Rear Admiral');
    expect(value('LinkedIn Profile')).toBe('https://www.linkedin.com/in/grace-hopper');
    for (const label of ['Expected Salary', 'Availability', 'Notice Period']) {
      expect(value(label)).toBe(candidateMessages.comingSoon);
    }
    expect(value('Created')).toMatch(/^Feb 1, 2026/);
    expect(value('Last Updated')).toMatch(/^Feb 2, 2026/);
    expect(value('Last Activity')).toBe(candidateMessages.noRecentActivity);
  });
});
