import type { PermissionHolder } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { activeMenuPath, isActivePath, isMenuGroup, menuEntries, visibleMenu } from './menu';

function labels(user: PermissionHolder): string[] {
  return visibleMenu(menuEntries, user).flatMap((entry) =>
    isMenuGroup(entry) ? [entry.label, ...entry.children.map((child) => child.label)] : [entry.label],
  );
}

describe('visibleMenu', () => {
  it('shows everything to a super admin', () => {
    expect(labels({ isSuperAdmin: true, modelPermissions: {} })).toEqual([
      'Dashboard',
      'Articles',
      'Blog Management',
      'Manage Blog',
      'Trash',
      'Home Page',
      'Top Headlines',
      'Top Stories',
      'Home Page Sections',
      'Cover Story',
      'Access Management',
      'Role Management',
      'User Management',
      'Manage Categories',
      'Appearance',
      'Menu Management',
      'Breaking News',
      'E-paper Management',
      'Manage Redirect Url',
      'Site Management',
      'Audit Log',
      'Advertising',
      'Advertisement Management',
      'Client Management',
    ]);
  });

  it('shows the Home Page group to a holder of Layout Read or Edit', () => {
    expect(labels({ isSuperAdmin: false, modelPermissions: { Layout: ['Read'] } })).toEqual([
      'Dashboard',
      'Home Page',
      'Top Headlines',
      'Top Stories',
      'Home Page Sections',
      'Cover Story',
    ]);
  });

  it('hides entries the user may not read, and empty groups', () => {
    expect(labels({ isSuperAdmin: false, modelPermissions: {} })).toEqual(['Dashboard']);
    expect(labels({ isSuperAdmin: false, modelPermissions: { User: ['Read'] } })).toEqual([
      'Dashboard',
      'Access Management',
      'User Management',
    ]);
  });

  it('shows a screen to whoever may edit its model, as to a reader', () => {
    expect(labels({ isSuperAdmin: false, modelPermissions: { BreakingNews: ['Edit'] } })).toEqual([
      'Dashboard',
      'Breaking News',
    ]);
    expect(labels({ isSuperAdmin: false, modelPermissions: { User: ['Edit'] } })).toEqual([
      'Dashboard',
      'Access Management',
      'User Management',
    ]);
  });

  it('shows Trash only to users who may remove content', () => {
    expect(labels({ isSuperAdmin: false, modelPermissions: { Cms: ['Read', 'Write'] } })).toEqual([
      'Dashboard',
      'Articles',
      'Blog Management',
      'Manage Blog',
    ]);
    expect(labels({ isSuperAdmin: false, modelPermissions: { Cms: ['Read', 'Remove'] } })).toContain('Trash');
  });
});

describe('isActivePath', () => {
  it('marks a link active on its screens and not on look-alike paths', () => {
    expect(isActivePath('/user', '/user')).toBe(true);
    expect(isActivePath('/user', '/user/edit/42')).toBe(true);
    expect(isActivePath('/user', '/users-report')).toBe(false);
    expect(isActivePath('/', '/settings')).toBe(true);
    expect(isActivePath('/', '/user')).toBe(false);
  });
});

describe('activeMenuPath', () => {
  it('marks the most specific entry only', () => {
    expect(activeMenuPath(menuEntries, '/article/trash')).toBe('/article/trash');
    expect(activeMenuPath(menuEntries, '/article/video/edit/1')).toBe('/article');
    expect(activeMenuPath(menuEntries, '/blog/edit/1')).toBe('/blog');
  });

  it('places screens outside their entry path', () => {
    expect(activeMenuPath(menuEntries, '/page/create')).toBe('/article');
    expect(activeMenuPath(menuEntries, '/category')).toBe('/shop/catagory');
    expect(activeMenuPath(menuEntries, '/profile')).toBeNull();
  });
});
