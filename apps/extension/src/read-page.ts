/*
 * What the extension reads of a page (docs/product/content-extractor.md#privacy): only the tab the user asked
 * for, only when asked, and only its visible text (`innerText` leaves out hidden elements, scripts and styles)
 * and its address.
 */

/** The page as sent: its visible text and URL. */
export type PageContent = { text: string; url: string; title: string };

/** Runs in the page (chrome.scripting): must not use anything from outside its own body. */
function readVisibleText(): PageContent {
  return { text: document.body?.innerText ?? '', url: location.href, title: document.title };
}

/**
 * The tab to read: `tabId` when the popup was opened for one (`popup.html?tabId=…`), else the active tab of
 * the current window (the one whose toolbar button opened the popup, which grants activeTab).
 */
export async function targetTabId(search: string): Promise<number> {
  const given = Number(new URLSearchParams(search).get('tabId'));
  if (Number.isInteger(given) && given > 0) return given;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined) throw new Error('There is no page to send.');
  return tab.id;
}

/** Reads tab `tabId`'s visible text and address. @throws Error when the page cannot be read (a browser page). */
export async function readPage(tabId: number): Promise<PageContent> {
  let results: chrome.scripting.InjectionResult<PageContent>[];
  try {
    results = await chrome.scripting.executeScript({ target: { tabId }, func: readVisibleText });
  } catch {
    throw new Error('This page cannot be read (browser pages and the Chrome Web Store are off limits).');
  }
  const page = results[0]?.result;
  if (!page?.text.trim()) throw new Error('This page has no text to send.');
  return page;
}
