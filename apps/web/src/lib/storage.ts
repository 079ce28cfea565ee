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

/** Reads a JSON value saved with `writeJson`; `fallback` when missing or unreadable. */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  const raw = readStorage(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeStorage(key, JSON.stringify(value));
}

/** Fixed local-storage keys of the app (spec 1 section 9: theme and preferences under fixed keys). */
export const storageKeys = {
  colorScheme: 'rw-color-scheme',
  soundEnabled: 'rw-sound-enabled',
  sidebarCollapsed: 'rw-sidebar-collapsed',
  sidebarGroups: 'rw-sidebar-groups',
} as const;
