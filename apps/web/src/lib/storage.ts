/**
 * Small wrappers around `localStorage` that never throw (private mode, disabled storage, non-browser
 * environments): reads fall back to `null`, writes are dropped.
 */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage can be full or disabled; the preference simply is not remembered.
  }
}

/**
 * Fixed local-storage keys of the app: theme and preferences (docs/product/shell.md#theme-and-sound), and the
 * network log (docs/product/shell.md#network-log).
 */
export const storageKeys = {
  colorScheme: 'rw-color-scheme',
  soundEnabled: 'rw-sound-enabled',
  sidebarCollapsed: 'rw-sidebar-collapsed',
  sidebarGroups: 'rw-sidebar-groups',
  /** The last 200 API calls of this browser (lib/network-log.ts). */
  networkLog: 'rw-network-log',
} as const;
