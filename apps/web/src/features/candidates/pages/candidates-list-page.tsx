import {
  CloseButton,
  Container,
  Group,
  Loader,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { candidateMessages, formatCount } from '@rw/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useCallback } from 'react';
import { useCandidateList } from '#/features/candidates/api/candidates';
import {
  CandidatesListSkeleton,
  CandidatesLoadError,
  DomainAccessInfo,
  NoCandidatesYet,
  NoSearchMatches,
} from '#/features/candidates/pages/components/candidates-list-states';
import { CandidatesTable } from '#/features/candidates/pages/components/candidates-table';
import { useCandidateSearch } from '#/features/candidates/pages/hooks/use-candidate-search';

type CandidatesListPageProps = {
  onOpenCandidate: (id: string) => void;
  /** The signed-in user's organisation domain, named in the 'Domain-Based Access' box. */
  domain?: string;
  /**
   * Retry after a failed load; by default it reloads the page (docs/product/candidates.md#candidates-list).
   */
  onReload?: () => void;
};

const reloadPage = () => window.location.reload();

/**
 * The candidates list (docs/product/candidates.md#candidates-list): every candidate of the caller's
 * organisation, searched on the server as the user types (debounced), loaded page by page as the table
 * scrolls, with the count line 'x of y candidates', both empty states, the load error with Retry and the
 * 'Domain-Based Access' box.
 */
export function CandidatesListPage({
  onOpenCandidate,
  domain,
  onReload = reloadPage,
}: CandidatesListPageProps) {
  const search = useCandidateSearch();
  const list = useCandidateList(search.query);
  const { fetchNextPage } = list;
  const handleLoadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const first = list.data?.pages[0];
  const rows = list.data?.pages.flatMap((p) => p.candidates) ?? [];
  const searching = list.isPlaceholderData || search.input.trim() !== search.query;

  let content: ReactNode;
  if (list.isError && !list.data) content = <CandidatesLoadError onRetry={onReload} />;
  else if (!first) content = <CandidatesListSkeleton />;
  else if (first.total.value === 0) content = <NoCandidatesYet />;
  else if (rows.length === 0) content = <NoSearchMatches query={search.query} onClear={search.clear} />;
  else {
    content = (
      <CandidatesTable
        key={search.query}
        rows={rows}
        rowCount={first.matching.capped ? null : first.matching.value}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        nextPageFailed={list.isFetchNextPageError}
        onLoadMore={handleLoadMore}
        onOpen={onOpenCandidate}
        stale={list.isPlaceholderData}
      />
    );
  }

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1}>{candidateMessages.listTitle}</Title>
            <Text c="dimmed">Everyone your organization has added to its jobs, in one searchable list.</Text>
          </div>
          {first ? (
            <Text fw={500} role="status" data-testid="candidates-count">
              {`${formatCount(first.matching)} of ${formatCount(first.total)} candidates`}
            </Text>
          ) : (
            !list.isError && <Skeleton height={14} width={160} aria-hidden />
          )}
        </Group>
        <TextInput
          value={search.input}
          onChange={(event) => search.setInput(event.currentTarget.value)}
          placeholder={candidateMessages.searchPlaceholder}
          aria-label="Search candidates"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            searching ? (
              <Loader size="xs" aria-label="Searching" />
            ) : search.input ? (
              <CloseButton size="sm" aria-label="Clear search" onClick={search.clear} />
            ) : null
          }
          maxLength={200}
          size="md"
        />
        {content}
        <DomainAccessInfo domain={domain} />
      </Stack>
    </Container>
  );
}
