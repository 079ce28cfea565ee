import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { cvSorterMessages } from '@rw/core';
import { IconSortDescending } from '@tabler/icons-react';

/** The right-hand area before a list is uploaded (docs/product/cv-sorter.md#screen). */
export function WelcomePanel() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="md" align="flex-start" maw={560}>
        <ThemeIcon size={48} radius="md" variant="light">
          <IconSortDescending size={28} aria-hidden />
        </ThemeIcon>
        <Title order={2}>{cvSorterMessages.welcomeTitle}</Title>
        <Text>{cvSorterMessages.welcome}</Text>
        <List size="sm" spacing={4} type="ordered">
          <List.Item>Upload a CSV with your candidates (LinkedIn exports work as downloaded).</List.Item>
          <List.Item>Enter the job title and description, then Process &amp; Score.</List.Item>
          <List.Item>Keep or eliminate candidates, save the search, add the keepers to a job.</List.Item>
        </List>
        <Text size="xs" c="dimmed">
          Scoring is blind: names, e-mails, phones and profile links are never sent to the model.
        </Text>
      </Stack>
    </Paper>
  );
}
