// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EMOJI_FONT_FAMILY, emojiFontStyles, installEmojiFont } from '#/lib/emoji-font';

/** A FontFaceSet stand-in: jsdom has none. Dispatches `loadingdone` with the given faces. */
function fakeFonts() {
  const target = new EventTarget();
  Object.defineProperty(document, 'fonts', { value: target, configurable: true });
  return (families: string[]) => {
    const event = new Event('loadingdone');
    Object.assign(event, { fontfaces: families.map((family) => ({ family })) });
    target.dispatchEvent(event);
  };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-emoji-font');
  Reflect.deleteProperty(document, 'fonts');
});

describe('emoji font (docs/product/shell.md#loading)', () => {
  it('declares Twemoji for emoji code points only, swapped in when it arrives', () => {
    const rule = emojiFontStyles('/assets/twemoji-x.woff2');
    expect(rule).toContain(`font-family: ${EMOJI_FONT_FAMILY}`);
    expect(rule).toContain("src: url(/assets/twemoji-x.woff2) format('woff2')");
    expect(rule).toContain('font-display: swap');
    expect(rule).toContain('unicode-range: U+200D');
    expect(rule).not.toMatch(/U\+00?[2-7]\d/);
    expect(rule).toContain(":root[data-emoji-font='loaded'] { text-rendering: optimizeLegibility; }");
  });

  it('adds the rule to the page and shapes the text again once Twemoji has loaded, not for another font', () => {
    const loaded = fakeFonts();
    installEmojiFont();
    expect(document.head.querySelector('style')?.textContent).toContain(`font-family: ${EMOJI_FONT_FAMILY}`);
    loaded(['"Some Other Font"']);
    expect(document.documentElement.dataset.emojiFont).toBeUndefined();
    loaded([`"${EMOJI_FONT_FAMILY}"`]);
    expect(document.documentElement.dataset.emojiFont).toBe('loaded');
  });
});
