/** The advertisement screens, each downloaded on its first visit (the router's lazy routes). */
export const advertisementScreens = {
  list: () => import('./advertisement-list-page').then((m) => m.AdvertisementListPage),
  create: () => import('./advertisement-form-page').then((m) => m.AdvertisementCreatePage),
  edit: () => import('./advertisement-form-page').then((m) => m.AdvertisementEditPage),
  report: () => import('./advertisement-report-page').then((m) => m.AdvertisementReportPage),
  clientReport: () => import('./advertisement-report-page').then((m) => m.ClientReportPage),
};
