import { z } from 'zod';

/** The Admin Panel's tabs (spec 1 section 4) and the Access tab for the access list. */
export const adminTabs = ['organizations', 'users', 'usage', 'settings', 'access'] as const;
export type AdminTab = (typeof adminTabs)[number];

/** `?tab=` of `/admin/api-settings`; an unknown value opens Organizations. */
export const adminPanelSearch = z.object({
  tab: z.enum(adminTabs).default('organizations').catch('organizations'),
});
