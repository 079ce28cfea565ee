import { Anchor, Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Candidate, candidateMessages, linkedinProfileUrl } from '@rw/core';
import type { ReactNode } from 'react';
import {
  candidateFullName,
  formatDateTime,
  present,
} from '#/features/candidates/pages/utils/candidate-format';

type FieldValue = ReactNode | null;

function Field({ label, value }: { label: string; value: FieldValue }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        size="sm"
        c={value == null ? 'dimmed' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {value ?? candidateMessages.notProvided}
      </Text>
    </div>
  );
}

function Section({ title, fields }: { title: string; fields: [string, FieldValue][] }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <Stack component="dl" gap="sm" m={0}>
        {fields.map(([label, value]) => (
          <Field key={label} label={label} value={value} />
        ))}
      </Stack>
    </Paper>
  );
}

const comingSoon = (
  <Badge variant="light" color="gray" size="sm" component="span">
    {candidateMessages.comingSoon}
  </Badge>
);

/**
 * 'Details' (docs/product/candidates.md#candidate-page): Personal, Professional, Additional (all
 * 'Coming soon') and System fields; a missing value reads 'Not provided', a missing last activity
 * 'No recent activity'.
 */
export function CandidateDetailsTab({ candidate }: { candidate: Candidate }) {
  const email = present(candidate.email);
  const phone = present(candidate.phone);
  const linkedin = linkedinProfileUrl(candidate.linkedin_url);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Section
        title="Personal"
        fields={[
          ['Full Name', present(candidateFullName(candidate))],
          ['Email', email && <Anchor href={`mailto:${email}`}>{email}</Anchor>],
          ['Phone', phone && <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>],
          ['Location', present(candidate.location)],
        ]}
      />
      <Section
        title="Professional"
        fields={[
          ['Current Title', present(candidate.current_title)],
          ['Current Company', present(candidate.current_company)],
          [
            'LinkedIn Profile',
            linkedin && (
              <Anchor href={linkedin} target="_blank" rel="noopener noreferrer">
                {linkedin}
              </Anchor>
            ),
          ],
        ]}
      />
      <Section
        title="Additional"
        fields={[
          ['Expected Salary', comingSoon],
          ['Availability', comingSoon],
          ['Notice Period', comingSoon],
        ]}
      />
      <Section
        title="System"
        fields={[
          ['Created', formatDateTime(candidate.created_at) || null],
          ['Last Updated', formatDateTime(candidate.updated_at) || null],
          ['Last Activity', formatDateTime(candidate.last_activity_at) || candidateMessages.noRecentActivity],
        ]}
      />
    </SimpleGrid>
  );
}
