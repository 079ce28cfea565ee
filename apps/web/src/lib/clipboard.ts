/**
 * Copies text with the asynchronous Clipboard API.
 * @returns false when the browser refuses (no permission, or a page not served over HTTPS or localhost).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
