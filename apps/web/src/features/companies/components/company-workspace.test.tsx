// @vitest-environment jsdom
import { type Company, companyMessages, type Role } from '@rw/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyWorkspace } from '#/features/companies/components/company-workspace';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

/*
 * Companies seen as a member (docs/product/companies.md#visibility): marked 'Shared with you', Delete Company
 * only for their owner or creator or an admin, and not counted towards the 8 a user may create.
 */

setUpComponentTests();

const company = (id: string, name: string, owner: string): Company => ({
  id,
  owner_user_id: owner,
  created_by: owner,
  name,
  size: null,
  website: null,
  description: null,
  company_values: [],
  company_benefits: [],
  job_spec_intro: null,
  industry: null,
  location: null,
  founded: null,
  tone_of_voice_instructions: null,
  tone_of_voice_source_text: null,
  tone_of_voice_last_updated: null,
  is_public: true,
  company_domain: 'acme.test',
  created_at: '2026-03-02T09:00:00.000Z',
  updated_at: '2026-03-02T09:00:00.000Z',
  domain: 'acme.test',
});

function renderWorkspace(companies: Company[], user: { id: string; role: Role }) {
  mockFetch({
    'GET /api/companies': { json: { companies } },
    'GET /api/companies/default-tone': { json: { tone: 'Plain and warm.' } },
  });
  renderWithProviders(<CompanyWorkspace user={user} onSignInAgain={() => {}} />);
}

describe('Company Configuration: companies seen as a member', () => {
  it("marks a colleague's company shared, without Delete Company; the user's own keeps it", async () => {
    renderWorkspace([company('c1', 'Own Co', 'u1'), company('c2', 'Kestrel Health', 'u2')], {
      id: 'u1',
      role: 'recruiter',
    });
    expect(await screen.findByRole('heading', { name: 'Own Co' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Company' })).toBeTruthy();
    expect(screen.queryByText(companyMessages.sharedBadge)).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Kestrel Health' }));
    expect(await screen.findByRole('heading', { name: 'Kestrel Health' })).toBeTruthy();
    expect(screen.getByText(companyMessages.sharedBadge)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Company' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Company' })).toBeNull();
  });

  it('offers an admin Delete Company on a shared company', async () => {
    renderWorkspace([company('c2', 'Kestrel Health', 'u2')], { id: 'u1', role: 'admin' });
    expect(await screen.findByText(companyMessages.sharedBadge)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Company' })).toBeTruthy();
  });

  it('still offers New Company with 8 shared companies, and not with 8 of the user’s own', async () => {
    const shared = Array.from({ length: 8 }, (_, i) => company(`s${i}`, `Shared ${i}`, 'u2'));
    renderWorkspace(shared, { id: 'u1', role: 'recruiter' });
    expect(await screen.findByRole('button', { name: /New Company/ })).toBeTruthy();
  });

  it('hides New Company once the user owns 8', async () => {
    const own = Array.from({ length: 8 }, (_, i) => company(`o${i}`, `Own ${i}`, 'u1'));
    renderWorkspace(own, { id: 'u1', role: 'recruiter' });
    expect(await screen.findByRole('heading', { name: 'Own 0' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New Company/ })).toBeNull();
  });
});
