import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.js';
import { users } from './users.js';

/**
 * Personal access tokens (docs/product/access-tokens.md): a user's key for the LinkedIn Parser's API. Only the
 * hex SHA-256 of the token is stored (`token_hash`, unique: the one indexed lookup of a request) and its first
 * characters (`hint`) to tell tokens apart. A revoked token keeps its row (`revoked_at`, `revoked_by`); a
 * user's deletion deletes their tokens.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The organisation (the owner's e-mail domain), as on every tenant-owned row. */
    domain: text('domain').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    hint: text('hint').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at'),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
    revokedBy: text('revoked_by'),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId), index('access_tokens_domain_idx').on(t.domain)],
);
