/** The home page layout screens, each downloaded on its first visit (the router's lazy routes). */
export const homeLayoutScreens = {
  topHeadlines: () => import('./pick-manager-page').then((m) => m.TopHeadlinesPage),
  topStories: () => import('./pick-manager-page').then((m) => m.TopStoriesPage),
  sections: () => import('./sections-page').then((m) => m.HomeSectionsPage),
  coverStory: () => import('./cover-story-page').then((m) => m.CoverStoryPage),
};
