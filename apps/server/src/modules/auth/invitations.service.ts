import {
  INVITATION_TTL_DAYS,
  type InvitationLink,
  type InvitationLookup,
  invitationMessages,
  normalizeEmail,
  type Role,
} from '@rw/core';
import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { accessList } from '#src/db/schema/index.js';
import { AppError } from '#src/lib/app-error.js';
import type { Mailer } from '#src/platform/mail/mailer.js';
import { hasAccount } from './access.queries.js';
import { invitationEmail } from './invitation-email.js';
import {
  findUsableInvitation,
  hashInvitationToken,
  insertInvitation,
  newInvitationToken,
} from './invitations.queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where invitation links point and how they are sent (docs/product/admin.md#invitations). */
export type InvitationDelivery = {
  /** The app's public base URL (APP_URL), without a trailing slash. */
  appUrl: string;
  /** Present when SMTP_URL is set: each new link is also e-mailed. */
  mailer?: Mailer;
  /** The clock (tests move it instead of waiting). */
  now: () => Date;
};

/** The page a link opens: the token travels in the fragment, which browsers never send to a server. */
export function invitationUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/$/, '')}/invite#${token}`;
}

/**
 * Makes a new one-time token for `email`, which must be on the access list by itself, revoking its earlier
 * links. Only the token's SHA-256 is stored; it expires INVITATION_TTL_DAYS after `now`.
 * @returns the token (shown once) and its expiry.
 * @throws AppError NOT_FOUND when the e-mail is not listed by itself; CONFLICT when it already has an account.
 */
export async function createInvitationToken(opts: {
  db: Db;
  email: string;
  by: string | null;
  now: Date;
}): Promise<{ token: string; expiresAt: Date; role: Role }> {
  const email = normalizeEmail(opts.email);
  const [entry] = await opts.db
    .select({ id: accessList.id, role: accessList.role })
    .from(accessList)
    .where(eq(accessList.email, email))
    .limit(1);
  if (!entry) throw new AppError('NOT_FOUND', 'Access entry not found');
  if (await hasAccount(opts.db, email)) throw new AppError('CONFLICT', invitationMessages.hasAccount(email));
  const token = newInvitationToken();
  const expiresAt = new Date(opts.now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  await insertInvitation(opts.db, {
    entryId: entry.id,
    email,
    tokenHash: hashInvitationToken(token),
    by: opts.by,
    now: opts.now,
    expiresAt,
  });
  return { token, expiresAt, role: entry.role };
}

/**
 * Issues the invitation link of an e-mail on the access list (the owner's Admin Panel): a new token (earlier
 * links stop working), its URL, and the e-mail to the invitee when SMTP is configured. A failed e-mail does
 * not undo the link: the owner can still copy and send it.
 * @throws AppError NOT_FOUND, or CONFLICT when the e-mail already has an account.
 */
export async function issueInvitation(opts: {
  db: Db;
  email: string;
  invitedBy: string;
  delivery: InvitationDelivery;
}): Promise<InvitationLink> {
  const { db, delivery } = opts;
  const email = normalizeEmail(opts.email);
  const { token, expiresAt, role } = await createInvitationToken({
    db,
    email,
    by: opts.invitedBy,
    now: delivery.now(),
  });
  const url = invitationUrl(delivery.appUrl, token);
  let emailed = false;
  let emailError: string | null = null;
  if (delivery.mailer) {
    try {
      await delivery.mailer.send(
        invitationEmail({ to: email, url, role, invitedBy: opts.invitedBy, expiresAt }),
      );
      emailed = true;
    } catch (error) {
      emailError = error instanceof Error ? error.message : String(error);
    }
  }
  return { url, expires_at: expiresAt.toISOString(), emailed, email_error: emailError };
}

/**
 * What the invite page shows for the token of its link (docs/product/shell.md#invitation).
 * @throws AppError NOT_FOUND with invitationMessages.invalid for any link that cannot be used (unknown,
 * used, replaced, expired, removed from the access list): the answer never says which.
 */
export async function lookupInvitation(opts: {
  db: Db;
  token: string;
  now: Date;
}): Promise<InvitationLookup> {
  const found = await findUsableInvitation(opts.db, hashInvitationToken(opts.token), opts.now);
  if (!found) throw new AppError('NOT_FOUND', invitationMessages.invalid);
  return { email: found.email, expires_at: found.expiresAt.toISOString() };
}
