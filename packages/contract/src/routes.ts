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
  breakingNews: '/breraking-news',
  breakingNewsAlias: '/breaking-news',
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
  menus: '/menu',
  menuCreate: '/menu/create',
  menuEdit: '/menu/:id',
  homeTopHeadline: '/home/top-headline',
  homeTopStory: '/home/top-story',
  homeSections: '/home/manage-section',
  homeCoverStory: '/home/cover-story',
  epapers: '/epaper',
  epaperCreate: '/epaper/create',
  epaperEdit: '/epaper/edit/:id',
  advertisements: '/advertisement',
  advertisementCreate: '/advertisement/create',
  advertisementEdit: '/advertisement/edit/:id',
  advertisementReport: '/advertisement/report/:id',
  clients: '/client',
  clientCreate: '/client/create',
  clientEdit: '/client/edit/:id',
  clientReport: '/client/report/:id',
  redirects: '/redirect-url',
  redirectCreate: '/redirect-url/create',
  redirectEdit: '/redirect-url/edit/:id',
  siteManagement: '/site-management',
  auditLog: '/audit-log',
  profile: '/profile',
  changePassword: '/change-password',
} as const;

/**
 * The rights that open a content item's screen (the API's detail route takes the same). Edit and
 * EditOwn open it too: `can()` lets whoever may change a model read it.
 */
const contentOpeners = ['Read', 'Write', 'Publish'] as const;

/** The home page managers open with Layout Read (to look) or Edit (to change; implies Read). */
const layoutOpeners = { resource: 'Layout', actions: ['Read'] } as const;

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
  [paths.breakingNews]: { resource: 'BreakingNews', actions: ['Read'] },
  [paths.breakingNewsAlias]: { resource: 'BreakingNews', actions: ['Read'] },
  [paths.articles]: { resource: 'Cms', actions: ['Read'] },
  [paths.blogs]: { resource: 'Cms', actions: ['Read'] },
  [paths.trash]: { resource: 'Cms', actions: ['Remove'] },
  [paths.articleCreate]: { resource: 'Cms', actions: ['Write'] },
  [paths.videoCreate]: { resource: 'Cms', actions: ['Write'] },
  [paths.galleryCreate]: { resource: 'Cms', actions: ['Write'] },
  [paths.pageCreate]: { resource: 'Cms', actions: ['Write'] },
  [paths.blogCreate]: { resource: 'Cms', actions: ['Write'] },
  [paths.menus]: { resource: 'Menu', actions: ['Read'] },
  [paths.menuCreate]: { resource: 'Menu', actions: ['Write'] },
  [paths.menuEdit]: { resource: 'Menu', actions: ['Read'] },
  [paths.homeTopHeadline]: layoutOpeners,
  [paths.homeTopStory]: layoutOpeners,
  [paths.homeSections]: layoutOpeners,
  [paths.homeCoverStory]: layoutOpeners,
  [paths.epapers]: { resource: 'Epaper', actions: ['Read', 'Publish'] },
  [paths.epaperCreate]: { resource: 'Epaper', actions: ['Write'] },
  [paths.epaperEdit]: { resource: 'Epaper', actions: ['Edit', 'EditOwn'] },
  [paths.advertisements]: { resource: 'Advertisement', actions: ['Read'] },
  [paths.advertisementCreate]: { resource: 'Advertisement', actions: ['Write'] },
  [paths.advertisementEdit]: { resource: 'Advertisement', actions: ['Edit'] },
  [paths.advertisementReport]: { resource: 'Advertisement', actions: ['Read'] },
  [paths.clients]: { resource: 'Client', actions: ['Read'] },
  [paths.clientCreate]: { resource: 'Client', actions: ['Write'] },
  [paths.clientEdit]: { resource: 'Client', actions: ['Edit', 'EditOwn'] },
  [paths.clientReport]: { resource: 'Advertisement', actions: ['Read'] },
  [paths.redirects]: { resource: 'RedirectUrl', actions: ['Read'] },
  [paths.redirectCreate]: { resource: 'RedirectUrl', actions: ['Write'] },
  [paths.redirectEdit]: { resource: 'RedirectUrl', actions: ['Edit'] },
  [paths.siteManagement]: { resource: 'Site', actions: ['Read'] },
  [paths.auditLog]: { resource: 'AuditLog', actions: ['Read'] },
  // Whoever may read content opens an item from its link; the form is read-only unless the user may
  // change that item (`contentEditRefusal` in cms.ts), so a reader sees it with the reason, not a bare refusal.
  [paths.articleEdit]: { resource: 'Cms', actions: contentOpeners },
  [paths.videoEdit]: { resource: 'Cms', actions: contentOpeners },
  [paths.galleryEdit]: { resource: 'Cms', actions: contentOpeners },
  [paths.pageEdit]: { resource: 'Cms', actions: contentOpeners },
  [paths.blogEdit]: { resource: 'Cms', actions: contentOpeners },
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
