// @vitest-environment jsdom
import { DEFAULT_REJECTION_REASONS, pipelineMessages } from '@rw/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#/test/fetch-mock';
import { setUpComponentTests } from '#/test/render';
import { installPageShims, renderPage } from '#/test/render-page';
import { RejectionReasonsSettings, reasonsProblem, rejectionReasonsText } from './rejection-reasons-settings';

setUpComponentTests();
installPageShims();

const open = () =>
  renderPage(<RejectionReasonsSettings />, { path: '/admin/settings', url: '/admin/settings' });

describe('rejection reasons settings', () => {
  it('edits, reorders and saves the list', async () => {
    const api = mockFetch({
      'GET /api/pipeline/rejection-reasons': { json: { reasons: [...DEFAULT_REJECTION_REASONS] } },
      'PUT /api/pipeline/rejection-reasons': (call) => ({ json: call.body }),
    });
    open();
    const first = (await screen.findByLabelText('Reason 1')) as HTMLInputElement;
    expect(first.value).toBe('Not qualified');
    const save = screen.getByRole('button', { name: rejectionReasonsText.save }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(first, { target: { value: 'Skills gap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move "Withdrew" up' }));
    fireEvent.click(screen.getByRole('button', { name: rejectionReasonsText.add }));
    fireEvent.change(screen.getByLabelText('Reason 7'), { target: { value: '  Visa  ' } });
    fireEvent.click(save);
    await waitFor(() => expect(api.count('PUT /api/pipeline/rejection-reasons')).toBe(1));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      reasons: ['Withdrew', 'Skills gap', 'Salary', 'Location', 'Hired elsewhere', 'Other', 'Visa'],
    });
    // Saved: the list is the saved one again, so there is nothing to save.
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(screen.getByRole('status').textContent).toBe(rejectionReasonsText.saved);
    expect((screen.getByLabelText('Reason 7') as HTMLInputElement).value).toBe('Visa');
  });

  it('says what is wrong before saving: empty, twice, or without Other', async () => {
    mockFetch({ 'GET /api/pipeline/rejection-reasons': { json: { reasons: ['Salary', 'Other'] } } });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove "Other"' }));
    expect(screen.getByRole('alert').textContent).toBe(pipelineMessages.reasonsNeedOther);
    expect(
      (screen.getByRole('button', { name: rejectionReasonsText.save }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(reasonsProblem(['Salary', ' ', 'Other'])).toBe(rejectionReasonsText.empty);
    expect(reasonsProblem(['Salary', 'salary', 'Other'])).toBe(pipelineMessages.reasonsUnique);
    expect(reasonsProblem(['Salary', 'Other'])).toBeNull();
  });
});
