import { z } from 'zod';
import { pageOf } from './common.js';
import { type Endpoint, endpoint } from './endpoint.js';
import { publicEpaperDetailSchema, publicEpaperQuerySchema, publicEpaperSchema } from './epaper.js';
import { menuPlaceParamsSchema, publicMenuSchema } from './menu.js';
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
import { publicSiteSchema } from './site.js';

export const publicEndpoints = {
  site: endpoint({
    method: 'GET',
    path: '/public/site',
    tag: 'public',
    summary:
      "The site's name, logos, footer, social profiles, SEO and analytics snippets (for the public site to place)",
    permission: { public: true },
    publicCache: true,
    data: publicSiteSchema,
  }),
  epapers: endpoint({
    method: 'GET',
    path: '/public/epaper',
    tag: 'public',
    summary: 'Published e-paper editions, newest first, with their cover (page 1) and page count',
    permission: { public: true },
    publicCache: true,
    query: publicEpaperQuerySchema,
    data: pageOf(publicEpaperSchema),
  }),
  epaper: endpoint({
    method: 'GET',
    path: '/public/epaper/:slug',
    tag: 'public',
    summary: 'One published edition: its pages with their thumbnails, and the PDF',
    permission: { public: true },
    publicCache: true,
    params: slugParamsSchema,
    data: publicEpaperDetailSchema,
  }),
  menu: endpoint({
    method: 'GET',
    path: '/public/menu/:name',
    tag: 'public',
    summary: "The active Top or Footer menu ('top', 'footer', or 'menu-1', 'menu-2') as a tree with resolved URLs",
    permission: { public: true },
    publicCache: true,
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
    publicCache: true,
    query: publicHomeQuerySchema,
    data: publicHomeSchema,
  }),
  breakingNews: endpoint({
    method: 'GET',
    path: '/public/breaking-news',
    tag: 'public',
    summary: 'Active breaking news, newest first',
    permission: { public: true },
    publicCache: true,
    data: z.array(publicBreakingNewsSchema),
  }),
  content: endpoint({
    method: 'GET',
    path: '/public/content/:permaLink',
    tag: 'public',
    summary: 'One published item by its permalink: sections, images with alt text, categories, author, SEO',
    permission: { public: true },
    publicCache: true,
    params: permaLinkParamsSchema,
    data: publicContentSchema,
  }),
  category: endpoint({
    method: 'GET',
    path: '/public/category/:slug',
    tag: 'public',
    summary: "A category's published items, newest first, a page at a time",
    permission: { public: true },
    publicCache: true,
    params: slugParamsSchema,
    query: publicPageQuerySchema,
    data: publicCategoryPageSchema,
  }),
} as const satisfies Record<string, Endpoint>;
