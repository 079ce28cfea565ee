// @vitest-environment jsdom
import { messages } from '@rw/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#/features/auth/components/auth-provider';
import { useAuth } from '#/features/auth/hooks/use-auth';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

setUpComponentTests();
afterEach(() => {
  vi.restoreAllMocks();
});

const user = {
  id: 'u1',
  email: 'ada@acme.test',
  name: 'Ada Lovelace',
  picture: null,
  role: 'recruiter',
  domain: 'acme.test',
  createdAt: '2026-03-02T09:00:00.000Z',
  lastLogin: '2026-03-02T09:00:00.000Z',
};

function State() {
  const { ready, user: current, error } = useAuth();
  if (!ready) return <p>Checking</p>;
  return (
    <>
      <p>{current ? `Signed in as ${current.email}` : 'Signed out'}</p>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

function renderProvider() {
  const errors = vi.spyOn(console, 'error');
  renderWithProviders(
    <AuthProvider>
      <State />
    </AuthProvider>,
  );
  return { errors };
}

describe('Start-up session check', () => {
  it('finds a signed-out visitor with one 200 answer: no 401 for the console, no /api/me', async () => {
    const api = mockFetch({ 'GET /api/session': { json: { user: null, expired: false } } });
    const { errors } = renderProvider();
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/session']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('signs in the user the server knows', async () => {
    mockFetch({ 'GET /api/session': { json: { user, expired: false } } });
    renderProvider();
    expect(await screen.findByText('Signed in as ada@acme.test')).toBeTruthy();
  });

  it("says 'Session expired. Please sign in again.' for a session cookie the server no longer knows", async () => {
    mockFetch({ 'GET /api/session': { json: { user: null, expired: true } } });
    renderProvider();
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(messages.sessionExpired);
  });

  it('shows the access-list refusal', async () => {
    mockFetch({
      'GET /api/session': {
        status: 403,
        json: { error: { code: 'ACCESS_DENIED', message: messages.accessDenied } },
      },
    });
    renderProvider();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messages.accessDenied);
  });
});
