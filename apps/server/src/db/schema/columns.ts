import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamptz column read as a JS Date; the house default for every time column. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tstz('created_at').notNull().defaultNow();
export const updatedAt = () => tstz('updated_at').notNull().defaultNow();
