// @vitest-environment jsdom
import { invitationMessages, userManagementMessages as m } from '@rw/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserManagementPage } from '#/features/admin/components/user-management/user-management-page';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

setUpComponentTests();

const user = (over: Record<string, unknown>) => ({
  id: 'u2',
  email: 'remy@acme.test',
  name: 'Remy Recruiter',
  role: 'recruiter',
  is_active: true,
  last_login: '2026-03-02T09:00:00.000Z',
  created_at: '2026-03-01T09:00:00.000Z',
  ...over,
});
const view = {
  domain: 'acme.test',
  users: [
    user({ id: 'me', email: 'ada@acme.test', name: 'Ada Admin', role: 'admin' }),
    user({}),
    user({ id: 'u3', email: 'nora@acme.test', name: 'Nora Newcomer', last_login: null }),
  ],
  invitations: [
    {
      id: 'i1',
      email: 'ivy@acme.test',
      role: 'admin',
      invited_by: 'ada@acme.test',
      created_at: '2026-03-02T09:00:00.000Z',
      invitation: { expires_at: '2026-03-09T09:00:00.000Z', expired: false },
    },
  ],
};
const link = {
  url: 'https://hr.acme.test/invite#tok',
  expires_at: '2026-03-09T09:00:00.000Z',
  emailed: false,
  email_error: null,
};
const banner = () => screen.findByTestId('admin-message');
/** The People table once its rows have loaded. */
async function peopleTable() {
  const table = await screen.findByRole('table', { name: 'People' });
  await within(table).findByRole('row', { name: /Remy Recruiter/ });
  return table;
}

describe('User Management', () => {
  it('lists the people with their last login or Never, and the pending invitations', async () => {
    mockFetch({ 'GET /api/organization/users': { json: view } });
    renderWithProviders(<UserManagementPage currentUserId="me" />);
    const people = await peopleTable();
    expect(
      within(within(people).getByRole('row', { name: /Nora Newcomer/ })).getByText('Never'),
    ).toBeTruthy();
    const me = within(people).getByRole('row', { name: /Ada Admin/ });
    expect(within(me).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    const pending = screen.getByRole('table', { name: 'Pending invitations' });
    expect(within(pending).getByRole('row', { name: /ivy@acme\.test/ })).toBeTruthy();
    expect(screen.getByText(m.subtitle('acme.test'))).toBeTruthy();
  });

  it('invites a colleague and shows the link once', async () => {
    const api = mockFetch({
      'GET /api/organization/users': { json: view },
      'POST /api/organization/invitations': (call) => ({
        status: 201,
        json: {
          invitation: { ...view.invitations[0], id: 'i2', email: (call.body as { email: string }).email },
          invitation_link: link,
        },
      }),
    });
    renderWithProviders(<UserManagementPage currentUserId="me" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'sam@acme.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect((await banner()).textContent).toBe(invitationMessages.linkReady('sam@acme.test'));
    expect(await screen.findByRole('region', { name: 'Invitation link for sam@acme.test' })).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'sam@acme.test',
      role: 'recruiter',
    });
  });

  it('deletes after the confirmation, with the spec messages for success and failure', async () => {
    let fail = false;
    mockFetch({
      'GET /api/organization/users': { json: view },
      'DELETE /api/organization/users/': () =>
        fail ? { status: 409, json: { error: { code: 'CONFLICT', message: m.lastAdmin } } } : { json: {} },
    });
    renderWithProviders(<UserManagementPage currentUserId="me" />);
    const people = await peopleTable();
    fireEvent.click(
      within(within(people).getByRole('row', { name: /Remy Recruiter/ })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(m.confirmDelete)).toBeTruthy();
    expect(m.confirmDelete).toBe('Are you sure you want to delete this user?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect((await banner()).textContent).toBe('User deleted successfully'));

    fail = true;
    fireEvent.click(
      within(within(people).getByRole('row', { name: /Nora Newcomer/ })).getByRole('button', {
        name: 'Delete',
      }),
    );
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(async () =>
      expect((await banner()).textContent).toBe(`Error deleting user: ${m.lastAdmin}`),
    );
  });

  it('deactivates with the spec messages, and shows the server’s reason when refused', async () => {
    let fail = false;
    mockFetch({
      'GET /api/organization/users': { json: view },
      'PATCH /api/organization/users/u2': (call) =>
        fail
          ? { status: 409, json: { error: { code: 'CONFLICT', message: m.lastAdmin } } }
          : { json: user({ ...(call.body as object) }) },
    });
    renderWithProviders(<UserManagementPage currentUserId="me" />);
    const row = within(await peopleTable()).getByRole('row', {
      name: /Remy/,
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    await waitFor(async () => expect((await banner()).textContent).toBe('User status updated successfully'));
    fail = true;
    fireEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    await waitFor(async () =>
      expect((await banner()).textContent).toBe(`Error updating user status: ${m.lastAdmin}`),
    );
    expect((await banner()).getAttribute('role')).toBe('alert');
  });
});
