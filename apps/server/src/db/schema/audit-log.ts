import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Who changed which organisation setting and who erased whom (docs/product/admin.md#audit-log), written in
 * the transaction of the change. The actor's name and e-mail are copied, and `actor_id` has no foreign key,
 * so an entry outlives the person's account (activity does not: decision 0018). `details` holds field names,
 * counts and ids, never a secret or a candidate's name.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: text('domain').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_domain_time_idx').on(t.domain, t.createdAt.desc(), t.id.desc()),
    index('audit_log_domain_actor_time_idx').on(t.domain, t.actorId, t.createdAt.desc(), t.id.desc()),
  ],
);
