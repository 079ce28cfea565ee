// @vitest-environment jsdom
import { candidateMessages } from '@rw/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CandidatesListPage } from '#/features/candidates/pages/candidates-list-page';
import { listItem, listPage } from '#/features/candidates/pages/test/page-factories';
import { fetchedUrls, installPageShims, mockFetchByUrl, renderPage } from '#/test/render-page';

beforeAll(installPageShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList(props: { onOpenCandidate?: (id: string) => void; onReload?: () => void } = {}) {
  const onOpenCandidate = props.onOpenCandidate ?? vi.fn();
  const view = renderPage(
    <CandidatesListPage onOpenCandidate={onOpenCandidate} onReload={props.onReload} domain="example.com" />,
    { path: '/candidates', url: '/candidates' },
  );
  return { ...view, onOpenCandidate };
}

const searchBox = () => screen.getByPlaceholderText(candidateMessages.searchPlaceholder);

describe('Candidates list page', () => {
  it('shows the title, the count line, the columns, the rows and the Domain-Based Access box', async () => {
    const ada = listItem({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' });
    const alan = listItem({ first_name: 'Alan', last_name: 'Turing', current_title: null, phone: null });
    const fetch = mockFetchByUrl(() => ({
      body: listPage([ada, alan], { total: { value: 7, capped: false } }),
    }));
    renderList();

    expect(await screen.findByRole('heading', { level: 1, name: 'Candidates' })).toBeTruthy();
    expect(await screen.findByText('2 of 7 candidates')).toBeTruthy();
    for (const column of ['Name', 'Current Position', 'Contact', 'Location', 'Added']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    const rows = screen.getAllByTestId('candidate-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Ada Lovelace')).toBeTruthy();
    expect(first.getByText('ada@example.com')).toBeTruthy();
    expect(first.getByText('Engineer')).toBeTruthy();
    expect(first.getByText('Analytical Engines')).toBeTruthy();
    expect(first.getByText('London, UK')).toBeTruthy();
    expect(first.getByText('Mar 4, 2026')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Email Ada Lovelace' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    );
    expect(first.getByRole('link', { name: 'Call Ada Lovelace' }).getAttribute('href')).toBe(
      'tel:+442079460000',
    );
    const linkedin = first.getByRole('link', { name: 'LinkedIn profile of Ada Lovelace' });
    expect(linkedin.getAttribute('href')).toBe('https://www.linkedin.com/in/ada');
    expect(linkedin.getAttribute('target')).toBe('_blank');
    expect(within(rows[1]!).queryByRole('link', { name: /^Call/ })).toBeNull();

    const info = screen.getByRole('note');
    expect(within(info).getByText(candidateMessages.domainAccessTitle)).toBeTruthy();
    expect(info.textContent).toContain("organization's e-mail domain (@example.com)");
    const [url] = fetchedUrls(fetch);
    expect(url!.pathname).toBe('/api/candidates');
    expect(url!.searchParams.has('q')).toBe(false);
    expect(url!.searchParams.get('limit')).toBe('100');
  });

  it('opens a candidate on a row click or Enter, but not from its contact links', async () => {
    const ada = listItem({ first_name: 'Ada', last_name: 'Lovelace' });
    mockFetchByUrl(() => ({ body: listPage([ada]) }));
    const { onOpenCandidate } = renderList();
    const row = await screen.findByTestId('candidate-row');

    fireEvent.click(within(row).getByRole('link', { name: 'Email Ada Lovelace' }));
    fireEvent.keyDown(within(row).getByRole('link', { name: 'Email Ada Lovelace' }), { key: 'Enter' });
    expect(onOpenCandidate).not.toHaveBeenCalled();

    fireEvent.click(within(row).getByText('London, UK'));
    expect(onOpenCandidate).toHaveBeenLastCalledWith(ada.id);
    row.focus();
    expect(row.tabIndex).toBe(0);
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(onOpenCandidate).toHaveBeenCalledTimes(2);
  });

  it("shows capped counts as '1,000+'", async () => {
    mockFetchByUrl(() => ({
      body: listPage([listItem()], {
        matching: { value: 1000, capped: true },
        total: { value: 1000, capped: true },
        next_cursor: null,
      }),
    }));
    renderList();
    expect(await screen.findByText('1,000+ of 1,000+ candidates')).toBeTruthy();
  });

  it("shows 'No candidates yet' with 'Go to Jobs' when the organisation has none", async () => {
    mockFetchByUrl(() => ({ body: listPage([]) }));
    const { router } = renderList();
    expect(await screen.findByText(candidateMessages.noCandidatesYet)).toBeTruthy();
    expect(screen.getByText('0 of 0 candidates')).toBeTruthy();
    const goToJobs = screen.getByRole('link', { name: 'Go to Jobs' });
    expect(goToJobs.getAttribute('href')).toBe('/jobs/my-jobs');
    fireEvent.click(goToJobs);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/my-jobs'));
  });

  it('searches on the server after a typing pause, and Clear Search lists all again', async () => {
    const fetch = mockFetchByUrl((url) => {
      const q = url.searchParams.get('q');
      if (q === 'zzz') {
        return {
          body: listPage([], { matching: { value: 0, capped: false }, total: { value: 3, capped: false } }),
        };
      }
      return { body: listPage([listItem(), listItem(), listItem()]) };
    });
    renderList();
    expect(await screen.findByText('3 of 3 candidates')).toBeTruthy();

    fireEvent.change(searchBox(), { target: { value: '  zzz ' } });
    expect(fetchedUrls(fetch).some((u) => u.searchParams.has('q'))).toBe(false);
    expect(await screen.findByText(candidateMessages.noSearchMatches)).toBeTruthy();
    expect(screen.getByText('0 of 3 candidates')).toBeTruthy();
    const searched = fetchedUrls(fetch).filter((u) => u.searchParams.has('q'));
    expect(searched.map((u) => u.searchParams.get('q'))).toEqual(['zzz']);

    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect((searchBox() as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('3 of 3 candidates')).toBeTruthy();
    expect(screen.getAllByTestId('candidate-row')).toHaveLength(3);
  });

  it('keeps the previous rows on screen while a new search loads', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFetchByUrl(async (url) => {
      if (url.searchParams.get('q') === 'ada') {
        await gate;
        return { body: listPage([listItem({ first_name: 'Only', last_name: 'Ada' })]) };
      }
      return { body: listPage([listItem(), listItem()]) };
    });
    renderList();
    expect(await screen.findByText('2 of 2 candidates')).toBeTruthy();
    fireEvent.change(searchBox(), { target: { value: 'ada' } });
    expect(await screen.findByLabelText('Searching')).toBeTruthy();
    expect(screen.getAllByTestId('candidate-row')).toHaveLength(2);
    release();
    expect(await screen.findByText('Only Ada')).toBeTruthy();
    expect(screen.getAllByTestId('candidate-row')).toHaveLength(1);
  });

  it("shows 'Error Loading Candidates' with Retry, which reloads the page", async () => {
    mockFetchByUrl(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }));
    const onReload = vi.fn();
    renderList({ onReload });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(candidateMessages.errorLoadingCandidates)).toBeTruthy();
    expect(within(alert).getByText(candidateMessages.failedToLoadCandidates)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('loads the next page with the cursor as the end of the list comes into view', async () => {
    const fetch = mockFetchByUrl((url) =>
      url.searchParams.get('cursor') === 'page-2'
        ? { body: listPage([listItem({ first_name: 'Second', last_name: 'Page' })]) }
        : {
            body: listPage([listItem(), listItem()], {
              matching: { value: 3, capped: false },
              total: { value: 3, capped: false },
              next_cursor: 'page-2',
            }),
          },
    );
    renderList();
    expect(await screen.findByText('Second Page')).toBeTruthy();
    expect(screen.getAllByTestId('candidate-row')).toHaveLength(3);
    expect(fetchedUrls(fetch).map((u) => u.searchParams.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('renders only the rows in view of a long list (virtualised)', async () => {
    const many = Array.from({ length: 2000 }, () => listItem());
    mockFetchByUrl(() => ({
      body: listPage(many, { matching: { value: 2000, capped: true }, total: { value: 2000, capped: true } }),
    }));
    renderList();
    expect(await screen.findByText('1,000+ of 1,000+ candidates')).toBeTruthy();
    const rendered = screen.getAllByTestId('candidate-row').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
  });
});
