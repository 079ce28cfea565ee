import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Company, companyMessages, websiteHref } from '@rw/core';
import { IconEdit, IconExternalLink, IconTrash, IconWorld } from '@tabler/icons-react';
import {
  BasicInformation,
  RichTextSection,
  TextListSection,
  ToneOfVoiceSection,
} from '#/features/companies/components/company-detail-sections';
import { companyPageText } from '#/features/companies/utils/company-messages';

type CompanyDetailProps = {
  company: Company;
  label: string;
  /** Seen as a member (not owned or created by the user): a 'Shared with you' badge. */
  shared?: boolean;
  onEdit: () => void;
  /** Absent for a member who may not delete it: no Delete Company (docs/product/companies.md#visibility). */
  onDelete?: () => void;
};

/**
 * The detail view of one company (docs/product/companies.md#company-page): its header with Visit Website
 * (an 'https://' prefix is added when the link has no scheme; opens in a new tab), Edit Company and
 * Delete Company (for whom may delete), then Basic Information, Company Description, Values, Benefits, Job Specification
 * Introduction, Tone of Voice.
 */
export function CompanyDetail({ company, label, shared = false, onEdit, onDelete }: CompanyDetailProps) {
  const href = websiteHref(company.website);
  const subtitle = [company.industry, company.location].filter(Boolean).join(' · ');
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={2}>{label}</Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
            <Group gap="xs">
              <Badge variant="light" leftSection={<IconWorld size={12} aria-hidden />} tt="none">
                {company.company_domain}
              </Badge>
              <Badge variant="dot" color={company.is_public ? 'teal' : 'gray'}>
                {company.is_public ? 'Active' : 'Inactive'}
              </Badge>
              {shared && (
                <Badge variant="light" color="grape" tt="none">
                  {companyMessages.sharedBadge}
                </Badge>
              )}
            </Group>
          </Stack>
          <Group gap="xs">
            {href && (
              <Button
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                leftSection={<IconExternalLink size={16} aria-hidden />}
              >
                {companyPageText.visitWebsite}
              </Button>
            )}
            <Button leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
              {companyPageText.editCompany}
            </Button>
            {onDelete && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={onDelete}
              >
                {companyPageText.deleteCompany}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      <BasicInformation company={company} />
      <RichTextSection title="Company Description" html={company.description} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TextListSection title="Values" items={company.company_values} />
        <TextListSection title="Benefits" items={company.company_benefits} />
      </SimpleGrid>
      <RichTextSection title="Job Specification Introduction" html={company.job_spec_intro} />
      <ToneOfVoiceSection company={company} />
    </Stack>
  );
}
