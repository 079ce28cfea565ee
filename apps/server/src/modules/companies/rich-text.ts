import { richTextPolicy } from '@rw/core';
import type { DOMPurify, ElementHook } from 'isomorphic-dompurify';

/** Anchors keep a safe href only, and always open in a new tab without access to the opener. */
const handleLink: ElementHook = (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  if (href !== null && !richTextPolicy.safeHref.test(href.trim())) node.removeAttribute('href');
  node.setAttribute('target', richTextPolicy.linkTarget);
  node.setAttribute('rel', richTextPolicy.linkRel);
};

const BLANK_HTML = /<\/?(?:p|br)\s*\/?>|&nbsp;|\s/gi;

let purifier: Promise<DOMPurify> | undefined;

/**
 * DOMPurify over jsdom, loaded on the first write of rich text: loading jsdom takes about 100 MB and a
 * second, and no read needs it, since rich text is returned as it was stored (docs/decisions/0011).
 */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import('isomorphic-dompurify').then((m) => m.default);
  return purifier;
}

/**
 * Sanitises rich text before it is stored (DESIGN.md, Web app; docs/product/companies.md#rich-text):
 * DOMPurify keeps p, br, strong/b, em/i, u, ul, ol, li, h2-h4 and a[href] with an http(s) or mailto address;
 * every link gets target="_blank" rel="noopener noreferrer". Scripts, styles, event handlers, frames and
 * every other tag or attribute are removed (the text of an unknown tag is kept). Stored text is never
 * sanitised again: reads return it as stored.
 * @returns the clean HTML; null for null, undefined or HTML without any content (an empty editor).
 */
export async function sanitizeRichText(html: string | null | undefined): Promise<string | null> {
  if (html === null || html === undefined) return null;
  const purify = await loadPurifier();
  // The hook is added and removed around one synchronous call, so other users of DOMPurify never see it.
  purify.addHook('afterSanitizeAttributes', handleLink);
  let clean: string;
  try {
    clean = purify.sanitize(html, {
      ALLOWED_TAGS: [...richTextPolicy.allowedTags],
      ALLOWED_ATTR: [...richTextPolicy.allowedAttributes],
      ALLOWED_URI_REGEXP: richTextPolicy.safeHref,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
  } finally {
    purify.removeHook('afterSanitizeAttributes', handleLink);
  }
  return clean.replace(BLANK_HTML, '') === '' ? null : clean;
}
