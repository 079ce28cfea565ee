import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';

/**
 * The pace of one provider key shared by every app instance on this database (docs/product/ai.md#pacing,
 * platform/ai/shared-limiter.ts): a Retry-After pause and the running totals of the starts in its window.
 * The row is the key's lock: `ai_rate_acquire()` and `ai_rate_settle()` (migration 0010) hold it while they
 * read and change the starts.
 */
export const aiRateLimits = pgTable('ai_rate_limits', {
  /** The key's hash (ai-runtime.ts), never the key. */
  key: text('key').primaryKey(),
  pausedUntil: tstz('paused_until'),
  windowRequests: integer('window_requests').notNull().default(0),
  windowTokens: bigint('window_tokens', { mode: 'number' }).notNull().default(0),
  /** Last acquisition; keys idle for a day are swept. */
  usedAt: tstz('used_at').notNull().defaultNow(),
});

/** One call started under a shared key: when (the database's clock) and its tokens (estimated, then settled). */
export const aiRateStarts = pgTable(
  'ai_rate_starts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key')
      .notNull()
      .references(() => aiRateLimits.key, { onDelete: 'cascade' }),
    at: tstz('at').notNull(),
    tokens: bigint('tokens', { mode: 'number' }).notNull(),
  },
  (t) => [index('ai_rate_starts_key_at_idx').on(t.key, t.at, t.id)],
);
