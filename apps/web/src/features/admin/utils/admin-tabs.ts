import { z } from 'zod';

/** The Admin Panel's tabs (docs/product/admin.md), with Access for the access list. */
export const adminTabs = ['organizations', 'users', 'usage', 'settings', 'access'] as const;
export type AdminTab = (typeof adminTabs)[number];

/** `?tab=` of `/admin/api-settings`; an unknown value opens Organizations. */
export const adminPanelSearch = z.object({
  tab: z.enum(adminTabs).default('organizations').catch('organizations'),
});
