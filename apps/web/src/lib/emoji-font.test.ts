// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMOJI_FONT_FAMILY, emojiFontFace, installEmojiFont, preloadEmojiFont } from '#/lib/emoji-font';

afterEach(() => {
  document.head.innerHTML = '';
  Reflect.deleteProperty(document, 'fonts');
});

/** A FontFaceSet stand-in (jsdom has none) whose `load` is recorded. */
function fakeFonts() {
  const load = vi.fn(async () => []);
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return load;
}

describe('emoji font (docs/product/shell.md#loading)', () => {
  it('declares Twemoji for emoji code points only, swapped in when it arrives', () => {
    const rule = emojiFontFace('/assets/twemoji-x.woff2');
    expect(rule).toContain(`font-family: ${EMOJI_FONT_FAMILY}`);
    expect(rule).toContain("src: url(/assets/twemoji-x.woff2) format('woff2')");
    expect(rule).toContain('font-display: swap');
    expect(rule).toContain('unicode-range: U+200D');
    expect(rule).not.toMatch(/U\+00?[2-7]\d/);
  });

  it('adds the rule to the page without loading the font', () => {
    const load = fakeFonts();
    installEmojiFont();
    expect(document.head.querySelector('style')?.textContent).toContain(`font-family: ${EMOJI_FONT_FAMILY}`);
    expect(load).not.toHaveBeenCalled();
  });

  it('preloads it only on a system without colour emoji', async () => {
    const load = fakeFonts();
    await preloadEmojiFont(document, () => true);
    expect(load).not.toHaveBeenCalled();
    await preloadEmojiFont(document, () => false);
    expect(load).toHaveBeenCalledWith(`1em ${EMOJI_FONT_FAMILY}`, '\u{1F600}');
  });

  it('never rejects when the font cannot be loaded', async () => {
    const load = fakeFonts();
    load.mockRejectedValueOnce(new Error('offline'));
    await expect(preloadEmojiFont(document, () => false)).resolves.toBeUndefined();
  });
});
