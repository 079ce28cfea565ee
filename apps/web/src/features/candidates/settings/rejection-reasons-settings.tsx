import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  DEFAULT_REJECTION_REASONS,
  OTHER_REJECTION_REASON,
  pipelineMessages,
  REJECTION_REASON_MAX,
  REJECTION_REASONS_MAX,
} from '@rw/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { UnsavedChangesGuard } from '#/components/ui/unsaved-changes-guard';
import { pipelineKeys, putRejectionReasons, useRejectionReasons } from '#/features/candidates/api/pipeline';

/** The words of the rejection reasons settings (docs/product/pipeline.md#rejection-reasons). */
export const rejectionReasonsText = {
  title: 'Rejection reasons',
  description:
    'What recruiters choose from when they reject a candidate, in this order. A rejection keeps the words it was ' +
    'given, so renaming or removing a reason here does not change past rejections.',
  add: 'Add reason',
  save: 'Save reasons',
  reset: 'Restore the defaults',
  saved: 'Rejection reasons saved.',
  empty: 'A reason cannot be empty.',
  duplicate: pipelineMessages.reasonsUnique,
  otherKept: pipelineMessages.reasonsNeedOther,
  loadFailed: 'Failed to load the rejection reasons.',
} as const;

/** The first problem of a list of reasons, or null (the server checks the same). */
export function reasonsProblem(reasons: readonly string[]): string | null {
  const trimmed = reasons.map((r) => r.trim());
  if (trimmed.some((r) => !r)) return rejectionReasonsText.empty;
  if (new Set(trimmed.map((r) => r.toLowerCase())).size !== trimmed.length)
    return rejectionReasonsText.duplicate;
  if (!trimmed.includes(OTHER_REJECTION_REASON)) return rejectionReasonsText.otherKept;
  return null;
}

/**
 * The organisation's rejection reasons, editable by admins (docs/product/pipeline.md#rejection-reasons): rename,
 * reorder, add (up to REJECTION_REASONS_MAX) and remove, then Save; leaving with unsaved edits asks first.
 */
export function RejectionReasonsSettings() {
  const query = useRejectionReasons();
  const queryClient = useQueryClient();
  const saved = query.data?.reasons;
  const [draft, setDraft] = useState<string[] | null>(null);
  useEffect(() => {
    if (saved && draft === null) setDraft([...saved]);
  }, [saved, draft]);
  const dirty = useMemo(
    () =>
      !!draft && !!saved && (draft.length !== saved.length || draft.some((r, i) => r.trim() !== saved[i])),
    [draft, saved],
  );
  const problem = draft ? reasonsProblem(draft) : null;
  const mutation = useMutation({
    mutationFn: (reasons: string[]) => putRejectionReasons({ reasons }),
    onSuccess: (result) => {
      queryClient.setQueryData(pipelineKeys.rejectionReasons, result);
      setDraft([...result.reasons]);
    },
  });
  const save = async () => {
    if (!draft || problem) return false;
    try {
      await mutation.mutateAsync(draft.map((r) => r.trim()));
      return true;
    } catch {
      return false;
    }
  };

  if (query.isPending) return <Loader size="sm" aria-label="Loading rejection reasons" />;
  if (query.isError || !draft) {
    return (
      <Alert color="red" title={rejectionReasonsText.loadFailed}>
        {query.error?.message}
      </Alert>
    );
  }

  const update = (next: string[]) => setDraft(next);
  const move = (from: number, to: number) => {
    const next = [...draft];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    update(next);
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <UnsavedChangesGuard editors={[{ dirty, save, discard: () => setDraft(saved ? [...saved] : null) }]} />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {rejectionReasonsText.title}
        </Title>
        <Text size="sm" c="dimmed">
          {rejectionReasonsText.description}
        </Text>
        <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {draft.map((reason, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list being edited
            <Group key={i} component="li" gap="xs" wrap="nowrap">
              <TextInput
                aria-label={`Reason ${i + 1}`}
                value={reason}
                maxLength={REJECTION_REASON_MAX}
                onChange={(e) => update(draft.map((r, j) => (j === i ? e.currentTarget.value : r)))}
                style={{ flex: 1 }}
              />
              <Tooltip label="Move up">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move "${reason}" up`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Move down">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move "${reason}" down`}
                  disabled={i === draft.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Remove">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove "${reason}"`}
                  disabled={draft.length === 1}
                  onClick={() => update(draft.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        {mutation.isSuccess && !dirty && (
          <Text size="sm" c="teal" role="status">
            {rejectionReasonsText.saved}
          </Text>
        )}
        {mutation.isError && (
          <Text size="sm" c="red" role="alert">
            {mutation.error.message}
          </Text>
        )}
        <Group justify="space-between">
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={draft.length >= REJECTION_REASONS_MAX}
              onClick={() => update([...draft, ''])}
            >
              {rejectionReasonsText.add}
            </Button>
            <Button variant="subtle" onClick={() => update([...DEFAULT_REJECTION_REASONS])}>
              {rejectionReasonsText.reset}
            </Button>
          </Group>
          <Button onClick={() => void save()} disabled={!dirty || !!problem} loading={mutation.isPending}>
            {rejectionReasonsText.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
