// @vitest-environment jsdom
import type { DocumentImport } from '@rw/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emitEvent } from '#/test/fake-events';
import { FakeXhr, installFakeXhr } from '#/test/fake-xhr';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';
import { ada, JOB_ID, listReply, listUrl, noScoringRun, workflowReply } from '../test/fixtures';
import { JobCandidatesPanel } from './job-candidates-panel';

vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));

setUpComponentTests();

const IMPORT_ID = '0b7c1d7e-8b0f-4a36-9d0c-0a4c2b0f7e21';
const file = (id: string, name: string, over: Partial<DocumentImport['files'][number]> = {}) => ({
  id,
  position: Number(id.at(-1)),
  file_name: name,
  size_bytes: 10,
  status: 'waiting' as const,
  message: null,
  candidate_id: null,
  outcome: null,
  match: null,
  ...over,
});
const batch = (files: DocumentImport['files'], over: Partial<DocumentImport> = {}): DocumentImport => ({
  import_id: IMPORT_ID,
  job_id: JOB_ID,
  stage_id: 'talent_screen',
  status: 'running',
  total: files.length,
  imported: files.filter((f) => f.status === 'imported').length,
  created_at: '2026-11-26T10:00:00.000Z',
  finished_at: null,
  updated_at: `2026-11-26T10:00:${String(10 + files.filter((f) => f.status !== 'waiting').length * 10 + files.filter((f) => f.status === 'imported').length).padStart(2, '0')}.000Z`,
  files,
  ...over,
});

let fetch: ReturnType<typeof mockFetch>;
let started: DocumentImport;
beforeEach(() => {
  installFakeXhr();
  started = batch([file('f1', 'ada.pdf'), file('f2', 'alan.docx')]);
  fetch = mockFetch({
    ...noScoringRun,
    [`GET /api/jobs/${JOB_ID}/workflow`]: workflowReply,
    [listUrl()]: listReply([ada]),
    [listUrl('talent_screen')]: listReply([]),
    [`POST /api/jobs/${JOB_ID}/documents/imports`]: { status: 201, json: started },
    [`GET /api/document-imports/${IMPORT_ID}`]: { json: started },
    [`POST /api/document-imports/${IMPORT_ID}/files/f2/confirm`]: ({ body }) => ({
      json: batch(
        [
          file('f1', 'ada.pdf', { status: 'imported', message: 'Added Ada Lovelace as a new candidate.' }),
          file('f2', 'alan.docx', {
            status: 'imported',
            message: (body as { same_person: boolean }).same_person ? 'Updated Alan Turing.' : 'x',
          }),
        ],
        { status: 'completed' },
      ),
    }),
  });
});

async function renderOnTalentScreen() {
  renderWithProviders(<JobCandidatesPanel jobId={JOB_ID} jobLoaded onOpenCandidate={() => {}} />);
  await screen.findByText('Ada');
  const stage = screen.getByRole<HTMLInputElement>('combobox', { name: 'Stage' });
  fireEvent.click(stage);
  fireEvent.click(screen.getByRole('option', { name: '📞 Talent Screen' }));
  await screen.findByText('No candidates yet.');
}
const input = () => screen.getByTestId<HTMLInputElement>('candidate-documents-input');

describe("'Upload CV / LinkedIn' on a stage other than Glance", () => {
  it('opens a dialog for one or many CVs and LinkedIn PDFs', async () => {
    await renderOnTalentScreen();
    const open = vi.spyOn(input(), 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Upload CV / LinkedIn' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(input().multiple).toBe(true);
    expect(input().accept).toBe('.pdf,.docx,.doc,.txt');
    expect(screen.queryByText('CV/LinkedIn upload functionality coming soon...')).toBeNull();
    expect(screen.getByTestId('document-drop-zone')).toBeTruthy();
  });

  it('uploads each file with its progress, then reports each file and the done line', async () => {
    await renderOnTalentScreen();
    fireEvent.change(input(), {
      target: { files: [new File(['%PDF'], 'ada.pdf'), new File(['PK'], 'alan.docx')] },
    });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(fetch.calls.find((c) => c.method === 'POST')?.body).toEqual({
      stage_id: 'talent_screen',
      files: [
        { name: 'ada.pdf', size: 4 },
        { name: 'alan.docx', size: 2 },
      ],
    });
    expect(FakeXhr.last.url).toBe(`/api/document-imports/${IMPORT_ID}/files/f1`);
    act(() => FakeXhr.last.progress(2, 4));
    expect(await screen.findByText('Uploading ada.pdf… 50%')).toBeTruthy();
    act(() => FakeXhr.last.respond({ status: 200, json: file('f1', 'ada.pdf', { status: 'queued' }) }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    expect(FakeXhr.last.url).toBe(`/api/document-imports/${IMPORT_ID}/files/f2`);
    act(() => FakeXhr.last.respond({ status: 200, json: file('f2', 'alan.docx', { status: 'queued' }) }));

    act(() =>
      emitEvent(
        'documents.import',
        batch([
          file('f1', 'ada.pdf', { status: 'imported', message: 'Added Ada Lovelace as a new candidate.' }),
          file('f2', 'alan.docx', { status: 'reading' }),
        ]),
      ),
    );
    expect(await screen.findByText('ada.pdf: Added Ada Lovelace as a new candidate.')).toBeTruthy();
    expect(screen.getByText('Reading alan.docx…')).toBeTruthy();
    expect(screen.queryByText(/^Done\./)).toBeNull();

    act(() =>
      emitEvent(
        'documents.import',
        batch(
          [
            file('f1', 'ada.pdf', { status: 'imported', message: 'Added Ada Lovelace as a new candidate.' }),
            file('f2', 'alan.docx', {
              status: 'confirm',
              message: 'Alan Turing already exists with the same name and phone. Is this the same person?',
              match: { candidate_id: 'c9', name: 'Alan Turing' },
            }),
          ],
          { status: 'completed' },
        ),
      ),
    );
    expect(await screen.findByText('Done. Imported 1 of 2.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Same person' }));
    expect(await screen.findByText('alan.docx: Updated Alan Turing.')).toBeTruthy();
    expect(screen.getByText('Done. Imported 2 of 2.')).toBeTruthy();
  });

  it('refuses more than 50 files before sending anything', async () => {
    await renderOnTalentScreen();
    const files = Array.from({ length: 51 }, (_, i) => new File(['x'], `${i}.pdf`));
    fireEvent.change(input(), { target: { files } });
    expect(await screen.findByText('Please choose at most 50 files at a time.')).toBeTruthy();
    expect(fetch.count(`POST /api/jobs/${JOB_ID}/documents/imports`)).toBe(0);
  });
});
