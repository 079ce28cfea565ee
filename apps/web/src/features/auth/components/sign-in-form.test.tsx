// @vitest-environment jsdom
import { invitationMessages, messages } from '@rw/core';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '#/features/auth/components/auth-provider';
import { SignInForm } from '#/features/auth/components/sign-in-form';
import { useAuth } from '#/features/auth/hooks/use-auth';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

setUpComponentTests();

/** The start-up session check of a signed-out visitor. */
const signedOut = { json: { user: null, expired: false } };

function WhenReady({ children }: { children: ReactNode }) {
  return useAuth().ready ? children : null;
}

function renderForm() {
  renderWithProviders(
    <AuthProvider>
      <WhenReady>
        <SignInForm googleEnabled />
      </WhenReady>
    </AuthProvider>,
  );
}

async function signIn(email: string) {
  fireEvent.change(await screen.findByLabelText(/^Email/, { selector: 'input' }), {
    target: { value: email },
  });
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
    target: { value: 'a-password' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Sign-in form', () => {
  it('points people without an account to their invitation link, asking the server nothing', async () => {
    const api = mockFetch({ 'GET /api/session': signedOut });
    renderForm();
    expect(await screen.findByText(invitationMessages.signInHint)).toBeTruthy();
    fireEvent.blur(screen.getByLabelText(/^Email/, { selector: 'input' }));
    expect(api.count('POST')).toBe(0);
  });

  it('sends a domain-wide e-mail to Google before any password is sent', async () => {
    const api = mockFetch({
      'GET /api/session': signedOut,
      'POST /api/auth/access-check': { json: { allowed: true, useGoogle: true } },
    });
    renderForm();
    await signIn('new.hire@team.test');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messages.domainUsesGoogle);
    expect(api.count('POST /api/auth/sign-in/email')).toBe(0);
  });

  it('shows the lockout answer of the server as it is', async () => {
    const locked = 'Too many failed sign-in attempts. Try again in 2 minutes.';
    mockFetch({
      'GET /api/session': signedOut,
      'POST /api/auth/access-check': { json: { allowed: true, useGoogle: false } },
      'POST /api/auth/sign-in/email': { status: 429, json: { code: 'ACCOUNT_LOCKED', message: locked } },
    });
    renderForm();
    await signIn('ada@acme.test');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', locked);
  });
});
