export { categoryListQuery, useCategoryList, useCategoryTree } from './categories-api';
export { categoryOptions } from './category-tree';

/** The categories screen, downloaded on its first visit (the router's lazy route). */
export const categoryScreens = {
  categories: () => import('./category-page').then((m) => m.CategoryPage),
};
