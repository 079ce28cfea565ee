import type { Role } from '@rw/core';
import type { MailMessage } from '#src/platform/mail/mailer.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The invitation e-mail (docs/product/admin.md#invitations): who invited whom, with which role, the one-time
 * link and when it expires (UTC). Plain text with an HTML alternative.
 */
export function invitationEmail(opts: {
  to: string;
  url: string;
  role: Role;
  invitedBy: string | null;
  expiresAt: Date;
}): MailMessage {
  const expires = `${opts.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const who = opts.invitedBy ? `${opts.invitedBy} invited you` : 'You are invited';
  const lead = `${who} to Recruiting Workspace as ${opts.role}.`;
  const text = [
    lead,
    '',
    'Open this link to choose your password and sign in:',
    opts.url,
    '',
    `The link works once and expires on ${expires}. If you did not expect this invitation, ignore this e-mail.`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(opts.url)}">Choose your password and sign in</a></p>`,
    `<p>The link works once and expires on ${escapeHtml(expires)}. If you did not expect this invitation, ignore this e-mail.</p>`,
  ].join('\n');
  return { to: opts.to, subject: 'Your invitation to Recruiting Workspace', text, html };
}
