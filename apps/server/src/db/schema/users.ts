import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth-users.js';
import { createdAt, tstz } from './columns.js';
import { organizations } from './organizations.js';

/**
 * The user profile (docs/product/shell.md#access-list-and-roles), created on first sign-in; `id` is the auth
 * user's id.
 */
export const users = pgTable(
  'users',
  {
    id: text('id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'recruiter'] }).notNull(),
    picture: text('picture'),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    domain: text('domain').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    lastLogin: tstz('last_login'),
  },
  (t) => [index('users_domain_idx').on(t.domain), index('users_organization_idx').on(t.organizationId)],
);
