// @vitest-environment jsdom
import { accessTokenMessages } from '@rw/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#/test/fetch-mock';
import { setUpComponentTests } from '#/test/render';
import { installPageShims, renderPage } from '#/test/render-page';
import { AccessTokensPage } from './access-tokens-page';
import { AccessTokensSettings } from './access-tokens-settings';

setUpComponentTests();
installPageShims();

const token = (over: Record<string, unknown> = {}) => ({
  id: '0b8f6a62-3f0e-4e55-9d43-3c1f1a3c6f01',
  name: 'Laptop',
  hint: 'rwpat_Ab3x',
  status: 'active',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: null,
  last_used_at: null,
  revoked_at: null,
  ...over,
});
const secret = `rwpat_${'A'.repeat(43)}`;

describe('Access tokens (the user menu)', () => {
  it('creates a token and shows its secret once, with the warning', async () => {
    const api = mockFetch({
      'GET /api/access-tokens': { json: { tokens: [token()] } },
      'POST /api/access-tokens': {
        status: 201,
        json: {
          token: token({ id: '5d1c2a9e-0000-4000-8000-000000000002', name: 'Content Extractor' }),
          secret,
        },
      },
    });
    renderPage(<AccessTokensPage />, { path: '/access-tokens', url: '/access-tokens' });
    expect(await screen.findByRole('table', { name: 'Your access tokens' })).toBeTruthy();
    expect(screen.getByText('rwpat_Ab3x…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(api.count('POST /api/access-tokens')).toBe(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Content Extractor',
      expires_in_days: 30,
    });
    expect((await screen.findByTestId('new-access-token')).textContent).toBe(secret);
    expect(screen.getByText(accessTokenMessages.created)).toBeTruthy();
  });

  it('revokes a token after asking', async () => {
    const api = mockFetch({
      'GET /api/access-tokens': { json: { tokens: [token()] } },
      'DELETE /api/access-tokens/': { json: {} },
    });
    renderPage(<AccessTokensPage />, { path: '/access-tokens', url: '/access-tokens' });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Laptop' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(accessTokenMessages.confirmRevoke('Laptop'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.count('DELETE /api/access-tokens/')).toBe(1));
  });
});

describe('System Settings → Personal access tokens', () => {
  it("lists the organisation's tokens with their owners", async () => {
    mockFetch({
      'GET /api/organization/access-tokens': {
        json: {
          tokens: [
            token({ user: { id: 'u2', name: 'Remy Recruiter', email: 'remy@acme.test' } }),
            token({
              id: '0b8f6a62-3f0e-4e55-9d43-3c1f1a3c6f09',
              name: 'Old',
              status: 'revoked',
              revoked_at: '2026-11-21T10:00:00.000Z',
              user: { id: 'u3', name: 'Ada Admin', email: 'ada@acme.test' },
            }),
          ],
        },
      },
    });
    renderPage(<AccessTokensSettings />, { path: '/admin/settings', url: '/admin/settings' });
    const table = await screen.findByRole('table', { name: 'Personal access tokens of the organization' });
    expect(within(table).getByText('remy@acme.test')).toBeTruthy();
    expect(within(table).getByText('Revoked')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Revoke / })).toHaveLength(1);
  });
});
