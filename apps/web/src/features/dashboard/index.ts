/** The dashboard, downloaded on its first visit (the router's lazy route). */
export const dashboardScreens = {
  dashboard: () => import('./dashboard-page').then((m) => m.DashboardPage),
};
