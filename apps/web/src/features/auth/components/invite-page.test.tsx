// @vitest-environment jsdom
import { INVITATION_TOKEN_FIELD, invitationMessages } from '@rw/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#/features/auth/components/auth-provider';
import { InvitePage } from '#/features/auth/components/invite-page';
import { useAuth } from '#/features/auth/hooks/use-auth';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

setUpComponentTests();

const TOKEN = 'tok_4b1d-Example-Token';
const EMAIL = 'ivy@acme.test';
const user = {
  id: 'u1',
  email: EMAIL,
  name: 'Ivy Invited',
  picture: null,
  role: 'recruiter',
  domain: 'acme.test',
  createdAt: '2026-03-02T09:00:00.000Z',
  lastLogin: '2026-03-02T09:00:00.000Z',
};
const unauthenticated = {
  status: 401,
  json: { error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } },
};

/** The server: the link of TOKEN is valid until `signUp` answers; /api/me knows the user once signed up. */
function server(signUp: { status?: number; json: unknown } = { json: { token: 't', user } }) {
  let signedUp = false;
  return mockFetch({
    'POST /api/auth/invitation': (call) =>
      (call.body as { token: string }).token === TOKEN
        ? { json: { email: EMAIL, expires_at: '2026-03-09T09:00:00.000Z' } }
        : { status: 404, json: { error: { code: 'NOT_FOUND', message: invitationMessages.invalid } } },
    'POST /api/auth/sign-up/email': () => {
      signedUp = (signUp.status ?? 200) === 200;
      return signUp;
    },
    'GET /api/session': { json: { user: null, expired: false } },
    'GET /api/me': () => (signedUp ? { json: { user } } : unauthenticated),
  });
}

function SignedInAs() {
  const { user: current } = useAuth();
  return <p>{current ? `Signed in as ${current.email}` : 'Signed out'}</p>;
}

/** Pages render once the start-up session check is over, as under the app's router. */
function WhenReady({ children }: { children: ReactNode }) {
  return useAuth().ready ? children : null;
}

function renderInvite(token: string) {
  const onAccepted = vi.fn();
  renderWithProviders(
    <AuthProvider>
      <WhenReady>
        <InvitePage token={token} onAccepted={onAccepted} />
        <SignedInAs />
      </WhenReady>
    </AuthProvider>,
  );
  return { onAccepted };
}

const field = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`), { selector: 'input' });

describe('Invite page', () => {
  it('shows the invited e-mail, sets the password from the link and signs the new account in', async () => {
    const api = server();
    const { onAccepted } = renderInvite(TOKEN);

    expect(await screen.findByRole('heading', { name: invitationMessages.pageTitle })).toBeTruthy();
    const email = await screen.findByDisplayValue(EMAIL);
    expect((email as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText(/This link works once and expires on Mar \d+, 2026/)).toBeTruthy();

    fireEvent.change(field('Name'), { target: { value: '  Ivy Invited ' } });
    fireEvent.change(field('Password'), { target: { value: 'chosen-password' } });
    fireEvent.click(screen.getByRole('button', { name: invitationMessages.submit }));

    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(`Signed in as ${EMAIL}`)).toBeTruthy();
    const signUp = api.calls.find((c) => c.url === '/api/auth/sign-up/email');
    expect(signUp?.body).toEqual({
      name: 'Ivy Invited',
      email: EMAIL,
      password: 'chosen-password',
      [INVITATION_TOKEN_FIELD]: TOKEN,
    });
  });

  it('checks the name and the password before sending anything', async () => {
    const api = server();
    renderInvite(TOKEN);
    await screen.findByDisplayValue(EMAIL);

    fireEvent.change(field('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: invitationMessages.submit }));

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(api.count('POST /api/auth/sign-up/email')).toBe(0);
  });

  it('says a link cannot be used, without a form, for an unknown, used or expired token', async () => {
    server();
    renderInvite('used-or-unknown');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', invitationMessages.invalid);
    expect(screen.queryByRole('button', { name: invitationMessages.submit })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('says the same for a link without a token, asking the server nothing about it', async () => {
    const api = server();
    renderInvite('');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', invitationMessages.invalid);
    expect(api.count('POST /api/auth/invitation')).toBe(0);
  });

  it("shows the server's refusal when the link was used meanwhile, and stays signed out", async () => {
    server({ status: 403, json: { code: 'INVITATION_INVALID', message: invitationMessages.invalid } });
    const { onAccepted } = renderInvite(TOKEN);
    await screen.findByDisplayValue(EMAIL);
    fireEvent.change(field('Name'), { target: { value: 'Ivy' } });
    fireEvent.change(field('Password'), { target: { value: 'chosen-password' } });
    fireEvent.click(screen.getByRole('button', { name: invitationMessages.submit }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', invitationMessages.invalid);
    expect(onAccepted).not.toHaveBeenCalled();
    expect(screen.getByText('Signed out')).toBeTruthy();
  });
});
