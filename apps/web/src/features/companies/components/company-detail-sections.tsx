import { List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Company } from '@rw/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RichTextView } from '#/features/companies/components/rich-text-view';
import { companyPageText } from '#/features/companies/utils/company-messages';

/** A titled card of the detail view (docs/product/companies.md#company-page). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function NotSpecified() {
  return (
    <Text c="dimmed" fs="italic" size="sm">
      {companyPageText.notSpecified}
    </Text>
  );
}

/** Size, Founded, Industry and Location; each 'Not specified' when empty. */
export function BasicInformation({ company }: { company: Company }) {
  const fields = [
    ['Size', company.size],
    ['Founded', company.founded],
    ['Industry', company.industry],
    ['Location', company.location],
  ] as const;
  return (
    <DetailSection title="Basic Information">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {fields.map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Text size="xs" tt="uppercase" fw={600} c="dimmed">
              {label}
            </Text>
            {value ? <Text fw={500}>{value}</Text> : <NotSpecified />}
          </Stack>
        ))}
      </SimpleGrid>
    </DetailSection>
  );
}

/** A rich-text section (description, job specification introduction). */
export function RichTextSection({ title, html }: { title: string; html: string | null }) {
  return (
    <DetailSection title={title}>{html ? <RichTextView html={html} /> : <NotSpecified />}</DetailSection>
  );
}

/** Values or benefits as a checked list. */
export function TextListSection({ title, items }: { title: string; items: string[] }) {
  return (
    <DetailSection title={title}>
      {items.length === 0 ? (
        <NotSpecified />
      ) : (
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCheck size={13} aria-hidden />
            </ThemeIcon>
          }
        >
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </DetailSection>
  );
}

/** The tone of voice used for the company's generated job text, and when it last changed. */
export function ToneOfVoiceSection({ company }: { company: Company }) {
  const updated = company.tone_of_voice_last_updated;
  return (
    <DetailSection title="Tone of Voice">
      {company.tone_of_voice_instructions ? (
        <Stack gap="xs">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{company.tone_of_voice_instructions}</Text>
          {updated && (
            <Text size="xs" c="dimmed">
              Last updated {new Date(updated).toLocaleString()}
            </Text>
          )}
        </Stack>
      ) : (
        <NotSpecified />
      )}
    </DetailSection>
  );
}
