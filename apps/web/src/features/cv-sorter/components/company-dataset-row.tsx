import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { COMPANY_DESCRIPTION_MAX, type CompanyDatasetEntry } from '@rw/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { editCompanyDescription } from '#/features/cv-sorter/api/company-dataset';
import { cvSorterKeys } from '#/features/cv-sorter/api/keys';

const sourceColor = { generated: 'blue', edited: 'grape', imported: 'teal' } as const;

/** One company of the dataset: its description and where it came from, editable in place. */
export function CompanyDatasetRow({ entry }: { entry: CompanyDatasetEntry }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (description: string) => editCompanyDescription(entry.id, description),
    onSuccess: () => {
      setDraft(null);
      void queryClient.invalidateQueries({ queryKey: [...cvSorterKeys.all, 'company-dataset'] });
    },
  });
  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {entry.name}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Badge size="xs" variant="light" color={sourceColor[entry.source]}>
              {entry.source}
            </Badge>
            {draft === null && (
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={`Edit ${entry.name}`}
                onClick={() => setDraft(entry.description)}
              >
                Edit
              </Button>
            )}
          </Group>
        </Group>
        {draft === null ? (
          <Text size="sm">{entry.description}</Text>
        ) : (
          <>
            <Textarea
              label={`Description of ${entry.name}`}
              autosize
              minRows={3}
              maxLength={COMPANY_DESCRIPTION_MAX}
              value={draft}
              error={save.error?.message}
              onChange={(e) => setDraft(e.currentTarget.value)}
            />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setDraft(null)}>
                Cancel
              </Button>
              <Button
                size="xs"
                loading={save.isPending}
                disabled={!draft.trim()}
                onClick={() => save.mutate(draft.trim())}
              >
                Save
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
