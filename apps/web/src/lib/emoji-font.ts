import { useEffect } from 'react';
import twemojiUrl from 'twemoji-colr-font/twemoji.woff2?url';

/** The family name the theme's font stack ends with (lib/theme.ts). */
export const EMOJI_FONT_FAMILY = 'Twemoji';

/**
 * Emoji blocks (pictographs, symbols, dingbats, flags, keycap and joiner marks): the only characters the
 * fallback font may draw, so it never replaces a letter or digit of the text fonts.
 */
const EMOJI_UNICODE_RANGE =
  'U+200D, U+20E3, U+2300-23FF, U+2460-24FF, U+2500-27BF, U+2900-297F, U+2B00-2BFF, U+3030, U+303D, ' +
  'U+3297, U+3299, U+FE0F, U+1F000-1FAFF, U+E0020-E007F';

/** The `@font-face` rule of the fallback emoji font at `url` (the built asset's address). */
export function emojiFontFace(url: string): string {
  return (
    `@font-face { font-family: ${EMOJI_FONT_FAMILY}; src: url(${url}) format('woff2'); ` +
    `font-display: swap; unicode-range: ${EMOJI_UNICODE_RANGE}; }`
  );
}

/**
 * Whether the system draws emoji in colour: a red apple drawn with the system's emoji fonts has coloured
 * pixels; the box a system without an emoji font draws is grey.
 */
export function systemHasColourEmoji(doc: Document = document): boolean {
  const canvas = doc.createElement('canvas');
  canvas.width = 24;
  canvas.height = 24;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return true;
  ctx.font = '20px "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", sans-serif';
  ctx.textBaseline = 'top';
  ctx.fillStyle = '#000';
  ctx.fillText('\u{1F34E}', 0, 0);
  const px = ctx.getImageData(0, 0, 24, 24).data;
  for (let i = 0; i < px.length; i += 4) {
    const [r = 0, g = 0, b = 0, a = 0] = [px[i], px[i + 1], px[i + 2], px[i + 3]];
    if (a > 64 && Math.max(r, g, b) - Math.min(r, g, b) > 60) return true;
  }
  return false;
}

/**
 * Makes emoji (the stages' emoji of the interview process, docs/product/interview-process.md) draw in
 * colour on systems without a colour emoji font of their own (many Linux desktops, Debian's Chromium):
 * declares Twemoji (COLR, OFL; served by the app, 480 KB) as the last font of the theme's stack, limited to
 * emoji code points. The browser downloads it only when a screen shows an emoji that no earlier font of the
 * stack draws, so the app does not wait for it before its first render (docs/product/shell.md#loading);
 * `preloadEmojiFont` fetches it early where it will be needed.
 */
export function installEmojiFont(doc: Document = document): void {
  const style = doc.createElement('style');
  style.textContent = emojiFontFace(twemojiUrl);
  doc.head.append(style);
}

/**
 * Loads Twemoji now on a system without colour emoji (`hasColourEmoji`), so that emoji shown later draw
 * with it at once: Chromium keeps drawing an emoji shaped before the font arrived as an empty box, even after
 * it has loaded, until the text's font changes. Called a few seconds after the first screen is drawn, so the
 * download does not compete with it (`useEmojiFontPreload`). Never rejects.
 */
export async function preloadEmojiFont(
  doc: Document = document,
  hasColourEmoji: (doc: Document) => boolean = systemHasColourEmoji,
): Promise<void> {
  try {
    if (!('fonts' in doc) || hasColourEmoji(doc)) return;
    await doc.fonts.load(`1em ${EMOJI_FONT_FAMILY}`, '\u{1F600}');
  } catch {
    // Without the font, emoji show as the system draws them: nothing else depends on it.
  }
}

/** How long after the first screen the emoji font is fetched: it leaves that screen's own requests and work alone. */
const PRELOAD_DELAY_MS = 3000;

/**
 * Calls `preloadEmojiFont` once `enabled` (the first screen drawn): PRELOAD_DELAY_MS later, when the browser
 * is idle. A loaded font makes the browser lay the page out again, so it waits until the first screen's work
 * is done.
 */
export function useEmojiFontPreload(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(() => void preloadEmojiFont(), { timeout: 2000 });
      else void preloadEmojiFont();
    }, PRELOAD_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [enabled]);
}
