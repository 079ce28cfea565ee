import { richTextPolicy } from '@rw/core';
import DOMPurify from 'dompurify';

const handleLink = (node: Element) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  if (href !== null && !richTextPolicy.safeHref.test(href.trim())) node.removeAttribute('href');
  node.setAttribute('target', richTextPolicy.linkTarget);
  node.setAttribute('rel', richTextPolicy.linkRel);
};

/**
 * Sanitises stored rich text again right before it is rendered (DESIGN.md, Web app), with the same
 * policy as the server: formatting tags only, http(s)/mailto links that open in a new tab.
 */
export function sanitizeHtml(html: string): string {
  DOMPurify.addHook('afterSanitizeAttributes', handleLink);
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS: [...richTextPolicy.allowedTags],
      ALLOWED_ATTR: [...richTextPolicy.allowedAttributes],
      ALLOWED_URI_REGEXP: richTextPolicy.safeHref,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', handleLink);
  }
}
