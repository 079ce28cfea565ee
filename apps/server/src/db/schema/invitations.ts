import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accessList } from './access-list.js';
import { createdAt, tstz } from './columns.js';

/**
 * One-time invitation links of e-mails on the access list (docs/product/admin.md#invitations). Only the
 * SHA-256 of the token is stored; a link works once (`used_at`), until `expires_at`, and a newer link for the
 * same e-mail revokes it (`revoked_at`): at most one link per e-mail is live. Removing the access entry
 * removes its links.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accessEntryId: uuid('access_entry_id')
      .notNull()
      .references(() => accessList.id, { onDelete: 'cascade' }),
    /** The invited e-mail, trimmed and lower-cased as on the access list. */
    email: text('email').notNull(),
    /** Hex SHA-256 of the token that the link carries. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    uniqueIndex('invitations_live_email_uq')
      .on(t.email)
      .where(sql`${t.usedAt} is null and ${t.revokedAt} is null`),
    index('invitations_access_entry_idx').on(t.accessEntryId),
  ],
);
