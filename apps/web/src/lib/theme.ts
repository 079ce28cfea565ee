import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { storageKeys } from '#/lib/storage';

/**
 * Theme of the app: indigo primary, rounded corners, system fonts (no web-font download, which keeps the
 * app usable offline and inside a strict CSP).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
});

/**
 * Light/dark preference (spec 1 section 4, Theme): read from local storage under a fixed key, otherwise the
 * system preference (`defaultColorScheme="auto"` in the provider); saved when the user toggles it.
 */
export const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.colorScheme });
