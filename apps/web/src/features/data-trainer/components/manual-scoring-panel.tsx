import { Group, Pagination, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type TrainerCandidate, trainerMessages } from '@rw/core';
import { useState } from 'react';
import { ScoreCard } from '#/features/data-trainer/components/score-card';
import type { useScoreDrafts } from '#/features/data-trainer/hooks/use-score-drafts';
import { pageOf, type ScoringFilter, scoringFilterOf } from '#/features/data-trainer/utils/trainer-rules';

/** Candidates per page of the list. */
export const SCORING_PAGE_SIZE = 10;

type ManualScoringPanelProps = {
  candidates: readonly TrainerCandidate[];
  drafts: ReturnType<typeof useScoreDrafts>;
};

/**
 * Manual Candidate Scoring (docs/product/data-trainer.md#hand-scores): a card per candidate, 10 a page,
 * filtered to all, not scored or scored. Typed scores are kept across pages until saved.
 */
export function ManualScoringPanel({ candidates, drafts }: ManualScoringPanelProps) {
  const [filter, setFilter] = useState<ScoringFilter>('all');
  const [page, setPage] = useState(1);
  const shown = candidates.filter(scoringFilterOf(filter));
  const { items, pages, current } = pageOf(shown, page, SCORING_PAGE_SIZE);
  const scored = candidates.filter((c) => c.scores).length;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Title order={2} size="h4">
              {trainerMessages.manualScoringTitle}
            </Title>
            <Text size="sm" c="dimmed" data-testid="scored-count">
              {scored} of {candidates.length} scored by hand
              {drafts.dirty.length > 0 ? ` · ${drafts.dirty.length} not saved` : ''}
            </Text>
          </Stack>
          <SegmentedControl
            size="xs"
            aria-label="Show candidates"
            value={filter}
            onChange={(v) => {
              setFilter(v as ScoringFilter);
              setPage(1);
            }}
            data={[
              { value: 'all', label: 'All' },
              { value: 'unscored', label: 'Not scored' },
              { value: 'scored', label: 'Scored' },
            ]}
          />
        </Group>
        {items.length === 0 && (
          <Text size="sm" c="dimmed">
            {filter === 'scored' ? 'No candidate is scored yet.' : 'Every candidate is scored.'}
          </Text>
        )}
        {items.map((c) => (
          <ScoreCard
            key={c.id}
            candidate={c}
            draft={drafts.draftOf(c)}
            dirty={drafts.isDirty(c.id)}
            saving={drafts.isSaving(c.id)}
            error={drafts.errorOf(c.id)}
            onChange={(k, v) => drafts.change(c, k, v)}
            onSave={() => void drafts.save(c)}
          />
        ))}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : undefined,
              })}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
