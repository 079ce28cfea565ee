import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { type CvSorterCategory, cvSorterCategoryLabels, cvSorterMessages } from '@rw/core';
import { IconArrowBackUp, IconCheck, IconX } from '@tabler/icons-react';
import { triageActions } from '#/features/cv-sorter/utils/page-rules';

type TriageButtonsProps = {
  category: CvSorterCategory;
  /** The candidate's name, for the buttons' tooltips. */
  name: string;
  /** Whether the buttons are in the tab order (the row holds the table's tab stop). */
  tabbable: boolean;
  disabled: boolean;
  onMove: (category: CvSorterCategory) => void;
};

const backLabel = `Move back to ${cvSorterCategoryLabels.notSorted}`;

/**
 * A row's triage (docs/product/cv-sorter.md#triage): on Not Sorted the tick ('Keep Candidate', to Possible)
 * and the cross ('Eliminate Candidate', to Eliminated); on Possible and Eliminated, move back to Not Sorted.
 */
export function TriageButtons({ category, name, tabbable, disabled, onMove }: TriageButtonsProps) {
  const tabIndex = tabbable ? 0 : -1;
  return (
    <Group gap={4} wrap="nowrap">
      {triageActions(category).map((action) =>
        action === 'keep' ? (
          <Tooltip key={action} label={`${cvSorterMessages.keepCandidate}: ${name}`} openDelay={400}>
            <ActionIcon
              variant="light"
              color="green"
              aria-label={cvSorterMessages.keepCandidate}
              tabIndex={tabIndex}
              disabled={disabled}
              onClick={() => onMove('possible')}
            >
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : action === 'eliminate' ? (
          <Tooltip key={action} label={`${cvSorterMessages.eliminateCandidate}: ${name}`} openDelay={400}>
            <ActionIcon
              variant="light"
              color="red"
              aria-label={cvSorterMessages.eliminateCandidate}
              tabIndex={tabIndex}
              disabled={disabled}
              onClick={() => onMove('eliminated')}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Tooltip key={action} label={`${backLabel}: ${name}`} openDelay={400}>
            <ActionIcon
              variant="light"
              color="gray"
              aria-label={backLabel}
              tabIndex={tabIndex}
              disabled={disabled}
              onClick={() => onMove('notSorted')}
            >
              <IconArrowBackUp size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ),
      )}
    </Group>
  );
}
