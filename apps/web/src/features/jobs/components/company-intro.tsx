import { Paper, Text, Title, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The company's job specification introduction, read-only (docs/product/jobs.md#job-description-tab): its
 * HTML sanitised again before it is shown (DESIGN.md, Web app), links opening in a new tab; the fallback text
 * when there is none.
 */
export function CompanyIntro({ html }: { html: string | null | undefined }) {
  const clean = useMemo(() => {
    if (!html?.trim()) return '';
    const out = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
    return out.replace(/<a /g, '<a target="_blank" rel="noopener noreferrer" ');
  }, [html]);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Job Specification Introduction">
      <Title order={3} size="h4" mb="sm">
        Job Specification Introduction
      </Title>
      {clean ? (
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above */}
          <div dangerouslySetInnerHTML={{ __html: clean }} />
        </Typography>
      ) : (
        <Text c="dimmed">No introduction found. Configure it in Companies.</Text>
      )}
    </Paper>
  );
}
