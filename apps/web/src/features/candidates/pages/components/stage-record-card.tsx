import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { actionOwnerLabel, candidateMessages, recordStatusFilterLabels, type StageRecord } from '@rw/core';
import { IconCheck, IconClipboardCheck } from '@tabler/icons-react';
import { StageBadge } from '#/features/candidates/components/stage-badge';
import { RecordScores } from '#/features/candidates/pages/components/record-scores';
import { formatDateTime, present } from '#/features/candidates/pages/utils/candidate-format';

function Label({ children }: { children: string }) {
  return (
    <Text size="xs" c="dimmed" fw={600} tt="uppercase">
      {children}
    </Text>
  );
}

/**
 * One stage record (docs/product/candidates.md#candidate-page): badge coloured by category, stage title,
 * 'Completed' when progressed, 'Rejected' (with the reason and note) or 'Hired' (docs/product/pipeline.md#status),
 * entered date, 'Scorecard' (opens the interviewers' scorecards, docs/product/pipeline.md#scorecards), action
 * owner ('unassigned' otherwise), AC1-AC5 and Overall of the score used with who gave it, and the manager's
 * feedback (else a link to the scorecards' feedback).
 */
export function StageRecordCard({
  record,
  onOpenScorecard,
}: {
  record: StageRecord;
  onOpenScorecard: (record: StageRecord) => void;
}) {
  const feedback = present(record.manager_feedback);
  return (
    <Paper withBorder p="md" radius="md" component="li" data-testid="stage-record">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <StageBadge record={record} />
            <Text fw={600}>{present(record.stage_title) ?? record.stage_id}</Text>
            {record.progressed_already && (
              <Badge
                color="green"
                variant="outline"
                size="sm"
                leftSection={<IconCheck size={12} aria-hidden />}
              >
                Completed
              </Badge>
            )}
            {record.status === 'rejected' && (
              <Badge color="red" variant="light" size="sm">
                {recordStatusFilterLabels.rejected}
              </Badge>
            )}
            {record.status === 'hired' && (
              <Badge color="teal" variant="filled" size="sm">
                {recordStatusFilterLabels.hired}
              </Badge>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed">
              Entered {formatDateTime(record.entered_stage_at)}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconClipboardCheck size={14} aria-hidden />}
              onClick={() => onOpenScorecard(record)}
            >
              Scorecard
            </Button>
          </Group>
        </Group>
        <Group gap="xs">
          <Label>Action Owner</Label>
          <Text size="sm">{actionOwnerLabel(record.action_owner).replace(/_/g, ' ')}</Text>
        </Group>
        {record.status === 'rejected' && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Label>Rejection Reason</Label>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {[record.rejection_reason, present(record.rejection_note)].filter(Boolean).join(' — ')}
            </Text>
          </Group>
        )}
        {record.score_source && (
          <Stack gap={6}>
            <Label>Scores</Label>
            <RecordScores record={record} />
          </Stack>
        )}
        <Stack gap={2}>
          <Label>Manager Feedback</Label>
          {feedback || record.scorecards.count === 0 ? (
            <Text size="sm" c={feedback ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
              {feedback ?? candidateMessages.notProvided}
            </Text>
          ) : (
            // The interviewers' feedback is on their scorecards.
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              onClick={() => onOpenScorecard(record)}
            >
              {`In the scorecards (${record.scorecards.count})`}
            </Anchor>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
