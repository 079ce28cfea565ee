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

/** Longest wait for the font before the app renders anyway (it is served by the app itself). */
const LOAD_TIMEOUT_MS = 3000;

/**
 * Whether the system draws emoji in colour: a red apple drawn with the system's emoji fonts has coloured
 * pixels; the box a system without an emoji font draws is grey.
 */
function systemHasColourEmoji(): boolean {
  const canvas = document.createElement('canvas');
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
 * loads Twemoji (COLR, OFL; served by the app, 480 KB, only on such systems) as the last font of the stack,
 * limited to emoji code points.
 * Browsers do not redraw text whose fallback font arrives later, so the app awaits this before its first
 * render (at most LOAD_TIMEOUT_MS). Never rejects.
 */
export async function ensureEmojiFont(): Promise<void> {
  try {
    if (typeof FontFace === 'undefined' || !('fonts' in document) || systemHasColourEmoji()) return;
    const face = new FontFace(EMOJI_FONT_FAMILY, `url(${twemojiUrl}) format('woff2')`, {
      unicodeRange: EMOJI_UNICODE_RANGE,
      display: 'swap',
    });
    document.fonts.add(face);
    await Promise.race([face.load(), new Promise((resolve) => setTimeout(resolve, LOAD_TIMEOUT_MS))]);
  } catch {
    // Without the font, emoji show as the system draws them: nothing else depends on it.
  }
}
