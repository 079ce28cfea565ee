import { z } from 'zod';
import { roleSchema } from './auth.js';

/** One access-list entry: an e-mail or a whole domain, with the role it grants (DESIGN.md). */
export const accessEntry = z.object({
  id: z.string(),
  email: z.string().nullable(),
  domain: z.string().nullable(),
  role: roleSchema,
  created_at: z.string(),
  created_by: z.string().nullable(),
  has_account: z.boolean(),
});
export type AccessEntry = z.infer<typeof accessEntry>;

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
