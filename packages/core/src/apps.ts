import { z } from 'zod';

export const appTypes = ['frontend', 'backend'] as const;
/**
 * A tile's status (docs/product/launcher.md#tiles): the spec's four, and 'coming-soon' for a tool whose screen
 * is not built yet; such a tile cannot be launched, and its status flips to the spec's when the tool lands.
 */
export const appStatuses = ['active', 'inactive', 'maintenance', 'beta', 'coming-soon'] as const;
export type AppType = (typeof appTypes)[number];
export type AppStatus = (typeof appStatuses)[number];

/** How each status reads on a tile and in the launcher modal (docs/product/launcher.md#launcher-modal). */
export const appStatusLabels: Record<AppStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  maintenance: 'Maintenance',
  beta: 'Beta',
  'coming-soon': 'Coming soon',
};

/** An app tile of the dashboard (docs/product/launcher.md#app-catalogue). */
export type AppTile = {
  id: string;
  name: string;
  description: string;
  icon: string;
  category: string;
  type: AppType;
  status: AppStatus;
  adminOnly: boolean;
  path?: string;
  externalUrl?: string;
  requiresAuth: boolean;
};

/**
 * The app catalogue (docs/product/launcher.md#app-catalogue), in the order it is shown. A tool not built yet
 * is 'coming-soon'; the comment beside it gives the spec's status it takes when it lands.
 */
export const appCatalogue: readonly AppTile[] = [
  {
    id: 'reviewer',
    name: 'Reviewer',
    description: 'Application review and assessment',
    icon: 'file-search',
    category: 'Assessment',
    type: 'frontend',
    status: 'active',
    adminOnly: false,
    path: '/apps/reviewer',
    requiresAuth: true,
  },
  {
    id: 'csv-sorter',
    name: 'CSV Sorter',
    description: 'AI-powered CSV sorting and analysis',
    icon: 'table',
    category: 'Assessment',
    type: 'frontend',
    status: 'active',
    adminOnly: false,
    path: '/apps/csv-sorter',
    requiresAuth: true,
  },
  {
    id: 'screen-evaluation',
    name: 'Screen Evaluation',
    description: 'Refine talent screens',
    icon: 'message-check',
    category: 'Assessment',
    type: 'frontend',
    status: 'beta',
    adminOnly: false,
    path: '/apps/screen-evaluation',
    requiresAuth: true,
  },
  {
    id: 'role-builder',
    name: 'Role Builder',
    description: 'Design job descriptions and map interview processes',
    icon: 'hierarchy',
    category: 'Hiring design',
    type: 'frontend',
    status: 'beta',
    adminOnly: false,
    path: '/apps/role-builder',
    requiresAuth: true,
  },
  {
    id: 'content-extractor',
    name: 'Content Extractor',
    description: 'Browser extension for content extraction',
    icon: 'puzzle',
    category: 'Sourcing',
    type: 'frontend',
    status: 'active',
    adminOnly: false,
    requiresAuth: false,
  },
  {
    id: 'data-trainer',
    name: 'Data Trainer',
    description: 'ML training',
    icon: 'brain',
    category: 'Machine learning',
    type: 'backend',
    status: 'coming-soon', // active when built
    adminOnly: true,
    path: '/apps/data-trainer',
    requiresAuth: true,
  },
  {
    id: 'linkedin-parser',
    name: 'LinkedIn Parser',
    description: 'Profile parsing and formatting',
    icon: 'brand-linkedin',
    category: 'Sourcing',
    type: 'backend',
    status: 'active',
    adminOnly: false,
    path: '/apps/linkedin-parser',
    requiresAuth: true,
  },
];

export const appIds = appCatalogue.map((a) => a.id) as [string, ...string[]];

/** Titles of the dashboard by `section` query (docs/product/launcher.md#tiles). */
export function sectionTitle(section: AppType | undefined): string {
  if (section === 'frontend') return 'Frontend Applications';
  if (section === 'backend') return 'Backend Applications';
  return 'All Applications';
}

/**
 * Apps visible to a user in a dashboard section: adminOnly tiles only for admins
 * (docs/product/launcher.md#tiles), filtered by `section` and a case-insensitive search over name,
 * description and category.
 */
export function visibleApps(opts: { isAdmin: boolean; section?: AppType; search?: string }): AppTile[] {
  const q = (opts.search ?? '').trim().toLowerCase();
  return appCatalogue.filter(
    (a) =>
      (!a.adminOnly || opts.isAdmin) &&
      (!opts.section || a.type === opts.section) &&
      (!q || `${a.name} ${a.description} ${a.category}`.toLowerCase().includes(q)),
  );
}

export const dashboardSection = z.enum(appTypes).optional().catch(undefined);

/** Body of POST /api/activities for an app click (docs/product/launcher.md#activity). */
export const appClickedActivity = z.object({
  action: z.literal('app_clicked'),
  appId: z.enum(appIds),
  metadata: z.object({
    appName: z.string().max(200),
    appType: z.enum(appTypes),
    section: z.string().max(50).nullable(),
    searchQuery: z.string().max(500).nullable(),
  }),
});
export type AppClickedActivity = z.infer<typeof appClickedActivity>;
