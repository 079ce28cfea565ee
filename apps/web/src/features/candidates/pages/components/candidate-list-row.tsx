import { Avatar, Group, Table, Text } from '@mantine/core';
import type { CandidateListItem } from '@rw/core';
import type { KeyboardEvent } from 'react';
import classes from '#/features/candidates/pages/components/candidates-table.module.css';
import { ContactLinks } from '#/features/candidates/pages/components/contact-links';
import {
  candidateFullName,
  candidateInitials,
  formatDate,
} from '#/features/candidates/pages/utils/candidate-format';

/** Height of a list row in px; rows are fixed-height so the virtualiser needs no measuring. */
export const CANDIDATE_ROW_HEIGHT = 61;

function TwoLines({ primary, secondary }: { primary: string | null; secondary: string | null }) {
  return (
    <>
      <Text size="sm" fw={500} className={classes.cell} title={primary ?? undefined}>
        {primary || '—'}
      </Text>
      <Text size="xs" c="dimmed" className={classes.cell} title={secondary ?? undefined}>
        {secondary || '\u00a0'}
      </Text>
    </>
  );
}

/**
 * One candidate of the list: Name (with e-mail), Current Position (title and company), Contact, Location,
 * Added. The whole row opens the candidate, by click or by Enter when it has focus.
 */
export function CandidateListRow({
  candidate,
  index,
  onOpen,
}: {
  candidate: CandidateListItem;
  /** 1-based position among all rows, header included (aria-rowindex). */
  index: number;
  onOpen: (id: string) => void;
}) {
  const name = candidateFullName(candidate) || candidate.email || 'Unnamed candidate';
  const handleKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(candidate.id);
  };
  return (
    <Table.Tr
      className={classes.row}
      style={{ height: CANDIDATE_ROW_HEIGHT }}
      tabIndex={0}
      aria-rowindex={index}
      data-testid="candidate-row"
      onClick={() => onOpen(candidate.id)}
      onKeyDown={handleKeyDown}
    >
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar size={32} radius="xl" color="indigo" aria-hidden>
            {candidateInitials(candidate)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <TwoLines primary={name} secondary={candidate.email} />
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        <TwoLines primary={candidate.current_title} secondary={candidate.current_company} />
      </Table.Td>
      <Table.Td>
        <ContactLinks candidate={candidate} name={name} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" className={classes.cell} title={candidate.location ?? undefined}>
          {candidate.location || '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {formatDate(candidate.created_at)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
