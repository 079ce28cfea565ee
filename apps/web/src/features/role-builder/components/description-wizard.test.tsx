// @vitest-environment jsdom
import { descriptionToText, roleBuilderMessages, rubricFromBands } from '@rw/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jobRow } from '#/test/job-row';
import { setUpComponentTests } from '#/test/render';
import { installPageShims, renderPage } from '#/test/render-page';
import { RoleBuilderPage } from './role-builder-page';
import { COMPANY_ID, JOB_ID, sse, stateOf, stubRoleApi } from './role-builder-test-api';

setUpComponentTests();
installPageShims();

const description = {
  role_mission: 'Lead the payments platform our clinics rely on.',
  responsibilities: ['Design payment services'],
  requirements: ['A competitive, supportive engineer', 'Go in production'],
  nice_to_have: ['Kafka'],
  benefits: ['Pension'],
};
const text = descriptionToText(description);
const criteria = [
  {
    title: 'Go in production',
    description: 'Has shipped Go services',
    evidence: 'cv',
    rubric: rubricFromBands(['None', 'Toy projects', 'One service', 'Several services', 'Led a platform']),
  },
];

function open() {
  const onSelectJob = vi.fn();
  renderPage(<RoleBuilderPage jobId={null} onSelectJob={onSelectJob} />, {
    path: '/apps/role-builder',
    url: '/apps/role-builder',
    mantineEnv: 'test',
  });
  return onSelectJob;
}

async function fillForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'New Job' }));
  const form = await screen.findByRole('dialog', { name: 'Create Job Description' });
  fireEvent.click(within(form).getByRole('button', { name: 'Generate Job Description' }));
  expect(await within(form).findByText(roleBuilderMessages.titleAndCompanyRequired)).toBeTruthy();
  fireEvent.change(within(form).getByRole('textbox', { name: 'Job Title' }), {
    target: { value: 'Payments Engineer' },
  });
  const company = within(form).getByRole('combobox', { name: 'Company' });
  await waitFor(() => expect(company.getAttribute('placeholder')).toBe('Select a company'));
  fireEvent.click(company);
  fireEvent.click(await screen.findByRole('option', { name: 'Ledgerly' }));
  await waitFor(() =>
    expect(within(form).getByRole('textbox', { name: 'Company Description' })).toHaveProperty(
      'value',
      'Calm software for clinics.',
    ),
  );
  fireEvent.change(within(form).getByRole('textbox', { name: /^5\. Which skills are must-haves/ }), {
    target: { value: 'Go\nPostgreSQL' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Generate Job Description' }));
}

describe('the job-description wizard', () => {
  it('streams the description, checks its words, generates criteria and saves the job with them', async () => {
    const calls = stubRoleApi({
      stream: sse([
        { event: 'delta', data: { text: text.slice(0, 40) } },
        { event: 'delta', data: { text: text.slice(40) } },
        { event: 'done', data: { description, text } },
      ]),
      routes: {
        'POST /api/role-builder/criteria': () => ({ body: { criteria } }),
        'POST /api/role-builder/jobs': () => ({
          status: 201,
          body: {
            job: jobRow({ id: JOB_ID, title: 'Payments Engineer' }),
            state: { ...stateOf(), criteria },
          },
        }),
      },
    });
    const onSelectJob = open();
    await fillForm();

    const generated = await screen.findByRole('dialog', { name: 'Generated Job Description' });
    expect(await within(generated).findByRole('region', { name: 'Role Mission' })).toBeTruthy();
    const sent = calls.find((c) => c.path === '/api/role-builder/description')?.body;
    expect(sent).toMatchObject({
      title: 'Payments Engineer',
      company_id: COMPANY_ID,
      company_description: 'Calm software for clinics.',
      answers: { q5: 'Go\nPostgreSQL' },
    });
    // The inclusive-language check: 'Lead', 'competitive' masculine; 'supportive' feminine.
    const marks = generated.querySelectorAll('mark[data-coding]');
    expect([...marks].map((m) => `${m.textContent}:${m.getAttribute('data-coding')}`)).toEqual([
      'Lead:masculine',
      'competitive:masculine',
      'supportive:feminine',
    ]);
    expect(within(generated).getByText('2 masculine-coded and 1 feminine-coded word')).toBeTruthy();

    fireEvent.click(within(generated).getByRole('button', { name: 'Generate Assessment Criteria' }));
    const modal = await screen.findByRole('dialog', { name: 'Assessment Criteria' });
    expect(within(modal).getByRole('region', { name: 'AC1 Go in production' }).textContent).toContain(
      '81-100',
    );
    expect(within(modal).getByText('From the CV')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Generated Job Description' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Assessment Criteria' }));
    const again = await screen.findByRole('dialog', { name: 'Assessment Criteria' });
    fireEvent.click(within(again).getByRole('button', { name: 'Save Criteria' }));
    await waitFor(() => expect(onSelectJob).toHaveBeenCalledWith(JOB_ID));
    const saved = calls.find((c) => c.path === '/api/role-builder/jobs')?.body;
    expect(saved).toMatchObject({
      title: 'Payments Engineer',
      company_id: COMPANY_ID,
      description,
      criteria,
    });
    expect(await screen.findByText(roleBuilderMessages.criteriaSaved)).toBeTruthy();
  });

  it('returns to the form with the answers on Edit, and shows a failed generation with what happened', async () => {
    stubRoleApi({
      stream: sse([
        { event: 'delta', data: { text: '## Role' } },
        {
          event: 'error',
          data: {
            error: {
              code: 'UNAVAILABLE',
              message: 'The AI request timed out. Please try again.',
              details: { reason: 'timeout', detail: 'The AI provider did not answer (timeout after 120 s)' },
            },
          },
        },
      ]),
    });
    open();
    await fillForm();
    const generated = await screen.findByRole('dialog', { name: 'Generated Job Description' });
    expect(await within(generated).findByText(roleBuilderMessages.descriptionFailed)).toBeTruthy();
    expect(within(generated).getByText('The AI provider did not answer (timeout after 120 s)')).toBeTruthy();
    fireEvent.click(within(generated).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Create Job Description' });
    expect(within(form).getByRole('textbox', { name: 'Job Title' })).toHaveProperty(
      'value',
      'Payments Engineer',
    );
  });

  it('Save & Start Process creates the job and selects it', async () => {
    const calls = stubRoleApi({
      stream: sse([{ event: 'done', data: { description, text } }]),
      routes: {
        'POST /api/role-builder/jobs': () => ({
          status: 201,
          body: { job: jobRow({ id: JOB_ID, title: 'Payments Engineer' }), state: stateOf() },
        }),
      },
    });
    const onSelectJob = open();
    await fillForm();
    const generated = await screen.findByRole('dialog', { name: 'Generated Job Description' });
    fireEvent.click(await within(generated).findByRole('button', { name: 'Save & Start Process' }));
    await waitFor(() => expect(onSelectJob).toHaveBeenCalledWith(JOB_ID));
    expect(calls.find((c) => c.path === '/api/role-builder/jobs')?.body).not.toHaveProperty('criteria');
  });
});
