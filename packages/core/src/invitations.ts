import { z } from 'zod';

/*
 * Invitation links (docs/product/admin.md#invitations, docs/product/shell.md#invitation): an e-mail put on the
 * access list by itself gets a one-time link; the only way to set a password is to open it.
 */

/** How long an invitation link works, in days. */
export const INVITATION_TTL_DAYS = 7;

/** The sign-up body field (`POST /api/auth/sign-up/email`) that carries the invitation token. */
export const INVITATION_TOKEN_FIELD = 'invitationToken';

/** User-visible texts of invitations (docs/product/admin.md#invitations). */
export const invitationMessages = {
  /** Any link that cannot be used: unknown, used, replaced by a newer one, expired or removed. */
  invalid:
    'This invitation link is not valid any more: it was used, replaced by a newer link or has expired. Ask an administrator for a new one.',
  /** A new link is asked for an e-mail that already signed up. */
  hasAccount: (email: string) => `${email} already has an account: there is no link to send.`,
  /** A new link is asked for a whole domain. */
  domainHasNoLink: 'A whole domain signs in with Google: there is no link to send.',
  /** After adding an e-mail or asking a new link. */
  linkReady: (email: string) => `Invitation link for ${email} created`,
  emailed: (email: string) => `The link was e-mailed to ${email}.`,
  notEmailed: 'Copy the link and send it to them: it works once and expires in 7 days.',
  emailFailed: (reason: string) =>
    `The e-mail could not be sent (${reason}). Copy the link and send it yourself.`,
  /** The invite page's heading and lead. */
  pageTitle: 'Accept your invitation',
  pageSubtitle: 'Choose your name and a password to join the workspace.',
  submit: 'Set password and sign in',
  /** The invite page could not ask the server about its link (network, server error). */
  lookupFailed: 'The invitation link could not be checked. Please try again.',
  /** Under the invite form. */
  expiresOn: (date: string) => `This link works once and expires on ${date}.`,
  /** On the sign-in page, for people without an account. */
  signInHint: 'First time here? Open the invitation link an administrator sent you.',
} as const;

/** `POST /api/auth/invitation`: what the invite page knows, the token from its link. */
export const invitationLookupBody = z.object({ token: z.string().min(1).max(200) });
export type InvitationLookupBody = z.infer<typeof invitationLookupBody>;

/** The invited e-mail of a usable link and when it expires (ISO 8601). */
export const invitationLookupResponse = z.object({ email: z.string(), expires_at: z.string() });
export type InvitationLookup = z.infer<typeof invitationLookupResponse>;

/**
 * A link just created for the owner to send: shown once (only its hash is stored). `emailed` is true when the
 * server e-mailed it (SMTP configured); `email_error` says why sending failed.
 */
export const invitationLink = z.object({
  url: z.string(),
  expires_at: z.string(),
  emailed: z.boolean(),
  email_error: z.string().nullable(),
});
export type InvitationLink = z.infer<typeof invitationLink>;

/** The newest unused link of an access-list e-mail without an account. */
export const invitationStatus = z.object({ expires_at: z.string(), expired: z.boolean() });
export type InvitationStatus = z.infer<typeof invitationStatus>;

/** What the invitee types on the invite page (the e-mail comes from the link). */
export const acceptInvitationBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be at most 128 characters'),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;
