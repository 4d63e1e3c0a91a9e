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
  categories: '/shop/catagory',
  categoriesAlias: '/category',
  articles: '/article',
  articleCreate: '/article/create',
  articleEdit: '/article/edit/:id',
  videoCreate: '/article/video/create',
  videoEdit: '/article/video/edit/:id',
  galleryCreate: '/article/gallery/create',
  galleryEdit: '/article/gallery/edit/:id',
  pageCreate: '/page/create',
  pageEdit: '/page/edit/:id',
  blogs: '/blog',
  blogCreate: '/blog/create',
  blogEdit: '/blog/edit/:id',
  trash: '/article/trash',
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
  [paths.categories]: { resource: 'Category', actions: ['Read'] },
  [paths.categoriesAlias]: { resource: 'Category', actions: ['Read'] },
  [paths.articles]: { resource: 'Cms', actions: ['Read'] },
  [paths.blogs]: { resource: 'Cms', actions: ['Read'] },
  [paths.trash]: { resource: 'Cms', actions: ['Remove'] },
  [paths.articleCreate]: { resource: 'Cms', actions: ['Write'] },
  [paths.videoCreate]: { resource: 'Cms', actions: ['Write'] },
  [paths.galleryCreate]: { resource: 'Cms', actions: ['Write'] },
  [paths.pageCreate]: { resource: 'Cms', actions: ['Write'] },
  [paths.blogCreate]: { resource: 'Cms', actions: ['Write'] },
  [paths.articleEdit]: { resource: 'Cms', actions: ['Edit', 'EditOwn'] },
  [paths.videoEdit]: { resource: 'Cms', actions: ['Edit', 'EditOwn'] },
  [paths.galleryEdit]: { resource: 'Cms', actions: ['Edit', 'EditOwn'] },
  [paths.pageEdit]: { resource: 'Cms', actions: ['Edit', 'EditOwn'] },
  [paths.blogEdit]: { resource: 'Cms', actions: ['Edit', 'EditOwn'] },
};

/** The editor screen of a content type. */
export const editPathByType = {
  Article: paths.articleEdit,
  Video: paths.videoEdit,
  Gallery: paths.galleryEdit,
  Page: paths.pageEdit,
  Blog: paths.blogEdit,
} as const;

export function pathTo(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
