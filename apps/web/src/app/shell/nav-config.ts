import {
  type Icon,
  IconActivity,
  IconApi,
  IconBrain,
  IconBrandLinkedin,
  IconBriefcase,
  IconBuilding,
  IconChartBar,
  IconChartPie,
  IconClipboardCheck,
  IconFileSearch,
  IconGauge,
  IconLayoutDashboard,
  IconMessageCheck,
  IconSettings,
  IconShieldCog,
  IconTable,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';

/** Paths the sidebar links to; each is a route of the router. */
export type NavPath =
  | '/'
  | '/companies/database'
  | '/jobs/my-jobs'
  | '/candidates'
  | '/apps/reviewer'
  | '/apps/screen-evaluation'
  | '/apps/csv-sorter'
  | '/analytics/activity'
  | '/analytics/usage'
  | '/analytics/performance'
  | '/apps/data-trainer'
  | '/apps/linkedin-parser'
  | '/admin/users'
  | '/admin/settings'
  | '/admin/api-settings';

export type NavEntry = {
  label: string;
  to: NavPath;
  icon: Icon;
  badge?: { label: string; color: string };
  /** The entry is also active on every path under this prefix (e.g. a job's detail page for Jobs). */
  activePrefix?: string;
};

export type NavGroupId = 'assessment' | 'analytics' | 'admin';

export type NavGroup = {
  id: NavGroupId;
  label: string;
  icon: Icon;
  adminOnly: boolean;
  entries: NavEntry[];
};

/** Top entries of the sidebar (docs/product/shell.md#navigation). */
export const mainEntries: NavEntry[] = [
  { label: 'Dashboard', to: '/', icon: IconLayoutDashboard },
  { label: 'Companies', to: '/companies/database', icon: IconBuilding, activePrefix: '/companies' },
  { label: 'Jobs', to: '/jobs/my-jobs', icon: IconBriefcase, activePrefix: '/jobs' },
  { label: 'Candidates', to: '/candidates', icon: IconUsers, activePrefix: '/candidates' },
];

/**
 * Groups of the sidebar; Analytics and Admin only for the owner and admin roles
 * (docs/product/shell.md#navigation).
 */
export const navGroups: NavGroup[] = [
  {
    id: 'assessment',
    label: 'Assessment',
    icon: IconClipboardCheck,
    adminOnly: false,
    entries: [
      { label: 'Reviewer', to: '/apps/reviewer', icon: IconFileSearch },
      {
        label: 'Screen Evaluation',
        to: '/apps/screen-evaluation',
        icon: IconMessageCheck,
        badge: { label: 'Beta', color: 'blue' },
      },
      { label: 'CSV Sorter', to: '/apps/csv-sorter', icon: IconTable },
    ],
  },
  {
    id: 'analytics',
    label: 'Analytics',
    icon: IconChartBar,
    adminOnly: true,
    entries: [
      { label: 'User Activity', to: '/analytics/activity', icon: IconActivity },
      { label: 'App Usage', to: '/analytics/usage', icon: IconChartPie },
      { label: 'Performance Metrics', to: '/analytics/performance', icon: IconGauge },
    ],
  },
  {
    id: 'admin',
    label: 'Admin',
    icon: IconShieldCog,
    adminOnly: true,
    entries: [
      {
        label: 'Data Trainer',
        to: '/apps/data-trainer',
        icon: IconBrain,
        badge: { label: 'ML', color: 'grape' },
      },
      { label: 'LinkedIn Parser', to: '/apps/linkedin-parser', icon: IconBrandLinkedin },
      { label: 'User Management', to: '/admin/users', icon: IconUsersGroup },
      { label: 'System Settings', to: '/admin/settings', icon: IconSettings },
      { label: 'API Settings', to: '/admin/api-settings', icon: IconApi },
    ],
  },
];

/** Whether `entry` is the current page. */
export function isEntryActive(entry: NavEntry, pathname: string): boolean {
  if (pathname === entry.to) return true;
  return entry.activePrefix !== undefined && pathname.startsWith(`${entry.activePrefix}/`);
}
