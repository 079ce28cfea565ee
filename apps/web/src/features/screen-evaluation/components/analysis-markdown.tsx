import { Badge, Typography } from '@mantine/core';
import { Children, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
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

/*
 * The page's h1 is the screen title and its panels are h2, so the analysis's own headings start at h3 (and
 * at a size that sits under the panel title). Links open in a new tab without a handle on this one.
 */
const components: Components = {
  h1: ({ node: _node, ...props }) => <h3 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
  h3: ({ node: _node, ...props }) => <h4 {...props} />,
  h4: ({ node: _node, ...props }) => <h5 {...props} />,
  strong: ({ children }) => <Strong>{children}</Strong>,
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  img: () => null,
};

type AnalysisMarkdownProps = { children: string };

/**
 * An evaluation rendered from Markdown (GitHub flavour, for the score table) with the app's typography.
 * Raw HTML in the model's reply is dropped, never rendered, and unsafe link protocols are removed by
 * react-markdown's default URL filter.
 */
export function AnalysisMarkdown({ children }: AnalysisMarkdownProps) {
  return (
    <Typography
      fz="sm"
      styles={{ root: { '--mantine-h3-font-size': '1.15rem', '--mantine-h4-font-size': '1rem' } }}
    >
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {children}
      </Markdown>
    </Typography>
  );
}
