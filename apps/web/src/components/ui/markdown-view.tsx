import { Typography } from '@mantine/core';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/*
 * The page's h1 is the screen title and its panels are h2, so a text's own headings start at h3 (and at a
 * size that sits under the panel title). Links open in a new tab without a handle on this one.
 */
const baseComponents: Components = {
  h1: ({ node: _node, ...props }) => <h3 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
  h3: ({ node: _node, ...props }) => <h4 {...props} />,
  h4: ({ node: _node, ...props }) => <h5 {...props} />,
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  img: () => null,
};

type MarkdownViewProps = {
  children: string;
  /** Renderers over the base ones (headings from h3, links in a new tab, no images). */
  components?: Components;
  /** More remark plugins after GitHub-flavoured Markdown. */
  remarkPlugins?: NonNullable<Options['remarkPlugins']>;
};

/**
 * A model's Markdown (an evaluation, a review) with the app's typography, GitHub flavour (tables). Raw HTML
 * in the text is dropped, never rendered, and unsafe link protocols are removed by react-markdown's default
 * URL filter.
 */
export function MarkdownView({ children, components, remarkPlugins = [] }: MarkdownViewProps) {
  return (
    <Typography
      fz="sm"
      styles={{ root: { '--mantine-h3-font-size': '1.15rem', '--mantine-h4-font-size': '1rem' } }}
    >
      <Markdown
        remarkPlugins={[remarkGfm, ...remarkPlugins]}
        skipHtml
        components={{ ...baseComponents, ...components }}
      >
        {children}
      </Markdown>
    </Typography>
  );
}
