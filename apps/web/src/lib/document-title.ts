import { useEffect } from 'react';

/** The product's name, the last part of every page's document title (docs/product/shell.md#page-titles). */
export const PRODUCT_NAME = 'Recruiting Workspace';

/**
 * The document title of a page: '{page} · Recruiting Workspace' ('My Jobs · Recruiting Workspace'), or the
 * product name alone when the page has no name yet (docs/product/shell.md#page-titles). Blank names count as
 * none.
 */
export function documentTitle(page: string | null | undefined): string {
  const name = page?.trim();
  return name ? `${name} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Sets the browser tab's title to `documentTitle(page)` while the calling page is shown, and again whenever
 * `page` changes (a job's title once it has loaded). One call per page: every screen of the route tree calls
 * it, so a title never outlives its page. `bare` uses `page` alone (the print page, whose title is also the
 * name the browser proposes for a PDF saved from print).
 */
export function useDocumentTitle(page: string | null | undefined, options: { bare?: boolean } = {}): void {
  const { bare = false } = options;
  useEffect(() => {
    const name = page?.trim();
    document.title = bare && name ? name : documentTitle(name);
  }, [page, bare]);
}
