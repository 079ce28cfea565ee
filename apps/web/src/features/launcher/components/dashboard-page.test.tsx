// @vitest-environment jsdom
import {
  appCatalogue,
  CONTENT_EXTRACTOR_DOWNLOAD_PATH,
  contentExtractorInstallSteps,
  contentExtractorMessages,
} from '@rw/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '#/features/launcher/components/dashboard-page';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

setUpComponentTests();

function renderDashboard() {
  const api = mockFetch({ 'POST /api/activities': { status: 201, json: { id: 'a1' } } });
  const onNavigate = vi.fn();
  renderWithProviders(
    <DashboardPage isAdmin section={undefined} onSectionChange={() => {}} onNavigate={onNavigate} />,
  );
  return { api, onNavigate };
}

const tile = (name: string) => screen.getByRole('button', { name });

describe('Dashboard: a tool shows its real status', () => {
  it('marks every tool not built yet as coming soon (grey dot and badge), and built ones by their status', () => {
    renderDashboard();
    const unbuilt = appCatalogue.filter((a) => a.status === 'coming-soon').map((a) => a.name);
    expect(unbuilt).not.toContain('Content Extractor');
    expect(unbuilt).not.toContain('LinkedIn Parser');
    for (const name of unbuilt) {
      const card = tile(name);
      expect(within(card).getByRole('img', { name: 'Coming soon' })).toBeTruthy();
      expect(within(card).getByText('Coming soon')).toBeTruthy();
      expect(within(card).queryByRole('img', { name: 'Active' })).toBeNull();
    }
    expect(within(tile('Reviewer')).getByRole('img', { name: 'Active' })).toBeTruthy();
    expect(within(tile('CSV Sorter')).getByRole('img', { name: 'Active' })).toBeTruthy();
    const screenEvaluation = tile('Screen Evaluation');
    expect(within(screenEvaluation).getByRole('img', { name: 'Beta' })).toBeTruthy();
    expect(within(screenEvaluation).queryByText('Coming soon')).toBeNull();
    expect(within(tile('Role Builder')).getByRole('img', { name: 'Beta' })).toBeTruthy();
  });

  const comingSoon = appCatalogue.find((a) => a.status === 'coming-soon');
  it.runIf(comingSoon)(
    'opens a coming-soon tool with Launch Application disabled and "Coming soon" beside it',
    async () => {
      const { api, onNavigate } = renderDashboard();
      const open = vi.fn();
      vi.stubGlobal('open', open);
      fireEvent.click(tile(comingSoon?.name ?? ''));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Coming soon', { selector: '.mantine-Badge-label' })).toBeTruthy();
      const launch = within(dialog).getByRole('button', { name: 'Launch Application' });
      expect(launch).toHaveProperty('disabled', true);
      expect(launch.getAttribute('aria-describedby')).toBe('launch-unavailable-hint');
      expect(document.getElementById('launch-unavailable-hint')?.textContent).toBe('Coming soon');
      fireEvent.click(launch);
      expect(open).not.toHaveBeenCalled();
      expect(onNavigate).not.toHaveBeenCalled();
      expect(api.count('POST /api/activities')).toBe(1);
    },
  );

  it('offers the Content Extractor as a download with its install steps, not a launch', async () => {
    renderDashboard();
    fireEvent.click(tile('Content Extractor'));
    const dialog = await screen.findByRole('dialog');
    const download = within(dialog).getByRole('link', { name: contentExtractorMessages.download });
    expect(download.getAttribute('href')).toBe(CONTENT_EXTRACTOR_DOWNLOAD_PATH);
    for (const step of contentExtractorInstallSteps) expect(within(dialog).getByText(step)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Launch Application' })).toBeNull();
  });

  it('launches a built tool', async () => {
    renderDashboard();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    fireEvent.click(tile('Screen Evaluation'));
    const dialog = await screen.findByRole('dialog');
    const launch = within(dialog).getByRole('button', { name: 'Launch Application' });
    expect(launch).toHaveProperty('disabled', false);
    expect(within(dialog).queryByText('Coming soon')).toBeNull();
    fireEvent.click(launch);
    expect(open).toHaveBeenCalledWith('/apps/screen-evaluation', '_blank', 'noopener');
  });
});
