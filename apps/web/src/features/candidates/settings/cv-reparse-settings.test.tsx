// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitEvent } from '#/test/fake-events';
import { mockFetch } from '#/test/fetch-mock';
import { setUpComponentTests } from '#/test/render';
import { installPageShims, renderPage } from '#/test/render-page';
import { CvReparseSettings } from './cv-reparse-settings';

vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));

setUpComponentTests();
installPageShims();

const run = (over: Record<string, unknown> = {}) => ({
  run_id: 'r1',
  status: 'running',
  parser_version: 1,
  total: 3,
  done: 0,
  failed: 0,
  error: null,
  started_at: '2026-11-26T10:00:00.000Z',
  finished_at: null,
  ...over,
});

describe("'Re-parse all'", () => {
  it('starts a run and follows it to its end', async () => {
    const api = mockFetch({
      'GET /api/documents/reparse': { json: { run: null } },
      'POST /api/documents/reparse': { status: 202, json: run() },
    });
    renderPage(<CvReparseSettings />, { path: '/admin/settings', url: '/admin/settings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Re-parse all' }));
    await waitFor(() => expect(api.count('POST /api/documents/reparse')).toBe(1));
    expect(await screen.findByText('Re-parsing 0 of 3 candidate(s)…')).toBeTruthy();
    act(() => emitEvent('documents.reparse', run({ done: 2 })));
    expect(await screen.findByText('Re-parsing 2 of 3 candidate(s)…')).toBeTruthy();
    act(() => emitEvent('documents.reparse', run({ status: 'completed', done: 2, failed: 1 })));
    expect((await screen.findByTestId('reparse-result')).textContent).toBe(
      'Re-parsed 2 of 3 candidate(s). 1 could not be read again.',
    );
  });

  it("shows why a run stopped, and the server's refusal", async () => {
    mockFetch({
      'GET /api/documents/reparse': {
        json: {
          run: run({
            status: 'failed',
            error: 'Re-parsing was interrupted when the server stopped. Start it again to finish.',
          }),
        },
      },
      'POST /api/documents/reparse': {
        status: 400,
        json: {
          error: { code: 'VALIDATION', message: 'No candidate has a stored CV or LinkedIn PDF to re-parse.' },
        },
      },
    });
    renderPage(<CvReparseSettings />, { path: '/admin/settings', url: '/admin/settings' });
    expect((await screen.findByTestId('reparse-result')).textContent).toBe(
      'Re-parsing was interrupted when the server stopped. Start it again to finish.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Re-parse all' }));
    expect(await screen.findByText('No candidate has a stored CV or LinkedIn PDF to re-parse.')).toBeTruthy();
  });
});
