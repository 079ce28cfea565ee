import { Badge } from '@mantine/core';
import { Children, type ReactNode } from 'react';
import type { Components } from 'react-markdown';
import { MarkdownView } from '#/components/ui/markdown-view';
import { scoreColor, sectionScore } from '#/features/screen-evaluation/utils/section-score';

/** Bold 'Score: n/5' lines become a coloured badge; any other bold text stays bold. */
function Strong({ children }: { children?: ReactNode }) {
  const only = Children.toArray(children);
  const score = only.length === 1 && typeof only[0] === 'string' ? sectionScore(only[0]) : null;
  if (score === null) return <strong>{children}</strong>;
  return (
    <Badge component="span" variant="light" color={scoreColor(score)} size="lg" radius="sm">
      Score: {score}/5
    </Badge>
  );
}

const components: Components = { strong: ({ children }) => <Strong>{children}</Strong> };

type AnalysisMarkdownProps = { children: string };

/** An evaluation rendered from Markdown (`MarkdownView`), its 'Score: n/5' lines as badges. */
export function AnalysisMarkdown({ children }: AnalysisMarkdownProps) {
  return <MarkdownView components={components}>{children}</MarkdownView>;
}
