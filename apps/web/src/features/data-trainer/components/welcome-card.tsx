import { Button, FileButton, List, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { trainerMessages } from '@rw/core';
import { IconSchool, IconUpload } from '@tabler/icons-react';
import type { RefObject } from 'react';

type WelcomeCardProps = {
  loading: boolean;
  uploading: boolean;
  locked: boolean;
  onFile: (file: File | null) => void;
  resetRef: RefObject<(() => void) | null>;
};

/**
 * The right-hand area with no candidates, or while loading (docs/product/data-trainer.md#upload): 'Loading
 * company data...' or the welcome line, and 'Upload CSV File'.
 */
export function WelcomeCard({ loading, uploading, locked, onFile, resetRef }: WelcomeCardProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="md" align="flex-start" maw={600}>
        <ThemeIcon size={48} radius="md" variant="light">
          <IconSchool size={28} aria-hidden />
        </ThemeIcon>
        <Title order={2}>Teach the CV Sorter how you score</Title>
        {loading ? (
          <Stack gap="xs" align="flex-start" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{trainerMessages.loadingCompanies}</Text>
          </Stack>
        ) : (
          <>
            <Text>{trainerMessages.welcome}</Text>
            <List size="sm" spacing={4} type="ordered">
              <List.Item>Upload candidates (download the template to see the columns).</List.Item>
              <List.Item>Score some of them by hand on the CV Sorter’s four criteria.</List.Item>
              <List.Item>
                Train: the scoring instructions are rewritten until the model agrees with you.
              </List.Item>
              <List.Item>Adopt the best instructions: CV Sorter runs then score with them.</List.Item>
            </List>
            <FileButton
              onChange={onFile}
              accept=".csv,text/csv"
              resetRef={resetRef}
              disabled={uploading || locked}
            >
              {(p) => (
                <Button {...p} leftSection={<IconUpload size={16} aria-hidden />} loading={uploading}>
                  {trainerMessages.uploadCsv}
                </Button>
              )}
            </FileButton>
          </>
        )}
      </Stack>
    </Paper>
  );
}
