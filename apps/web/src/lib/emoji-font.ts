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

/**
 * The style sheet of the fallback emoji font at `url` (the built asset's address): its `@font-face`, and the
 * `text-rendering` of the page once it has loaded (`data-emoji-font="loaded"` on the root element).
 */
export function emojiFontStyles(url: string): string {
  return (
    `@font-face { font-family: ${EMOJI_FONT_FAMILY}; src: url(${url}) format('woff2'); ` +
    `font-display: swap; unicode-range: ${EMOJI_UNICODE_RANGE}; }\n` +
    `:root[data-emoji-font='loaded'] { text-rendering: optimizeLegibility; }`
  );
}

/**
 * Makes emoji (the stages' emoji of the interview process, docs/product/interview-process.md) draw in
 * colour on systems without a colour emoji font of their own (many Linux desktops, Debian's Chromium):
 * declares Twemoji (COLR, OFL; served by the app, 480 KB) as the last font of the theme's stack, limited to
 * emoji code points. The browser downloads it only when a screen shows an emoji that no earlier font of the
 * stack draws, so systems with their own emoji font, and screens without emoji, never load it, and the app
 * does not wait for it before its first render (docs/product/shell.md#loading).
 *
 * Chromium keeps the shaping of text drawn before the font arrived (its emoji stay empty boxes), so once
 * the font has loaded the page's text is shaped again: `text-rendering` is part of that cache's key, and
 * `optimizeLegibility` draws as the default does on these systems.
 */
export function installEmojiFont(doc: Document = document): void {
  const style = doc.createElement('style');
  style.textContent = emojiFontStyles(twemojiUrl);
  doc.head.append(style);
  if (!('fonts' in doc)) return;
  doc.fonts.addEventListener('loadingdone', (event) => {
    const faces = (event as FontFaceSetLoadEvent).fontfaces ?? [];
    if (faces.some((face) => face.family.replaceAll('"', '') === EMOJI_FONT_FAMILY))
      doc.documentElement.dataset.emojiFont = 'loaded';
  });
}
