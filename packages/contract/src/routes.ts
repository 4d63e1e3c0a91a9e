import type { Requirement } from './permissions.js';

/** Screen paths. Literal spellings from SPEC §2 are kept; aliases open the same screens. */
export const paths = {
  login: '/login',
  dashboard: '/',
  settings: '/settings',
  users: '/user',
  userCreate: '/user/create',
  userEdit: '/user/edit/:id',
  userChangePassword: '/user/change-password/:id',
  roles: '/role',
  roleCreate: '/role/create',
  roleEdit: '/role/edit/:id',
  profile: '/profile',
  changePassword: '/change-password',
} as const;

/** Screen path → what it needs. Paths not listed need only a signed-in user. */
export const screenRequirements: Record<string, Requirement> = {
  [paths.users]: { resource: 'User', actions: ['Read'] },
  [paths.userCreate]: { resource: 'User', actions: ['Write'] },
  [paths.userEdit]: { resource: 'User', actions: ['Edit'] },
  [paths.userChangePassword]: { resource: 'User', actions: ['Edit'] },
  [paths.roles]: { resource: 'Role', actions: ['Read'] },
  [paths.roleCreate]: { resource: 'Role', actions: ['Write'] },
  [paths.roleEdit]: { resource: 'Role', actions: ['Edit'] },
};

export function pathTo(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
