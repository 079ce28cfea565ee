import { z } from 'zod';
import { adminMessages } from './admin.js';
import { roleSchema } from './auth.js';
import { invitationLink, invitationStatus } from './invitations.js';

/*
 * User Management (`/admin/users`, docs/product/admin.md#user-management): an organisation's admins manage the
 * people of their own e-mail domain — invite with a role, change a role, deactivate, activate, delete.
 */

/** The roles an organisation's admin may give: the owner role is the platform's (Admin Panel → Access). */
export const organizationRoles = ['admin', 'recruiter'] as const;
export type OrganizationRole = (typeof organizationRoles)[number];
export const organizationRoleSchema = z.enum(organizationRoles, {
  error: 'Choose a role: admin or recruiter',
});

/** Texts of User Management (docs/product/admin.md#user-management); the spec's are verbatim. */
export const userManagementMessages = {
  confirmDelete: adminMessages.confirmDeleteUser,
  statusUpdated: adminMessages.userUpdated,
  statusError: adminMessages.updateUserError,
  deleted: adminMessages.userDeleted,
  deleteError: adminMessages.deleteUserError,
  loadError: adminMessages.loadError,
  roleUpdated: 'User role updated successfully',
  roleError: 'Error updating user role',
  inviteError: 'Error inviting user',
  linkError: 'Error creating invitation link',
  withdrawn: (email: string) => `Invitation for ${email} withdrawn`,
  withdrawError: 'Error withdrawing invitation',
  confirmWithdraw: (email: string) => `Withdraw the invitation for ${email}? Its link stops working at once.`,
  lastAdmin: 'The last admin of your organization cannot be removed or demoted.',
  /** The Admin Panel's form of the rule: the owner manages every organisation. */
  lastAdminOfOrganization:
    "An organization's last admin cannot be deactivated or deleted while other members remain.",
  ownRole: 'You cannot change your own role.',
  ownDeactivate: 'You cannot deactivate your own account.',
  ownDelete: 'You cannot delete your own account.',
  ownerAccount: "The platform owner's account is managed in the Admin Panel.",
  otherDomain: (domain: string) => `Invite an e-mail address of your organization (@${domain}).`,
  alreadyMember: (email: string) => `${email} is already a member of your organization.`,
  alreadyInvited: (email: string) => `${email} is already invited: make a new link instead.`,
  userNotFound: 'User not found',
  invitationNotFound: 'Invitation not found',
  nothingToChange: 'Give a role or a status to change',
  subtitle: (domain: string) =>
    `People of ${domain}: invite colleagues, choose their role, deactivate or remove them.`,
  noPeople: 'No people yet',
  noPeopleHint: 'Invite colleagues above; they appear here after their first sign-in.',
  noInvitations: 'No pending invitations',
} as const;

/** A person of the organisation (an account that has signed in once). */
export const organizationUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  is_active: z.boolean(),
  /** null: never signed in ('Never'). */
  last_login: z.string().nullable(),
  created_at: z.string(),
});
export type OrganizationUser = z.infer<typeof organizationUser>;

/** An e-mail of the organisation on the access list without an account yet: invited, not joined. */
export const organizationInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  invited_by: z.string().nullable(),
  created_at: z.string(),
  /** Its newest unused link, or null when it has none left (made a new one to send). */
  invitation: invitationStatus.nullable(),
});
export type OrganizationInvitation = z.infer<typeof organizationInvitation>;

/** `GET /api/organization/users`. */
export const organizationUsersView = z.object({
  domain: z.string(),
  users: z.array(organizationUser),
  invitations: z.array(organizationInvitation),
});
export type OrganizationUsersView = z.infer<typeof organizationUsersView>;

/** `POST /api/organization/invitations`: an e-mail of the organisation's domain and its role. */
export const organizationInviteBody = z.object({
  email: z
    .string({ error: 'Enter a valid e-mail address' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid e-mail address')),
  role: organizationRoleSchema,
});
export type OrganizationInviteBody = z.infer<typeof organizationInviteBody>;

/** The invitation made and its one-time link (shown once). */
export const organizationInviteCreated = z.object({
  invitation: organizationInvitation,
  invitation_link: invitationLink,
});
export type OrganizationInviteCreated = z.infer<typeof organizationInviteCreated>;

/** `PATCH /api/organization/users/{id}`: a new role, a new status, or both. */
export const organizationUserUpdate = z
  .object({ role: organizationRoleSchema.optional(), is_active: z.boolean().optional() })
  .refine((b) => b.role !== undefined || b.is_active !== undefined, {
    message: userManagementMessages.nothingToChange,
  });
export type OrganizationUserUpdate = z.infer<typeof organizationUserUpdate>;
