/** The breaking news screen, downloaded on its first visit (the router's lazy route). */
export const breakingNewsScreens = {
  breakingNews: () => import('./breaking-news-page').then((m) => m.BreakingNewsPage),
};
