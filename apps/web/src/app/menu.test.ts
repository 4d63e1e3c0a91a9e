import type { PermissionHolder } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { isActivePath, isMenuGroup, menuEntries, visibleMenu } from './menu';

function labels(user: PermissionHolder): string[] {
  return visibleMenu(menuEntries, user).flatMap((entry) =>
    isMenuGroup(entry) ? [entry.label, ...entry.children.map((child) => child.label)] : [entry.label],
  );
}

describe('visibleMenu', () => {
  it('shows everything to a super admin', () => {
    expect(labels({ isSuperAdmin: true, modelPermissions: {} })).toEqual([
      'Dashboard',
      'Access Management',
      'Role Management',
      'User Management',
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
