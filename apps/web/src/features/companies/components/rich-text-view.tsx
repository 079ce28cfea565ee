import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '#/features/companies/utils/sanitize-html';

/**
 * Renders stored rich text. The server sanitised it before storing; it is sanitised again here, right
 * before rendering (DESIGN.md, Web app), so links keep target="_blank" rel="noopener noreferrer".
 */
export function RichTextView({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
