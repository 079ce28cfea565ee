import {
  IconApps,
  IconBrain,
  IconBrandLinkedin,
  IconFileSearch,
  IconHierarchy,
  IconMessageCheck,
  type IconProps,
  IconPuzzle,
  IconTable,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

/** Tabler icons by the catalogue's `icon` names; unknown names get a generic apps icon. */
const icons: Record<string, ComponentType<IconProps>> = {
  'file-search': IconFileSearch,
  table: IconTable,
  'message-check': IconMessageCheck,
  hierarchy: IconHierarchy,
  puzzle: IconPuzzle,
  brain: IconBrain,
  'brand-linkedin': IconBrandLinkedin,
};

export function AppIcon({ name, size = 24 }: { name: string; size?: number }) {
  const Icon = icons[name] ?? IconApps;
  return <Icon size={size} stroke={1.6} aria-hidden />;
}
