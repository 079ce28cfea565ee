// @vitest-environment jsdom
import { invitationMessages } from '@rw/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccessTab } from '#/features/admin/components/access-tab';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

setUpComponentTests();

const entry = (over: Record<string, unknown>) => ({
  id: 'e1',
  email: 'ivy@acme.test',
  domain: null,
  role: 'recruiter',
  created_at: '2026-03-02T09:00:00.000Z',
  created_by: 'owner@platform.test',
  has_account: false,
  invitation: { expires_at: '2026-03-09T09:00:00.000Z', expired: false },
  ...over,
});
const link = (over: Record<string, unknown> = {}) => ({
  url: 'https://hr.acme.test/invite#tok-123',
  expires_at: '2026-03-09T09:00:00.000Z',
  emailed: false,
  email_error: null,
  ...over,
});

describe('Access tab', () => {
  it('shows the link of an added e-mail once, with a copy button and how it was sent', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockFetch({
      'GET /api/admin/access-list': { json: { entries: [] } },
      'POST /api/admin/access-list': (call) => ({
        status: 201,
        json: { ...entry({ email: (call.body as { email: string }).email }), invitation_link: link() },
      }),
    });
    const onMessage = vi.fn();
    renderWithProviders(<AccessTab onMessage={onMessage} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail address' }), {
      target: { value: 'ivy@acme.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    const panel = await screen.findByRole('region', { name: 'Invitation link for ivy@acme.test' });
    expect(onMessage).toHaveBeenCalledWith('ivy@acme.test added to the access list');
    expect(within(panel).getByText(invitationMessages.linkReady('ivy@acme.test'))).toBeTruthy();
    expect(within(panel).getByRole<HTMLInputElement>('textbox', { name: 'Invitation link' }).value).toBe(
      'https://hr.acme.test/invite#tok-123',
    );
    expect(within(panel).getByText(invitationMessages.notEmailed)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://hr.acme.test/invite#tok-123'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: /Invitation link/ })).toBeNull();
  });

  it('makes a new link for an invited e-mail, and offers none for accounts and domains', async () => {
    const api = mockFetch({
      'GET /api/admin/access-list': {
        json: {
          entries: [
            entry({ invitation: { expires_at: '2026-03-01T09:00:00.000Z', expired: true } }),
            entry({ id: 'e2', email: 'ada@acme.test', has_account: true, invitation: null }),
            entry({ id: 'e3', email: null, domain: 'team.test', invitation: null }),
          ],
        },
      },
      'POST /api/admin/access-list/e1/invitation': { status: 201, json: link({ emailed: true }) },
    });
    const onMessage = vi.fn();
    renderWithProviders(<AccessTab onMessage={onMessage} />);

    const row = (await screen.findByText('ivy@acme.test')).closest('tr')!;
    expect(within(row).getByText('No valid link')).toBeTruthy();
    expect(within(row).getByText(/Link expired/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^New invitation link/ })).toHaveLength(1);

    fireEvent.click(within(row).getByRole('button', { name: 'New invitation link for ivy@acme.test' }));
    const panel = await screen.findByRole('region', { name: 'Invitation link for ivy@acme.test' });
    expect(within(panel).getByText(invitationMessages.emailed('ivy@acme.test'))).toBeTruthy();
    expect(onMessage).toHaveBeenCalledWith(invitationMessages.linkReady('ivy@acme.test'));
    expect(api.count('POST /api/admin/access-list/e1/invitation')).toBe(1);
  });
});
