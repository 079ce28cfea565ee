import { Badge, Text, Tooltip } from '@mantine/core';
import { type ReviewQuoteSource, reviewCitationPattern } from '@rw/core';
import type { Root } from 'mdast';
import { findAndReplace } from 'mdast-util-find-and-replace';
import type { ReactNode } from 'react';
import type { Components } from 'react-markdown';
import { MarkdownView } from '#/components/ui/markdown-view';

const sourceColors: Record<ReviewQuoteSource, string> = {
  CV: 'blue',
  Transcript: 'teal',
  Commentary: 'grape',
};

const sourceNames: Record<ReviewQuoteSource, string> = {
  CV: 'the CV',
  Transcript: 'the interview transcript',
  Commentary: "the recruiter's commentary",
};

/** Turns each `[Source: "quote"]` of the text into a `cite` element carrying its source and check. */
function remarkCitations() {
  return (tree: Root) => {
    findAndReplace(tree, [
      [
        reviewCitationPattern(),
        (_whole: string, source: string, mark: string | undefined, quote: string) => ({
          type: 'emphasis',
          data: {
            hName: 'cite',
            hProperties: { dataSource: source, dataVerified: mark ? 'false' : 'true' },
          },
          children: [{ type: 'text', value: quote }],
        }),
      ],
    ]);
  };
}

type CiteProps = { children?: ReactNode; 'data-source'?: string; 'data-verified'?: string };

/** A quote with its source: a coloured tag, red and marked 'not verified' when the check did not find it. */
function Citation(props: CiteProps) {
  const source = (props['data-source'] ?? 'CV') as ReviewQuoteSource;
  const verified = props['data-verified'] !== 'false';
  const tag = (
    <Badge
      component="span"
      size="xs"
      radius="sm"
      variant={verified ? 'light' : 'filled'}
      color={verified ? sourceColors[source] : 'red'}
      ml={4}
      style={{ verticalAlign: 'baseline' }}
    >
      {verified ? source : `${source} · not verified`}
    </Badge>
  );
  return (
    <Text component="cite" span fs="italic" c={verified ? undefined : 'red.7'} data-quote-source={source}>
      “{props.children}”
      {verified ? (
        tag
      ) : (
        <Tooltip label={`This quote was not found in ${sourceNames[source]}.`}>{tag}</Tooltip>
      )}
    </Text>
  );
}

const components = { cite: (props: CiteProps) => <Citation {...props} /> } as Components;

/**
 * A review's write-up (docs/product/reviewer.md#evidence): Markdown with each quote shown in italics and
 * tagged with its source (CV, Transcript, Commentary), and the quotes the server did not find marked.
 */
export function ReviewMarkdown({ children }: { children: string }) {
  return (
    <MarkdownView components={components} remarkPlugins={[remarkCitations]}>
      {children}
    </MarkdownView>
  );
}
