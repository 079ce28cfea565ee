import type { Nodes, PhrasingContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/** A piece of text of one look. */
export type ReviewRun = { text: string; bold: boolean; italic: boolean };
/** A block of a write-up as the exports lay it out. */
export type ReviewBlock =
  | { kind: 'heading'; level: number; runs: ReviewRun[] }
  | { kind: 'paragraph'; runs: ReviewRun[] }
  | { kind: 'item'; depth: number; number: number | null; runs: ReviewRun[] };

function runsOf(nodes: PhrasingContent[], look: { bold: boolean; italic: boolean }): ReviewRun[] {
  return nodes.flatMap((node): ReviewRun[] => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        return [{ text: node.value, ...look }];
      case 'strong':
        return runsOf(node.children, { ...look, bold: true });
      case 'emphasis':
        return runsOf(node.children, { ...look, italic: true });
      case 'break':
        return [{ text: '\n', ...look }];
      case 'link':
      case 'delete':
        return runsOf(node.children, look);
      default:
        // HTML and images in a model's reply are dropped, as the screen drops them.
        return [];
    }
  });
}

const plainLook = { bold: false, italic: false };

function blocksOf(node: Nodes, depth: number, out: ReviewBlock[]): void {
  switch (node.type) {
    case 'root':
    case 'blockquote':
      for (const child of node.children) blocksOf(child, depth, out);
      return;
    case 'heading':
      out.push({ kind: 'heading', level: node.depth, runs: runsOf(node.children, plainLook) });
      return;
    case 'paragraph':
      out.push({ kind: 'paragraph', runs: runsOf(node.children, plainLook) });
      return;
    case 'list':
      node.children.forEach((item, i) => {
        const [first, ...rest] = item.children;
        const runs = first?.type === 'paragraph' ? runsOf(first.children, plainLook) : [];
        const number = node.ordered ? (node.start ?? 1) + i : null;
        out.push({ kind: 'item', depth: depth + 1, number, runs });
        for (const child of first?.type === 'paragraph' ? rest : item.children)
          blocksOf(child, depth + 1, out);
      });
      return;
    case 'code':
      out.push({ kind: 'paragraph', runs: [{ text: node.value, ...plainLook }] });
      return;
    default:
      return;
  }
}

/**
 * A write-up's Markdown as blocks for the PDF and DOCX exports (docs/product/reviewer.md#copy-and-export):
 * headings, paragraphs and (nested, numbered) list items with bold and italic runs; raw HTML and images are
 * left out.
 */
export function reviewBlocks(markdown: string): ReviewBlock[] {
  const out: ReviewBlock[] = [];
  blocksOf(fromMarkdown(markdown), 0, out);
  return out.filter((b) => b.runs.some((r) => r.text.trim()));
}
