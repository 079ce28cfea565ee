import { Anchor, Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Candidate, candidateMessages, linkedinProfileUrl } from '@rw/core';
import { IconBrandLinkedin, IconMail, IconMapPin, IconPhone, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  candidateFullName,
  candidateInitials,
  titleAtCompany,
} from '#/features/candidates/pages/utils/candidate-format';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      {children}
    </Group>
  );
}

/**
 * The candidate page header (docs/product/candidates.md#candidate-page): name, 'title at company', location,
 * e-mail, phone and LinkedIn links, the 'Total Applications' count and the primary-job note.
 */
export function CandidateHeader({
  candidate,
  applications,
  primaryNote,
}: {
  candidate: Candidate;
  applications: number;
  /** 'Primary: This Job' / 'Primary: Other Job', or null without a primary job. */
  primaryNote: string | null;
}) {
  const name = candidateFullName(candidate) || candidate.email || 'Unnamed candidate';
  const position = titleAtCompany(candidate);
  const linkedin = linkedinProfileUrl(candidate.linkedin_url);
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="lg">
        <Group align="flex-start" wrap="nowrap" gap="md" style={{ minWidth: 0 }}>
          <Avatar size={64} radius="xl" color="indigo" aria-hidden>
            {candidateInitials(candidate)}
          </Avatar>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {position && <Text size="lg">{position}</Text>}
            <Group gap="lg" wrap="wrap">
              {candidate.location && (
                <Fact icon={<IconMapPin size={16} aria-hidden />}>
                  <Text size="sm">{candidate.location}</Text>
                </Fact>
              )}
              {candidate.email && (
                <Fact icon={<IconMail size={16} aria-hidden />}>
                  <Anchor href={`mailto:${candidate.email}`} size="sm">
                    {candidate.email}
                  </Anchor>
                </Fact>
              )}
              {candidate.phone && (
                <Fact icon={<IconPhone size={16} aria-hidden />}>
                  <Anchor href={`tel:${candidate.phone.replace(/[^\d+]/g, '')}`} size="sm">
                    {candidate.phone}
                  </Anchor>
                </Fact>
              )}
              {linkedin && (
                <Fact icon={<IconBrandLinkedin size={16} aria-hidden />}>
                  <Anchor href={linkedin} target="_blank" rel="noopener noreferrer" size="sm">
                    LinkedIn Profile
                  </Anchor>
                </Fact>
              )}
            </Group>
          </Stack>
        </Group>
        <Stack gap={6} align="flex-end" style={{ flex: 'none' }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} id="total-applications-label">
            Total Applications
          </Text>
          <Text
            fz={32}
            fw={700}
            lh={1}
            aria-labelledby="total-applications-label"
            data-testid="total-applications"
          >
            {applications}
          </Text>
          {primaryNote && (
            <Badge
              tt="none"
              variant="light"
              color={primaryNote === candidateMessages.primaryThisJob ? 'yellow' : 'gray'}
              leftSection={<IconStarFilled size={12} aria-hidden />}
            >
              {primaryNote}
            </Badge>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
