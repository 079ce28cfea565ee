import { ActionIcon, Group, Text } from '@mantine/core';
import { type CandidateListItem, linkedinProfileUrl } from '@rw/core';
import { IconBrandLinkedin, IconMail, IconPhone } from '@tabler/icons-react';
import type { SyntheticEvent } from 'react';

/** Keeps a click or Enter on a link from also opening the row it sits in. */
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The Contact cell: e-mail (mailto), phone (tel) and LinkedIn (new tab) as icon links, each labelled for
 * screen readers; a dash when the candidate has none.
 */
export function ContactLinks({
  candidate,
  name,
}: {
  candidate: Pick<CandidateListItem, 'email' | 'phone' | 'linkedin_url'>;
  name: string;
}) {
  const linkedin = linkedinProfileUrl(candidate.linkedin_url);
  if (!candidate.email && !candidate.phone && !linkedin) {
    return (
      <Text c="dimmed" size="sm">
        —
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {candidate.email && (
        <ActionIcon
          component="a"
          href={`mailto:${candidate.email}`}
          variant="subtle"
          color="gray"
          aria-label={`Email ${name}`}
          title={candidate.email}
          onClick={stop}
          onKeyDown={stop}
        >
          <IconMail size={18} aria-hidden />
        </ActionIcon>
      )}
      {candidate.phone && (
        <ActionIcon
          component="a"
          href={`tel:${candidate.phone.replace(/[^\d+]/g, '')}`}
          variant="subtle"
          color="gray"
          aria-label={`Call ${name}`}
          title={candidate.phone}
          onClick={stop}
          onKeyDown={stop}
        >
          <IconPhone size={18} aria-hidden />
        </ActionIcon>
      )}
      {linkedin && (
        <ActionIcon
          component="a"
          href={linkedin}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="blue"
          aria-label={`LinkedIn profile of ${name}`}
          title={linkedin}
          onClick={stop}
          onKeyDown={stop}
        >
          <IconBrandLinkedin size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
