import {
  Alert,
  Button,
  FileButton,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { cvSorterMessages } from '@rw/core';
import { IconDownload, IconSearch, IconUpload } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  exportCompanyDataset,
  getCompanyDataset,
  importCompanyDataset,
} from '#/features/cv-sorter/api/company-dataset';
import { cvSorterKeys } from '#/features/cv-sorter/api/keys';
import { CompanyDatasetRow } from '#/features/cv-sorter/components/company-dataset-row';

type CompanyDatasetModalProps = { opened: boolean; isAdmin: boolean; onClose: () => void };

/**
 * The organisation's company dataset (docs/product/cv-sorter.md#company-descriptions): the descriptions runs
 * use and generate, searchable by name; anyone edits a description; an admin imports a JSON file of
 * `[{"name", "description"}]` and exports the same.
 */
export function CompanyDatasetModal({ opened, isAdmin, onClose }: CompanyDatasetModalProps) {
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [query] = useDebouncedValue(q.trim(), 250);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const page = useInfiniteQuery({
    queryKey: cvSorterKeys.dataset(query),
    queryFn: ({ pageParam, signal }) => getCompanyDataset({ q: query, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: opened,
  });
  const importFile = useMutation({
    mutationFn: async (file: File) => {
      let records: unknown;
      try {
        records = JSON.parse(await file.text());
      } catch {
        throw new Error(cvSorterMessages.datasetInvalid);
      }
      if (!Array.isArray(records)) throw new Error(cvSorterMessages.datasetInvalid);
      return importCompanyDataset(records);
    },
    onSuccess: (r) => {
      setMessage({ tone: 'success', text: `Imported: ${r.created} added, ${r.updated} replaced.` });
      void queryClient.invalidateQueries({ queryKey: [...cvSorterKeys.all, 'company-dataset'] });
    },
    onError: (e) => setMessage({ tone: 'error', text: e.message }),
  });
  const exportFile = useMutation({
    mutationFn: exportCompanyDataset,
    onError: (e) => setMessage({ tone: 'error', text: e.message }),
  });

  const companies = page.data?.pages.flatMap((p) => p.companies) ?? [];
  const total = page.data?.pages[0]?.total;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Company dataset"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Descriptions of your candidates' companies, used when scoring. A company without one gets a
          generated description on its first run, saved here for every later run and the Data Trainer.
        </Text>
        <Group justify="space-between" align="flex-end">
          <TextInput
            label="Search companies"
            leftSection={<IconSearch size={14} aria-hidden />}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          {isAdmin && (
            <Group gap="xs">
              <FileButton onChange={(f) => f && importFile.mutate(f)} accept="application/json,.json">
                {(p) => (
                  <Button
                    {...p}
                    variant="default"
                    leftSection={<IconUpload size={14} aria-hidden />}
                    loading={importFile.isPending}
                  >
                    Import JSON
                  </Button>
                )}
              </FileButton>
              <Button
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={exportFile.isPending}
                onClick={() => exportFile.mutate()}
              >
                Export JSON
              </Button>
            </Group>
          )}
        </Group>
        {message && (
          <Alert
            color={message.tone === 'error' ? 'red' : 'green'}
            variant="light"
            role={message.tone === 'error' ? 'alert' : 'status'}
            py="xs"
          >
            {message.text}
          </Alert>
        )}
        {page.isPending && opened && <Loader size="sm" aria-label="Loading companies" />}
        {page.error && (
          <Alert color="red" variant="light">
            {page.error.message}
          </Alert>
        )}
        {page.data && companies.length === 0 && (
          <Text size="sm" c="dimmed">
            {query
              ? 'No company matches.'
              : 'No company descriptions yet: they are added as lists are scored.'}
          </Text>
        )}
        {companies.length > 0 && (
          <>
            <Text size="xs" c="dimmed">
              {total?.toLocaleString('en-US')} companies
            </Text>
            <ScrollArea.Autosize mah={460}>
              <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Companies">
                {companies.map((c) => (
                  <CompanyDatasetRow key={c.id} entry={c} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </>
        )}
        {page.hasNextPage && (
          <Button
            variant="subtle"
            onClick={() => void page.fetchNextPage()}
            loading={page.isFetchingNextPage}
          >
            Load more
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
