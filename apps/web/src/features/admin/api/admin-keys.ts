/** Query keys of the Admin Panel; every admin mutation invalidates `all` (the stat cards move too). */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  organizations: () => [...adminKeys.all, 'organizations'] as const,
  users: (organizationId: string | null) => [...adminKeys.all, 'users', organizationId ?? 'all'] as const,
  usage: (organizationId: string | null) => [...adminKeys.all, 'usage', organizationId ?? 'all'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  accessList: () => [...adminKeys.all, 'access-list'] as const,
};

/** `?organization_id=` for the filtered lists, or '' for all organisations. */
export function organizationQuery(organizationId: string | null, prefix: '?' | '&' = '?'): string {
  return organizationId ? `${prefix}organization_id=${encodeURIComponent(organizationId)}` : '';
}
