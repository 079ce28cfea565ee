import { Center, Container, List, Stack, Text, Title, Typography } from '@mantine/core';
import { PRINT_DELAY_MS } from '@rw/core';
import DOMPurify from 'dompurify';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useJob } from '#/features/jobs/api/get-job';
import { printLoadErrorMessage } from '#/features/jobs/utils/job-messages';
import { useDocumentTitle } from '#/lib/document-title';

// The shell's navigation stays off paper; only this page's content prints.
const printCss = `@media print {
  .mantine-AppShell-navbar, .mantine-AppShell-header { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; }
}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

function Items({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <Section title={title}>
      <List spacing={4}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Section>
  );
}

/**
 * The printable job specification (docs/product/jobs.md#print-and-pdf): 'Loading…', then the sections in
 * order (empty text shows a dash, empty lists are omitted) and the browser's print dialog after 300 ms. The
 * job's title alone is the document title, so a PDF saved from the print dialog is named after the job
 * (docs/product/shell.md#page-titles).
 */
export function JobPrintPage({ jobId }: { jobId: string }) {
  const query = useJob(jobId);
  const job = query.data;
  useDocumentTitle(job?.title, { bare: true });
  const intro = useMemo(
    () => (job?.company?.job_spec_intro ? DOMPurify.sanitize(job.company.job_spec_intro) : ''),
    [job?.company?.job_spec_intro],
  );

  useEffect(() => {
    if (!job) return;
    const timer = setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [job]);

  if (query.isError) {
    return (
      <Center py={60} role="alert">
        <Text size="lg">{printLoadErrorMessage(query.error)}</Text>
      </Center>
    );
  }
  if (!job) {
    return (
      <Center py={60}>
        <Text c="dimmed">Loading…</Text>
      </Center>
    );
  }
  return (
    <Container size="md" py="lg">
      <style>{printCss}</style>
      <Stack gap="lg">
        <div>
          <Title order={1}>{job.title}</Title>
          <Text c="dimmed">
            {[job.company?.name ?? job.company_name, job.location].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Section title="Job Specification Introduction">
          {intro ? (
            <Typography>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify above */}
              <div dangerouslySetInnerHTML={{ __html: intro }} />
            </Typography>
          ) : (
            <Text>-</Text>
          )}
        </Section>
        <Section title="Role Mission">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{job.jd_role_mission?.trim() || '-'}</Text>
        </Section>
        <Items title="Role Responsibilities" items={job.jd_responsibilities} />
        <Items title="Requirements" items={job.jd_requirements} />
        <Items title="Nice to have" items={job.jd_nice_to_have} />
        <Items title="Benefits" items={job.jd_benefits} />
      </Stack>
    </Container>
  );
}
