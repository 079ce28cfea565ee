/*
 * Browser APIs jsdom lacks that Mantine and the table virtualiser use, for component tests
 * (`// @vitest-environment jsdom`). Shared by the candidate pages' harness and the Candidates tab's tests.
 */

/** The box every element reports, in px (jsdom lays nothing out, so every size is 0 otherwise). */
export type ShimBox = { width: number; height: number };

/**
 * Fills what jsdom lacks: matchMedia (never matches), a no-op ResizeObserver, scrollTo and scrollIntoView,
 * `document.fonts` (Mantine's autosize textarea listens to it), and gives every element the same `box` as its client and offset size, so a virtualised list (which reads
 * its scroller's height) renders the rows that fit in it.
 */
export function installJsdomShims(box: ShimBox): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
  }
  Element.prototype.scrollTo ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  for (const [prop, px] of [
    ['clientHeight', box.height],
    ['clientWidth', box.width],
    ['offsetHeight', box.height],
    ['offsetWidth', box.width],
  ] as const) {
    Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => px });
  }
}
