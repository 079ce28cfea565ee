import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { type CvProfile, profileSheet } from '@rw/core';

/**
 * The one-page profile (docs/product/linkedin-parser.md#the-one-page-profile), as the PDF and Word downloads
 * and 'Copy as text' lay it out: name, headline, contact line, then each section that has something.
 */
export function ProfileSheetView({ profile }: { profile: CvProfile }) {
  const sheet = profileSheet(profile);
  return (
    <Paper
      withBorder
      radius="sm"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      component="article"
      aria-label="One-page profile"
      maw={794}
      mx="auto"
      w="100%"
    >
      <Stack gap={4}>
        <Title order={3} size="h2">
          {sheet.name}
        </Title>
        {sheet.headline && <Text size="md">{sheet.headline}</Text>}
        {sheet.contact.length > 0 && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {sheet.contact.join('  ·  ')}
          </Text>
        )}
      </Stack>
      {sheet.sections.map((section) => (
        <Stack key={section.title} gap={6} mt="lg" component="section" aria-label={section.title}>
          <Text size="xs" fw={700} tt="uppercase" c="blue" style={{ letterSpacing: 0.6 }}>
            {section.title}
          </Text>
          <Divider />
          {section.entries.map((entry, i) => (
            <Stack key={entry.key} gap={0} mt={i > 0 && entry.title ? 6 : 0}>
              {entry.title && (
                <Text size="sm" fw={600}>
                  {entry.title}
                </Text>
              )}
              {entry.detail && (
                <Text size="xs" c="dimmed">
                  {entry.detail}
                </Text>
              )}
              {entry.body && (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {entry.body}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      ))}
    </Paper>
  );
}
