import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { CvSorterEstimate, CvSorterSearch } from '@rw/core';
import { IconCoin } from '@tabler/icons-react';
import { formatCost } from '#/features/cv-sorter/utils/page-rules';

type CostPanelProps = {
  search: Pick<CvSorterSearch, 'cost' | 'tokensUsed' | 'status' | 'model' | 'scored' | 'failed'> | null;
  estimate: { data?: CvSorterEstimate; isFetching: boolean; error: Error | null };
  /** Whether an estimate can be asked for (a job filled in and candidates to score). */
  estimating: boolean;
};

/**
 * The cost (docs/product/cv-sorter.md#processing): before a run, the server's estimate from the AI layer's
 * price table and the expected tokens; once scoring started, what it has cost so far (live while it runs).
 */
export function CostPanel({ search, estimate, estimating }: CostPanelProps) {
  const spent = search && (search.cost > 0 || search.scored + search.failed > 0);
  if (!spent && !estimating) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group gap={6}>
          <IconCoin size={16} aria-hidden />
          <Text size="sm" fw={600}>
            Cost
          </Text>
        </Group>
        {estimating && (
          <Text size="sm" data-testid="cost-estimate">
            {estimate.data ? (
              <>
                Estimated cost of a run: {formatCost(estimate.data.estimatedCost)} (about{' '}
                {estimate.data.estimatedTokens.toLocaleString('en-US')} tokens with {estimate.data.model}:{' '}
                {estimate.data.candidates.toLocaleString('en-US')} candidates to score,{' '}
                {estimate.data.companiesToDescribe.toLocaleString('en-US')} companies to describe)
              </>
            ) : estimate.error ? (
              <Text span size="sm" c="dimmed">
                {estimate.error.message}
              </Text>
            ) : (
              <Group gap={6} component="span">
                <Loader size="xs" />
                <Text span size="sm" c="dimmed">
                  Estimating…
                </Text>
              </Group>
            )}
          </Text>
        )}
        {spent && search && (
          <Text size="sm" data-testid="cost-actual">
            {search.status === 'running' || search.status === 'queued' ? 'Cost so far' : 'Cost of the run'}:{' '}
            {formatCost(search.cost)}
            {search.tokensUsed > 0 ? ` (${search.tokensUsed.toLocaleString('en-US')} tokens)` : ''}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
