import { z } from 'zod';
import { assetSchema } from './asset.js';
import { loginResultSchema, loginSchema } from './auth.js';
import {
  breakingNewsCreateSchema,
  breakingNewsListQuerySchema,
  breakingNewsSchema,
  breakingNewsUpdateSchema,
} from './breaking-news.js';
import { categoryCreateSchema, categoryNodeSchema, categorySchema, categoryUpdateSchema } from './category.js';
import {
  cmsItemSchema,
  cmsListItemSchema,
  cmsListQuerySchema,
  cmsPatchSchema,
  cmsWriteSchema,
  notificationSchema,
  previewLinkSchema,
  previewQuerySchema,
  userRefSchema,
} from './cms.js';
import { listQuerySchema, pageOf } from './common.js';
import { type Endpoint, endpoint, idPathParams } from './endpoint.js';
import {
  layoutCandidatesQuerySchema,
  layoutItemSchema,
  layoutParamsSchema,
  layoutPatchSchema,
  layoutPreviewSchema,
  layoutSchema,
} from './layout.js';
import {
  menuCreateSchema,
  menuListQuerySchema,
  menuPlaceParamsSchema,
  menuSchema,
  menuUpdateSchema,
  publicMenuSchema,
} from './menu.js';
import { webVitalSchema, webVitalSummarySchema } from './metrics.js';
import {
  permaLinkParamsSchema,
  publicBreakingNewsSchema,
  publicCategoryPageSchema,
  publicContentSchema,
  publicHomeQuerySchema,
  publicHomeSchema,
  publicPageQuerySchema,
  slugParamsSchema,
} from './public.js';
import { roleCreateSchema, roleListQuerySchema, roleSchema, roleUpdateSchema } from './role.js';
import { siteDetailSchema } from './site.js';
import { meSchema, userCreateSchema, userPatchSchema, userSchema } from './user.js';

/** Whoever may open a content item's screen may read it through the API. */
const contentReaders = { resource: 'Cms', actions: ['Read', 'Write', 'Edit', 'EditOwn', 'Publish'] } as const;
/** Content forms, the menu editor and the home sections pick categories, so their users may read the list too. */
const categoryReaders = {
  anyOf: [
    { resource: 'Category', actions: ['Read'] },
    { resource: 'Cms', actions: ['Read', 'Write', 'Edit', 'EditOwn'] },
    { resource: 'Menu', actions: ['Write', 'Edit'] },
    { resource: 'Layout', actions: ['Read', 'Edit'] },
  ],
} as const;

/** The home page managers read the layout with Read, or with Edit (DECISIONS: Edit lets its holder read). */
const layoutReaders = { resource: 'Layout', actions: ['Read', 'Edit'] } as const;

/**
 * The API, one entry per call (SPEC §7). The server registers exactly these routes, the browser
 * calls them through `callApi`, and the OpenAPI document at /api/docs is made from them.
 */
export const endpoints = {
  health: {
    check: endpoint({
      method: 'GET',
      path: '/health',
      tag: 'health',
      summary: 'The server and its database answer',
      permission: { public: true },
      data: z.object({ status: z.literal('ok') }),
    }),
  },
  auth: {
    login: endpoint({
      method: 'POST',
      path: '/auth/login',
      tag: 'auth',
      summary: 'Sign in with e-mail and password',
      permission: { public: true },
      body: loginSchema,
      data: loginResultSchema,
    }),
    logout: endpoint({
      method: 'POST',
      path: '/auth/logout',
      tag: 'auth',
      summary: 'Sign out: the token of this session stops working at once (other sessions go on)',
      permission: { signedIn: true },
      data: null,
    }),
  },
  user: {
    options: endpoint({
      method: 'GET',
      path: '/user/options',
      tag: 'user',
      summary: 'Active users as {_id, name}, for the author select of content forms',
      permission: {
        anyOf: [
          { resource: 'User', actions: ['Read'] },
          { resource: 'Cms', actions: ['Write', 'Edit', 'EditOwn'] },
        ],
      },
      data: z.array(userRefSchema),
    }),
    me: endpoint({
      method: 'GET',
      path: '/user/me',
      tag: 'user',
      summary: 'The signed-in user',
      permission: { signedIn: true },
      data: meSchema,
    }),
    list: endpoint({
      method: 'GET',
      path: '/user',
      tag: 'user',
      summary: 'A page of users, newest first',
      permission: { resource: 'User', actions: ['Read'] },
      query: listQuerySchema,
      data: pageOf(userSchema),
    }),
    get: endpoint({
      method: 'GET',
      path: '/user/:id',
      tag: 'user',
      permission: { resource: 'User', actions: ['Read', 'Edit'] },
      params: idPathParams,
      data: userSchema,
    }),
    create: endpoint({
      method: 'POST',
      path: '/user',
      tag: 'user',
      permission: { resource: 'User', actions: ['Write'] },
      body: userCreateSchema,
      data: userSchema,
      status: 201,
    }),
    update: endpoint({
      method: 'PATCH',
      path: '/user',
      tag: 'user',
      summary: 'Own profile or password, or (with User: Edit) another user: edit, password, block',
      permission: { signedIn: true },
      body: userPatchSchema,
      data: userSchema,
      // A password change ends every session of the user: the caller changing its own gets a fresh token.
      extra: { token: z.string().optional() },
    }),
  },
  role: {
    list: endpoint({
      method: 'GET',
      path: '/role',
      tag: 'role',
      summary: 'A page of roles, or every role of a status (`status=Enable` for option lists)',
      // The user form lists enabled roles, so whoever manages users may read them too.
      permission: {
        anyOf: [
          { resource: 'Role', actions: ['Read'] },
          { resource: 'User', actions: ['Write', 'Edit'] },
        ],
      },
      query: roleListQuerySchema,
      data: pageOf(roleSchema),
    }),
    get: endpoint({
      method: 'GET',
      path: '/role/:id',
      tag: 'role',
      permission: { resource: 'Role', actions: ['Read', 'Edit'] },
      params: idPathParams,
      data: roleSchema,
    }),
    create: endpoint({
      method: 'POST',
      path: '/role/create',
      tag: 'role',
      permission: { resource: 'Role', actions: ['Write'] },
      body: roleCreateSchema,
      data: roleSchema,
      status: 201,
    }),
    update: endpoint({
      method: 'PATCH',
      path: '/role/:id',
      tag: 'role',
      permission: { resource: 'Role', actions: ['Edit'] },
      params: idPathParams,
      body: roleUpdateSchema,
      data: roleSchema,
    }),
  },
  asset: {
    upload: endpoint({
      method: 'POST',
      path: '/asset/upload',
      tag: 'asset',
      summary: 'Upload one file (multipart: file, optional name and tag); type checked by content',
      // Whoever may fill in a form with a file field may upload its file.
      permission: {
        anyOf: [
          { resource: 'Asset', actions: ['Write'] },
          { resource: 'User', actions: ['Write', 'Edit'] },
          { resource: 'Cms', actions: ['Write', 'Edit', 'EditOwn'] },
          { resource: 'Category', actions: ['Write', 'Edit'] },
          { resource: 'Epaper', actions: ['Write', 'Edit', 'EditOwn'] },
          { resource: 'Advertisement', actions: ['Write', 'Edit'] },
          { resource: 'Site', actions: ['Edit'] },
        ],
      },
      multipart: true,
      data: assetSchema,
      status: 201,
    }),
    get: endpoint({
      method: 'GET',
      path: '/asset/:id',
      tag: 'asset',
      permission: { signedIn: true },
      params: idPathParams,
      data: assetSchema,
    }),
  },
  site: {
    detail: endpoint({
      method: 'GET',
      path: '/site-management/siteDetail',
      tag: 'site',
      summary: 'Tab title, favicon and logo; defaults until site details are saved',
      // The sign-in screen shows the site's title and logo before anyone signs in.
      permission: { public: true },
      data: siteDetailSchema,
    }),
  },
  metrics: {
    recordWebVital: endpoint({
      method: 'POST',
      path: '/metrics/web-vitals',
      tag: 'metrics',
      summary: 'Store one web-vitals measurement (sent from the sign-in screen too; limited per address)',
      permission: { public: true },
      body: webVitalSchema,
      data: null,
    }),
    webVitalSummary: endpoint({
      method: 'GET',
      path: '/metrics/web-vitals/summary',
      tag: 'metrics',
      permission: { signedIn: true },
      data: webVitalSummarySchema,
    }),
  },
  category: {
    tree: endpoint({
      method: 'GET',
      path: '/category/',
      tag: 'category',
      summary: 'The category tree',
      permission: categoryReaders,
      data: z.array(categoryNodeSchema),
    }),
    list: endpoint({
      method: 'GET',
      path: '/category/list',
      tag: 'category',
      summary: 'Every category, flat',
      permission: categoryReaders,
      data: z.array(categorySchema),
    }),
    create: endpoint({
      method: 'POST',
      path: '/category/create',
      tag: 'category',
      permission: { resource: 'Category', actions: ['Write'] },
      body: categoryCreateSchema,
      data: categorySchema,
      status: 201,
    }),
    update: endpoint({
      method: 'PATCH',
      path: '/category/:id',
      tag: 'category',
      permission: { resource: 'Category', actions: ['Edit'] },
      params: idPathParams,
      body: categoryUpdateSchema,
      data: categorySchema,
    }),
    delete: endpoint({
      method: 'DELETE',
      path: '/category/:id',
      tag: 'category',
      summary: 'Remove a category with no children and no content',
      permission: { resource: 'Category', actions: ['Remove'] },
      params: idPathParams,
      data: null,
    }),
  },
  cms: {
    list: endpoint({
      method: 'GET',
      path: '/cms',
      tag: 'cms',
      summary: 'A page of content, newest first (ranked when searching)',
      permission: contentReaders,
      query: cmsListQuerySchema,
      data: pageOf(cmsListItemSchema),
    }),
    get: endpoint({
      method: 'GET',
      path: '/cms/detail/:id',
      tag: 'cms',
      permission: contentReaders,
      params: idPathParams,
      data: cmsItemSchema,
    }),
    notification: endpoint({
      method: 'GET',
      path: '/cms/notification',
      tag: 'cms',
      summary: 'How many items wait in Need Review',
      permission: contentReaders,
      data: notificationSchema,
    }),
    create: endpoint({
      method: 'POST',
      path: '/cms/create',
      tag: 'cms',
      permission: { resource: 'Cms', actions: ['Write'] },
      body: cmsWriteSchema,
      data: cmsItemSchema,
      status: 201,
    }),
    update: endpoint({
      method: 'PATCH',
      path: '/cms/:id',
      tag: 'cms',
      summary: 'Save an item, or change its status (publish, approve, reject, retract)',
      permission: { resource: 'Cms', actions: ['Edit', 'EditOwn', 'Publish'] },
      params: idPathParams,
      body: cmsPatchSchema,
      data: cmsItemSchema,
    }),
    trash: endpoint({
      method: 'DELETE',
      path: '/cms/:id',
      tag: 'cms',
      summary: 'Move an item to the trash',
      permission: { resource: 'Cms', actions: ['Remove'] },
      params: idPathParams,
      data: null,
    }),
    restore: endpoint({
      method: 'POST',
      path: '/cms/:id/restore',
      tag: 'cms',
      summary: 'Bring an item back from the trash',
      permission: { resource: 'Cms', actions: ['Remove'] },
      params: idPathParams,
      data: cmsItemSchema,
    }),
    purge: endpoint({
      method: 'DELETE',
      path: '/cms/:id/purge',
      tag: 'cms',
      summary: 'Delete a trashed item for good',
      permission: { resource: 'Cms', actions: ['Remove'] },
      params: idPathParams,
      data: null,
    }),
    preview: endpoint({
      method: 'POST',
      path: '/cms/:id/preview',
      tag: 'cms',
      summary: 'A short-lived link to the preview of an item',
      permission: contentReaders,
      params: idPathParams,
      query: previewQuerySchema,
      data: previewLinkSchema,
    }),
  },
  breakingNews: {
    list: endpoint({
      method: 'GET',
      path: '/breaking-news',
      tag: 'breaking-news',
      summary: 'A page of breaking news, newest first',
      permission: { resource: 'BreakingNews', actions: ['Read'] },
      query: breakingNewsListQuerySchema,
      data: pageOf(breakingNewsSchema),
    }),
    create: endpoint({
      method: 'POST',
      path: '/breaking-news',
      tag: 'breaking-news',
      permission: { resource: 'BreakingNews', actions: ['Write'] },
      body: breakingNewsCreateSchema,
      data: breakingNewsSchema,
      status: 201,
    }),
    update: endpoint({
      method: 'PATCH',
      path: '/breaking-news/:id',
      tag: 'breaking-news',
      summary: 'Edit the headline or link, or switch it Active / Inactive',
      permission: { resource: 'BreakingNews', actions: ['Edit'] },
      params: idPathParams,
      body: breakingNewsUpdateSchema,
      data: breakingNewsSchema,
    }),
    delete: endpoint({
      method: 'DELETE',
      path: '/breaking-news/:id',
      tag: 'breaking-news',
      permission: { resource: 'BreakingNews', actions: ['Remove'] },
      params: idPathParams,
      data: null,
    }),
  },
  layout: {
    get: endpoint({
      method: 'GET',
      path: '/layout/:name',
      tag: 'layout',
      summary: "A layout ('home') with its items, categories and sections filled in",
      permission: layoutReaders,
      params: layoutParamsSchema,
      data: layoutSchema,
    }),
    candidates: endpoint({
      method: 'GET',
      path: '/layout/candidates',
      tag: 'layout',
      summary: 'Published items a manager can pick, newest first: search, category and type on the server',
      permission: layoutReaders,
      query: layoutCandidatesQuerySchema,
      data: pageOf(layoutItemSchema),
    }),
    update: endpoint({
      method: 'PATCH',
      path: '/layout/:id',
      tag: 'layout',
      summary: "Save one manager's part of the layout; the parts left out stay as they are",
      permission: { resource: 'Layout', actions: ['Edit'] },
      params: idPathParams,
      body: layoutPatchSchema,
      data: layoutSchema,
    }),
    preview: endpoint({
      method: 'POST',
      path: '/layout/:id/preview',
      tag: 'layout',
      summary:
        "A short-lived link to the whole home page with a manager's unsaved part: the built-in preview, or the public site's with `?preview=` when PUBLIC_SITE_URL is set",
      permission: layoutReaders,
      params: idPathParams,
      query: previewQuerySchema,
      body: layoutPreviewSchema,
      data: previewLinkSchema,
    }),
  },
  menu: {
    list: endpoint({
      method: 'GET',
      path: '/menu',
      tag: 'menu',
      summary: 'A page of menus (Top and Footer), newest first',
      permission: { resource: 'Menu', actions: ['Read', 'Edit'] },
      query: menuListQuerySchema,
      data: pageOf(menuSchema),
    }),
    get: endpoint({
      method: 'GET',
      path: '/menu/:id',
      tag: 'menu',
      permission: { resource: 'Menu', actions: ['Read', 'Edit'] },
      params: idPathParams,
      data: menuSchema,
    }),
    create: endpoint({
      method: 'POST',
      path: '/menu/create',
      tag: 'menu',
      summary: 'A new menu, inactive until activated',
      permission: { resource: 'Menu', actions: ['Write'] },
      body: menuCreateSchema,
      data: menuSchema,
      status: 201,
    }),
    update: endpoint({
      method: 'PATCH',
      path: '/menu/:id',
      tag: 'menu',
      summary:
        'Activate / de-activate (`{_id, active}`; activating one deactivates the other of its name) or save the menu',
      permission: { resource: 'Menu', actions: ['Edit'] },
      params: idPathParams,
      body: menuUpdateSchema,
      data: menuSchema,
    }),
    delete: endpoint({
      method: 'DELETE',
      path: '/menu/:id',
      tag: 'menu',
      permission: { resource: 'Menu', actions: ['Remove'] },
      params: idPathParams,
      data: null,
    }),
  },
  public: {
    menu: endpoint({
      method: 'GET',
      path: '/public/menu/:name',
      tag: 'public',
      summary: "The active Top or Footer menu ('top', 'footer', or 'menu-1', 'menu-2') as a tree with resolved URLs",
      permission: { public: true },
      params: menuPlaceParamsSchema,
      data: publicMenuSchema,
    }),
    home: endpoint({
      method: 'GET',
      path: '/public/home',
      tag: 'public',
      summary:
        'The home page: headlines, top stories, sections and the cover story, published items only; with `preview`, the unsaved layout of that preview (never kept by caches)',
      permission: { public: true },
      query: publicHomeQuerySchema,
      data: publicHomeSchema,
    }),
    breakingNews: endpoint({
      method: 'GET',
      path: '/public/breaking-news',
      tag: 'public',
      summary: 'Active breaking news, newest first',
      permission: { public: true },
      data: z.array(publicBreakingNewsSchema),
    }),
    content: endpoint({
      method: 'GET',
      path: '/public/content/:permaLink',
      tag: 'public',
      summary: 'One published item by its permalink: sections, images with alt text, categories, author, SEO',
      permission: { public: true },
      params: permaLinkParamsSchema,
      data: publicContentSchema,
    }),
    category: endpoint({
      method: 'GET',
      path: '/public/category/:slug',
      tag: 'public',
      summary: "A category's published items, newest first, a page at a time",
      permission: { public: true },
      params: slugParamsSchema,
      query: publicPageQuerySchema,
      data: publicCategoryPageSchema,
    }),
  },
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint, for the server's registration check and the catalogue snapshot. */
export const allEndpoints: readonly Endpoint[] = Object.values(endpoints).flatMap((group) =>
  Object.values(group as Record<string, Endpoint>),
);
