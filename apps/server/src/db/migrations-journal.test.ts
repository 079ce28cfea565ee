import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Drizzle applies a migration only when its journal time is later than the last one the database has
 * applied: a migration stamped earlier than the one before it would never reach a database that already has
 * that one. Every new migration goes last, numbered and stamped after the previous.
 */
describe('the migrations journal', () => {
  it('numbers and stamps migrations in increasing order', () => {
    const journal = JSON.parse(
      readFileSync(fileURLToPath(new URL('../../drizzle/meta/_journal.json', import.meta.url)), 'utf8'),
    ) as { entries: { idx: number; when: number; tag: string }[] };
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0'))).toBe(true);
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });
});
