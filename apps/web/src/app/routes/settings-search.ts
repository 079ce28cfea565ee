import { z } from 'zod';

/** `?section=` of System Settings (docs/product/admin.md#system-settings); an unknown one opens the first. */
export const systemSettingsSearch = z.object({ section: z.string().max(40).optional().catch(undefined) });
