import {
  Alert,
  Button,
  Container,
  Grid,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { LinkedinParse, LinkedinParseSummary } from '@rw/core';
import { IconBrandLinkedin } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';
import {
  deleteParse,
  parseFile,
  parseKeys,
  parseQueryOptions,
  parseText,
} from '#/features/linkedin-parser/api/parses';
import { ParseEditor } from '#/features/linkedin-parser/components/parse-editor';
import { ParseInputPanel } from '#/features/linkedin-parser/components/parse-input-panel';
import { parseTitle, RecentParses } from '#/features/linkedin-parser/components/recent-parses';

/**
 * The LinkedIn Parser at `/apps/linkedin-parser` (docs/product/linkedin-parser.md): paste a profile's text or
 * drop its PDF export, edit what was read, see and download the one-page profile, save it as a candidate or
 * add it to a job; the caller's recent parses can be reopened or deleted.
 */
export function LinkedinParserPage() {
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<LinkedinParseSummary | null>(null);
  const flushRef = useRef<(() => Promise<boolean>) | null>(null);
  const selected = useQuery({ ...parseQueryOptions(selectedId ?? ''), enabled: selectedId !== null });

  const open = async (id: string) => {
    if (id === selectedId) return;
    if (flushRef.current && !(await flushRef.current())) return;
    setSelectedId(id);
  };
  const parse = useMutation({
    mutationFn: (input: { text: string; url: string | null } | File) =>
      input instanceof File ? parseFile(input) : parseText(input),
    onSuccess: async (made: LinkedinParse) => {
      queryClient.setQueryData(parseKeys.detail(made.id), made);
      void queryClient.invalidateQueries({ queryKey: parseKeys.list() });
      await open(made.id);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteParse(id),
    onSuccess: (_data, id) => {
      if (id === selectedId) {
        flushRef.current = null;
        setSelectedId(null);
      }
      queryClient.removeQueries({ queryKey: parseKeys.detail(id) });
      setDeleting(null);
      return queryClient.invalidateQueries({ queryKey: parseKeys.list() });
    },
  });

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>LinkedIn Parser</Title>
          <Text c="dimmed">
            Paste a LinkedIn profile or drop its PDF export: check what was read, download a one-page profile,
            and save it as a candidate.
          </Text>
        </Stack>
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <ParseInputPanel
                parsing={parse.isPending}
                error={parse.error?.message ?? null}
                onParseText={(input) => parse.mutate(input)}
                onParseFile={(file) => parse.mutate(file)}
              />
              <RecentParses selectedId={selectedId} onOpen={(id) => void open(id)} onDelete={setDeleting} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {selectedId === null ? (
              <Paper withBorder radius="md" p="xl">
                <Stack align="center" ta="center" gap="sm" py="xl">
                  <ThemeIcon size={56} radius="xl" variant="light">
                    <IconBrandLinkedin size={30} aria-hidden />
                  </ThemeIcon>
                  <Title order={2} size="h4">
                    No profile open
                  </Title>
                  <Text c="dimmed" size="sm" maw={420}>
                    Parse a profile, or open one of your recent parses: its fields and one-page profile appear
                    here.
                  </Text>
                </Stack>
              </Paper>
            ) : selected.isPending ? (
              <Skeleton height={480} radius="md" aria-label="Loading the parse" />
            ) : selected.isError ? (
              <Alert color="red" variant="light" title={selected.error.message}>
                <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void selected.refetch()}>
                  Retry
                </Button>
              </Alert>
            ) : (
              <ParseEditor key={selected.data.id} parse={selected.data} flushRef={flushRef} />
            )}
          </Grid.Col>
        </Grid>
      </Stack>
      <ConfirmDialog
        title="Delete parse"
        message={deleting ? `Delete the parse of ${parseTitle(deleting)}? This cannot be undone.` : null}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </Container>
  );
}
