export { useCreateCms, useNeedReviewCount } from './cms-api';
export { ContentFilterForm } from './list/content-filter-form';
export { type ListFilters, readListFilters, withListFilters } from './list/list-query';
export { mayWriteContent, usePreloadWritingScreens } from './screens/preload-writing-screens';

/** The forms' loaders, downloaded with the first form opened or the shell's preload, not with this face. */
const writing = () => import('./screens/writing-screens');

/** The content screens, each downloaded on its first visit (the router's lazy routes); the forms bring the rich-text editor. */
export const cmsScreens = {
  articles: () => import('./list/content-list-page').then((m) => m.ArticleListPage),
  blogs: () => import('./list/content-list-page').then((m) => m.BlogListPage),
  trash: () => import('./list/trash-page').then((m) => m.TrashPage),
  articleForm: () => writing().then((w) => w.loadArticleForms().then((m) => m.ArticleFormPage)),
  blogForm: () => writing().then((w) => w.loadArticleForms().then((m) => m.BlogFormPage)),
  videoForm: () => writing().then((w) => w.loadVideoForms().then((m) => m.VideoFormPage)),
  galleryForm: () => writing().then((w) => w.loadGalleryForms().then((m) => m.GalleryFormPage)),
  pageForm: () => writing().then((w) => w.loadPageForms().then((m) => m.PageFormPage)),
};
