import { Parser } from 'htmlparser2';

/** A piece of text with its inline formatting. `link` is an http(s) or mailto URL. */
export type TextRun = {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  link: string | null;
};
/** A block of rich text: a paragraph, a heading or a list item (numbered when `number` is set). */
export type HtmlBlock = {
  kind: 'paragraph' | 'heading' | 'item';
  /** Nesting depth of a list item (1 for a top-level list). */
  depth: number;
  number: number | null;
  runs: TextRun[];
};

const blockTags = new Set([
  'p',
  'div',
  'li',
  'blockquote',
  'section',
  'article',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
const skippedTags = new Set([
  'script',
  'style',
  'head',
  'title',
  'template',
  'noscript',
  'iframe',
  'svg',
  'object',
]);
const safeLink = /^(https?:|mailto:)/i;

/**
 * Reads (sanitised) rich-text HTML, such as a company's job specification introduction, into blocks of
 * formatted runs a PDF writer can lay out: paragraphs, headings, bullet and numbered list items, bold
 * (`b`/`strong`), italic (`i`/`em`), underline (`u`) and links. Scripts, styles and other active content
 * are dropped with their text; unknown tags keep their text; whitespace collapses as a browser would.
 */
export function htmlToBlocks(html: string): HtmlBlock[] {
  const blocks: HtmlBlock[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  const style = { bold: 0, italic: 0, underline: 0 };
  const links: (string | null)[] = [];
  let skipping = 0;
  let current: HtmlBlock | null = null;

  const flush = () => {
    if (!current) return;
    const runs = current.runs;
    if (runs[0]) runs[0].text = runs[0].text.replace(/^\s+/, '');
    const last = runs.at(-1);
    if (last) last.text = last.text.replace(/\s+$/, '');
    current.runs = runs.filter((r) => r.text.length > 0);
    if (current.runs.length) blocks.push(current);
    current = null;
  };
  const open = (kind: HtmlBlock['kind'], number: number | null = null) => {
    flush();
    current = { kind, depth: lists.length, number, runs: [] };
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (skippedTags.has(name)) skipping++;
        if (skipping) return;
        if (name === 'ul' || name === 'ol') {
          flush();
          lists.push({ ordered: name === 'ol', count: 0 });
        } else if (name === 'li') {
          const list = lists.at(-1);
          if (list) list.count++;
          open('item', list?.ordered ? list.count : null);
        } else if (/^h[1-6]$/.test(name)) open('heading');
        else if (blockTags.has(name)) open('paragraph');
        else if (name === 'br') {
          if (current) current.runs.push({ ...run(''), text: '\n' });
        } else if (name === 'b' || name === 'strong') style.bold++;
        else if (name === 'i' || name === 'em') style.italic++;
        else if (name === 'u') style.underline++;
        else if (name === 'a')
          links.push(safeLink.test(attrs.href?.trim() ?? '') ? attrs.href!.trim() : null);
      },
      ontext(text) {
        if (skipping) return;
        const collapsed = text.replace(/\s+/g, ' ');
        if (!current) {
          if (!collapsed.trim()) return;
          open('paragraph');
        }
        current!.runs.push(run(collapsed));
      },
      onclosetag(name) {
        if (skippedTags.has(name)) {
          skipping = Math.max(0, skipping - 1);
          return;
        }
        if (skipping) return;
        if (name === 'ul' || name === 'ol') {
          flush();
          lists.pop();
        } else if (blockTags.has(name)) flush();
        else if (name === 'b' || name === 'strong') style.bold--;
        else if (name === 'i' || name === 'em') style.italic--;
        else if (name === 'u') style.underline--;
        else if (name === 'a') links.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );

  function run(text: string): TextRun {
    return {
      text,
      bold: style.bold > 0,
      italic: style.italic > 0,
      underline: style.underline > 0,
      link: links.findLast((l) => l !== null) ?? null,
    };
  }

  parser.write(html);
  parser.end();
  flush();
  return blocks;
}
