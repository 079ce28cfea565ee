import { Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { candidateMessages, eraseMergeMessages } from '@rw/core';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { candidatesKeys, getCandidates } from '#/features/candidates/api/candidates';
import { useCandidateSearch } from '#/features/candidates/pages/hooks/use-candidate-search';
import { candidateFullName, titleAtCompany } from '#/features/candidates/pages/utils/candidate-format';

/** Matches shown while searching for the duplicate. */
const MATCHES = 8;

/**
 * The first step of 'Merge with…' (docs/product/candidates.md#merge): the organisation's candidates searched
 * as on the candidates list (`GET /api/candidates?q=`, 250 ms after typing stops), the survivor left out;
 * picking one calls `onPick` with its id.
 */
export function MergeDuplicateSearch({
  survivorId,
  onPick,
}: {
  survivorId: string;
  onPick: (id: string) => void;
}) {
  const search = useCandidateSearch();
  const matches = useQuery({
    queryKey: [...candidatesKeys.list(search.query), 'merge', MATCHES],
    queryFn: ({ signal }) => getCandidates({ q: search.query, cursor: null, limit: MATCHES + 1 }, signal),
    enabled: search.query.length > 0,
    placeholderData: keepPreviousData,
  });
  const others = (matches.data?.candidates ?? []).filter((c) => c.id !== survivorId).slice(0, MATCHES);
  return (
    <Stack gap="sm">
      <TextInput
        label={eraseMergeMessages.mergeSearchLabel}
        placeholder={eraseMergeMessages.mergeSearchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={matches.isFetching ? <Loader size="xs" /> : null}
        value={search.input}
        onChange={(event) => search.setInput(event.currentTarget.value)}
        data-autofocus
      />
      {matches.isError && (
        <Text c="red" size="sm" role="alert">
          {candidateMessages.failedToLoadCandidates}
        </Text>
      )}
      {search.query && matches.isSuccess && others.length === 0 && (
        <Text c="dimmed" size="sm">
          {eraseMergeMessages.mergeNoMatch}
        </Text>
      )}
      {others.length > 0 && (
        <ScrollArea.Autosize mah={360}>
          <Stack
            gap={4}
            component="ul"
            aria-label="Matching candidates"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {others.map((c) => {
              const name = candidateFullName(c) || c.email || 'Unnamed candidate';
              const detail = [c.email, titleAtCompany(c), c.location].filter(Boolean).join(' · ');
              return (
                <li key={c.id}>
                  <UnstyledButton
                    onClick={() => onPick(c.id)}
                    p="xs"
                    w="100%"
                    style={{
                      borderRadius: 'var(--mantine-radius-sm)',
                      border: '1px solid var(--mantine-color-default-border)',
                    }}
                  >
                    <Text fw={600} size="sm">
                      {name}
                    </Text>
                    {detail && (
                      <Text size="xs" c="dimmed">
                        {detail}
                      </Text>
                    )}
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
