import { type PermissionHolder, paths } from '@masthead/contract';
import {
  type Icon,
  IconBolt,
  IconCategory,
  IconFileText,
  IconHome,
  IconLayoutDashboard,
  IconLayoutNavbar,
  IconListDetails,
  IconNews,
  IconNotebook,
  IconRoute,
  IconSettings,
  IconShieldLock,
  IconSpeakerphone,
  IconTrash,
} from '@tabler/icons-react';
import { canOpen } from './can-open';

export { canOpen };

export interface MenuLink {
  label: string;
  path: string;
  icon?: Icon;
}

export interface MenuGroup {
  label: string;
  icon: Icon;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'children' in entry;
}

/** The side menu as data: a new screen is one line here (DECISIONS: the menu reaches every screen group). */
export const menuEntries: MenuEntry[] = [
  { label: 'Dashboard', path: paths.dashboard, icon: IconLayoutDashboard },
  { label: 'Articles', path: paths.articles, icon: IconFileText },
  {
    label: 'Blog Management',
    icon: IconNotebook,
    children: [{ label: 'Manage Blog', path: paths.blogs }],
  },
  { label: 'Trash', path: paths.trash, icon: IconTrash },
  {
    label: 'Home Page',
    icon: IconHome,
    children: [
      { label: 'Top Headlines', path: paths.homeTopHeadline },
      { label: 'Top Stories', path: paths.homeTopStory },
      { label: 'Home Page Sections', path: paths.homeSections },
      { label: 'Cover Story', path: paths.homeCoverStory },
    ],
  },
  {
    label: 'Access Management',
    icon: IconShieldLock,
    children: [
      { label: 'Role Management', path: paths.roles },
      { label: 'User Management', path: paths.users },
    ],
  },
  { label: 'Manage Categories', path: paths.categories, icon: IconCategory },
  {
    label: 'Appearance',
    icon: IconLayoutNavbar,
    children: [{ label: 'Menu Management', path: paths.menus }],
  },
  { label: 'Breaking News', path: paths.breakingNews, icon: IconBolt },
  { label: 'E-paper Management', path: paths.epapers, icon: IconNews },
  { label: 'Manage Redirect Url', path: paths.redirects, icon: IconRoute },
  { label: 'Site Management', path: paths.siteManagement, icon: IconSettings },
  { label: 'Audit Log', path: paths.auditLog, icon: IconListDetails },
  {
    label: 'Advertising',
    icon: IconSpeakerphone,
    children: [
      { label: 'Advertisement Management', path: paths.advertisements },
      { label: 'Client Management', path: paths.clients },
    ],
  },
];

/** Screens that sit under a menu entry without sharing its path prefix. */
const screenOwners: { prefix: string; owner: string }[] = [
  { prefix: '/page/', owner: paths.articles },
  { prefix: paths.categoriesAlias, owner: paths.categories },
  { prefix: paths.breakingNewsAlias, owner: paths.breakingNews },
];

/** The entries the user may read; a group with nothing left in it disappears. */
export function visibleMenu(entries: readonly MenuEntry[], user: PermissionHolder | null | undefined): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if (isMenuGroup(entry)) {
      const children = entry.children.filter((child) => canOpen(user, child.path));
      if (children.length > 0) visible.push({ ...entry, children });
    } else if (canOpen(user, entry.path)) {
      visible.push(entry);
    }
  }
  return visible;
}

/** A menu link is active on its own path and on the screens below it (e.g. /user/edit/1). */
export function isActivePath(linkPath: string, currentPath: string): boolean {
  if (linkPath === '/') return currentPath === '/' || currentPath === '/settings';
  return currentPath === linkPath || currentPath.startsWith(`${linkPath}/`);
}

/**
 * The one menu path to mark for the current screen: the longest link that contains it, so Trash
 * (/article/trash) is not also marked as Articles (/article).
 */
export function activeMenuPath(entries: readonly MenuEntry[], currentPath: string): string | null {
  const owner = screenOwners.find(
    (entry) => currentPath === entry.prefix.replace(/\/$/, '') || currentPath.startsWith(entry.prefix),
  );
  const path = owner ? owner.owner : currentPath;
  let best: string | null = null;
  for (const entry of entries) {
    const links = isMenuGroup(entry) ? entry.children : [entry];
    for (const link of links) {
      if (isActivePath(link.path, path) && (best === null || link.path.length > best.length)) best = link.path;
    }
  }
  return best;
}
