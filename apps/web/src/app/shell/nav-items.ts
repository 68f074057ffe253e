/** The sidebar's destinations, and which one a path belongs to (campaign and ad sub-pages included). */
import {
  type Icon,
  IconBell,
  IconBulb,
  IconChartBar,
  IconLayoutDashboard,
  IconPhoto,
  IconSettings,
  IconSpeakerphone,
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
  /** Paths that also light this item up, e.g. /campaign/create for Campaigns. */
  prefixes: string[];
}

export const navItems: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard, prefixes: ['/dashboard'] },
  { label: 'Campaigns', to: '/campaigns', icon: IconSpeakerphone, prefixes: ['/campaigns', '/campaign/'] },
  { label: 'Ads', to: '/ads', icon: IconPhoto, prefixes: ['/ads', '/ad/'] },
  { label: 'Analytics', to: '/analytics', icon: IconChartBar, prefixes: ['/analytics'] },
  { label: 'Optimization', to: '/optimization', icon: IconBulb, prefixes: ['/optimization'] },
  { label: 'Notifications', to: '/notifications', icon: IconBell, prefixes: ['/notifications'] },
  { label: 'Settings', to: '/settings', icon: IconSettings, prefixes: ['/settings'] },
];

export const isActive = (item: NavItem, pathname: string) =>
  item.prefixes.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p || pathname.startsWith(`${p}/`)));
