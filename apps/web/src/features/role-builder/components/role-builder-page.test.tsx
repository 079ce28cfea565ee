// @vitest-environment jsdom
import { jobDescriptionNode, roleBuilderMessages } from '@rw/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '#/test/render';
import { installPageShims, renderPage } from '#/test/render-page';
import { RoleBuilderPage } from './role-builder-page';
import { candidateRow, JOB_ID, stateOf, stubRoleApi, technicalNode } from './role-builder-test-api';

setUpComponentTests();
installPageShims();

const open = (jobId: string | null, onSelectJob = vi.fn()) => {
  renderPage(<RoleBuilderPage jobId={jobId} onSelectJob={onSelectJob} />, {
    path: '/apps/role-builder',
    url: '/apps/role-builder',
    mantineEnv: 'test',
  });
  return onSelectJob;
};
const node = (name: string) => screen.getByRole('button', { name });
const nodeBox = (name: string) => node(name).parentElement as HTMLElement;

describe('Role Builder page', () => {
  it('asks for a job before a node or a candidate is added', async () => {
    stubRoleApi();
    open(null);
    expect(await screen.findByText('No job selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Technical' }));
    expect(await screen.findByText(roleBuilderMessages.jobRequired)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Configure Interview' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Candidate' }));
    expect(screen.queryByRole('dialog', { name: 'Add Candidate' })).toBeNull();
    expect(screen.getByText('Please create or select a job first')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Process' })).toHaveProperty('disabled', true);
  });

  it("draws the job's process, adds a node by click at the centre and configures it, then saves the process", async () => {
    const calls = stubRoleApi();
    open(JOB_ID);
    expect(await screen.findByText('Payments Engineer · Ledgerly')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Interview System design' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Job description' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Job Description' })).toBeNull();
    expect(nodeBox('Interview System design').style.left).toBe('240px');

    fireEvent.click(screen.getByRole('button', { name: 'Add Behavioral' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Interview' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveProperty(
      'value',
      'Behavioral Interview',
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Values chat' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Interviewer/ }), {
      target: { value: 'Nadia Brooks <nadia@example.com>' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Duration/ }), {
      target: { value: 'soon' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Configure Interview' })).toBeNull());
    const added = node('Interview Values chat');
    expect(added.textContent).toContain('Behavioral · 45 min');
    // Centred in the visible 800 x 600 canvas (jsdom's box): (400 - 80, 300 - 48).
    expect(nodeBox('Interview Values chat').style.left).toBe('320px');
    expect(nodeBox('Interview Values chat').style.top).toBe('252px');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save Process' }));
    expect(await screen.findByText(roleBuilderMessages.processSaved)).toBeTruthy();
    const saved = calls.find((c) => c.path === '/api/materialize-workflow');
    expect(saved?.body).toMatchObject({
      job_id: JOB_ID,
      nodes: [
        jobDescriptionNode(),
        technicalNode,
        {
          type: 'behavioral',
          x: 320,
          y: 252,
          interviewConfig: {
            title: 'Values chat',
            interviewer: 'Nadia Brooks <nadia@example.com>',
            duration: 45,
          },
        },
      ],
    });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('refuses an interviewer line the process would refuse', async () => {
    stubRoleApi();
    open(JOB_ID);
    fireEvent.click(await screen.findByRole('button', { name: 'Interview System design' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Interview' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Interviewer/ }), {
      target: { value: 'A, B, C, D' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 3 interviewers per stage')).toBeTruthy();
  });

  it('moves a node with the arrow keys and deletes it after asking', async () => {
    stubRoleApi();
    open(JOB_ID);
    const system = await screen.findByRole('button', { name: 'Interview System design' });
    fireEvent.keyDown(system, { key: 'ArrowRight' });
    fireEvent.keyDown(node('Interview System design'), { key: 'ArrowDown' });
    expect(nodeBox('Interview System design').style.left).toBe('260px');
    expect(nodeBox('Interview System design').style.top).toBe('40px');
    fireEvent.keyDown(node('Interview System design'), { key: 'Delete' });
    const confirm = await screen.findByRole('dialog', { name: roleBuilderMessages.deleteNodeTitle });
    expect(confirm.textContent).toContain(roleBuilderMessages.deleteNodeMessage('System design'));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Interview System design' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.keyDown(node('Job description'), { key: 'Delete' });
    expect(screen.queryByRole('dialog', { name: roleBuilderMessages.deleteNodeTitle })).toBeNull();
  });

  it('lists the candidates with their stage and a status dot by their record', async () => {
    stubRoleApi({
      routes: {
        [`GET /api/jobs/${JOB_ID}/candidates`]: () => ({
          body: {
            rows: [
              candidateRow({ id: 'c1', first: 'Ann', stage: 'Glance', status: 'active', owner: 'recruiter' }),
              candidateRow({
                id: 'c2',
                first: 'Bo',
                stage: 'Technical',
                status: 'active',
                owner: 'hiring_manager',
              }),
              candidateRow({ id: 'c3', first: 'Cy', stage: 'Offer', status: 'hired', owner: 'candidate' }),
            ],
            total: 3,
          },
        }),
      },
    });
    open(JOB_ID);
    const list = await screen.findByRole('region', { name: 'Candidates' });
    expect(await within(list).findByRole('link', { name: 'Ann Example' })).toBeTruthy();
    const dots = within(list).getAllByLabelText(/^Status /);
    expect(dots.map((d) => d.getAttribute('data-status'))).toEqual(['active', 'pending', 'hired']);
    expect(within(list).getByText('Technical · Pending')).toBeTruthy();
  });

  it('asks before deleting the job', async () => {
    const calls = stubRoleApi({
      routes: { [`DELETE /api/jobs/${JOB_ID}`]: () => ({ status: 204, body: null }) },
    });
    const onSelectJob = open(JOB_ID);
    await screen.findByText('Payments Engineer · Ledgerly');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Job' }));
    const confirm = await screen.findByRole('dialog', { name: roleBuilderMessages.deleteJobTitle });
    expect(confirm.textContent).toContain('Delete "Payments Engineer"? This cannot be undone.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onSelectJob).toHaveBeenCalledWith(null));
    expect(stateOf().nodes).toHaveLength(2);
  });
});
