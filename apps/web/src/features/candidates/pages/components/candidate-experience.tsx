import { Stack, Text, Timeline } from '@mantine/core';
import { jobHistoryEntries, jobHistoryPeriod } from '@rw/core';

/**
 * The experience list read from their CV or LinkedIn profile (`job_history`,
 * docs/product/documents.md#the-candidate-page): each position's title, employer, period and place, newest
 * first as the document lists them. Nothing when there is none.
 */
export function CandidateExperience({ history }: { history: unknown[] | null }) {
  const entries = jobHistoryEntries(history);
  if (entries.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="candidate-experience">
      <Text fw={500}>Experience</Text>
      <Timeline bulletSize={12} lineWidth={2}>
        {entries.map((e, i) => (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: positions may repeat; their order is their identity.
            key={i}
            title={[e.title, e.company].filter(Boolean).join(' · ') || 'Position'}
          >
            <Text size="xs" c="dimmed">
              {[jobHistoryPeriod(e), e.location].filter(Boolean).join(' · ')}
            </Text>
            {e.description && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
                {e.description}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
