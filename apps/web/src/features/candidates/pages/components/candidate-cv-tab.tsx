import { Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Candidate, candidateMessages, linkedinProfileUrl } from '@rw/core';
import { IconBrandLinkedin, IconExternalLink, IconFileOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CandidateExperience } from '#/features/candidates/pages/components/candidate-experience';
import { CvUploadButton, CvUploadStatus } from '#/features/candidates/pages/components/cv-upload-button';
import { useCandidateCvUpload } from '#/features/candidates/pages/hooks/use-candidate-cv-upload';
import { formatDate, present } from '#/features/candidates/pages/utils/candidate-format';

/** Long text in a bordered box that scrolls on its own and can be scrolled from the keyboard. */
function ScrollableText({ label, children }: { label: string; children: string }) {
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label={label}
      mah={480}
      p="md"
      bg="var(--mantine-color-default-hover)"
      style={{ overflow: 'auto', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * 'CV & Profile' (docs/product/candidates.md#candidate-page, docs/product/documents.md#the-candidate-page):
 * the CV with 'View CV' (the stored file), its last-updated date, 'Replace CV', the experience read from it
 * and its text; the LinkedIn text with 'View LinkedIn'; the empty messages when either is missing, the CV's
 * offering 'Upload CV / LinkedIn'.
 */
export function CandidateCvTab({ candidate }: { candidate: Candidate }) {
  const cvUpload = useCandidateCvUpload(candidate.id);
  const cvText = present(candidate.cv_text);
  const cvUrl = present(candidate.cv_file_url);
  const linkedinText = present(candidate.linkedin_raw_text);
  const linkedinUrl = linkedinProfileUrl(candidate.linkedin_url);
  const updated = formatDate(candidate.cv_last_updated);
  const external = <IconExternalLink size={14} aria-hidden />;

  return (
    <Stack gap="md">
      <Section
        title="CV"
        actions={
          (cvUrl || updated || cvText) && (
            <Group gap="md">
              {updated && (
                <Text size="sm" c="dimmed">
                  Last updated {updated}
                </Text>
              )}
              {cvUrl && (
                <Button
                  component="a"
                  href={cvUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="xs"
                  variant="light"
                  rightSection={external}
                >
                  View CV
                </Button>
              )}
              <CvUploadButton
                label="Replace CV"
                state={cvUpload.state}
                onFile={(f) => void cvUpload.upload(f)}
              />
            </Group>
          )
        }
      >
        <CvUploadStatus state={cvUpload.state} result={cvUpload.result} />
        <CandidateExperience history={candidate.job_history} />
        {cvText ? (
          <ScrollableText label="CV text">{cvText}</ScrollableText>
        ) : cvUrl ? null : (
          <Stack align="center" gap={4} py="lg" ta="center">
            <ThemeIcon variant="light" color="gray" size={44} radius="xl">
              <IconFileOff size={22} aria-hidden />
            </ThemeIcon>
            <Text fw={500}>{candidateMessages.noCv}</Text>
            <Text size="sm" c="dimmed">
              {candidateMessages.noCvHint}
            </Text>
            <Box mt="sm">
              <CvUploadButton
                label="Upload CV / LinkedIn"
                variant="filled"
                state={cvUpload.state}
                onFile={(f) => void cvUpload.upload(f)}
              />
            </Box>
          </Stack>
        )}
      </Section>
      <Section
        title="LinkedIn"
        actions={
          linkedinUrl && (
            <Button
              component="a"
              href={linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              variant="light"
              leftSection={<IconBrandLinkedin size={14} aria-hidden />}
              rightSection={external}
            >
              View LinkedIn
            </Button>
          )
        }
      >
        {linkedinText ? (
          <ScrollableText label="LinkedIn text">{linkedinText}</ScrollableText>
        ) : (
          <Text c="dimmed" size="sm" py="sm">
            {candidateMessages.noLinkedin}
          </Text>
        )}
      </Section>
    </Stack>
  );
}
