import { z } from 'zod';
import { roleSchema } from './auth.js';
import { invitationLink, invitationStatus } from './invitations.js';

/** One access-list entry: an e-mail or a whole domain, with the role it grants (docs/product/admin.md#access-list). */
export const accessEntry = z.object({
  id: z.string(),
  email: z.string().nullable(),
  domain: z.string().nullable(),
  role: roleSchema,
  created_at: z.string(),
  created_by: z.string().nullable(),
  has_account: z.boolean(),
  /** The newest unused invitation link of an e-mail without an account; null for domains and accounts. */
  invitation: invitationStatus.nullable(),
});
export type AccessEntry = z.infer<typeof accessEntry>;

/** The answer to adding an entry: an e-mail comes with its invitation link (domains sign in with Google). */
export const accessEntryCreated = accessEntry.extend({ invitation_link: invitationLink.nullable() });
export type AccessEntryCreated = z.infer<typeof accessEntryCreated>;

const domainPattern = /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** Body to add an entry: exactly one of `email` or `domain`. */
export const accessEntryCreate = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address')).optional(),
    domain: z
      .string()
      .trim()
      .toLowerCase()
      .regex(domainPattern, 'Enter a domain such as example.com')
      .optional(),
    role: roleSchema,
  })
  .refine((v) => (v.email === undefined) !== (v.domain === undefined), {
    message: 'Give either an e-mail or a domain',
  });
export type AccessEntryCreate = z.infer<typeof accessEntryCreate>;

export const accessEntryUpdate = z.object({ role: roleSchema });
