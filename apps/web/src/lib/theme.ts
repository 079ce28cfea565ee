import { type CSSVariablesResolver, createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { EMOJI_FONT_FAMILY } from '#/lib/emoji-font';
import { storageKeys } from '#/lib/storage';

/**
 * System text fonts, then colour emoji: the system's own (Apple, Windows, Noto on Linux) and, where the
 * system has none, Twemoji served by the app itself (lib/emoji-font.ts), so emoji never show as empty boxes.
 */
const FONT_STACK =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, ' +
  `"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", ${EMOJI_FONT_FAMILY}`;

/**
 * Theme of the app: indigo primary, rounded corners, system fonts (no text web font to download, which keeps
 * the app usable offline and inside a strict CSP; only the emoji fallback is the app's own). Shade 7 of
 * indigo keeps white text on filled buttons above WCAG AA's 4.5:1 (shade 6 gives 4.3:1, shade 5 3.7:1).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 7 },
  // Filled badges and buttons pick black or white text by their background (white on yellow was 2.1:1).
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: FONT_STACK,
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '650',
  },
});

/**
 * Colours Mantine leaves below WCAG AA's 4.5:1 (axe-core's color-contrast rule), in the light scheme:
 * - dimmed text, gray 6 on white (3.3:1), here 4.8:1; in the dark scheme dark 2 on dark 7 (4.0:1), here 6.4:1
 *   (4.7:1 on dark 5, the fixed steps' cards);
 * - the text of `variant="light"` badges, alerts and buttons, shade 9 on shade 1, for the colours where that
 *   is too light (yellow 2.7, lime 3.3, orange 3.6, green 3.8, teal 4.3:1): shade 9 darkened to 4.7-5.0:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#6b7280',
    '--mantine-color-yellow-light-color': '#a15300',
    '--mantine-color-lime-light-color': '#4a760a',
    '--mantine-color-orange-light-color': '#b83d0d',
    '--mantine-color-green-light-color': '#257535',
    '--mantine-color-teal-light-color': '#087956',
  },
  dark: { '--mantine-color-dimmed': '#a8a8a8' },
});

/**
 * Light/dark preference (docs/product/shell.md#theme-and-sound): read from local storage under a fixed
 * key, otherwise the system preference (`defaultColorScheme="auto"` in the provider); saved when the user
 * toggles it.
 */
export const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.colorScheme });
