import { paths } from '@masthead/contract';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoading } from '../components/full-screen-loading';
import { LoginPage } from '../features/auth/login-page';
import { NotFoundPage, RouteErrorPage } from './fallback-pages';
import { RequireSession, RouteGate } from './route-gate';

/**
 * A screen guarded by the contract's requirement for its path. Every screen, and the shell
 * around them, loads on first visit: the sign-in screen downloads only what it shows.
 */
function screen(path: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = await load();
      return {
        element: (
          <RouteGate path={path}>
            <Page />
          </RouteGate>
        ),
      };
    },
  };
}

/** A content type's create and edit addresses: both open its one form screen, empty or with the stored item. */
function formScreens(createPath: string, editPath: string, load: () => Promise<ComponentType>): RouteObject[] {
  return [screen(createPath, load), screen(editPath, load)];
}

const users = () => import('../features/users/user-form-page');
const roles = () => import('../features/roles/role-form-page');
const categories = () => import('../features/categories/category-page');
const breakingNews = () => import('../features/breaking-news/breaking-news-page');
const lists = () => import('../features/cms/list/content-list-page');
const menuForms = () => import('../features/menus/menu-form-page');
const pickManagers = () => import('../features/home-layout/pick-manager-page');
const writing = () => import('../features/cms/screens/writing-screens');
const clientForms = () => import('../features/clients/client-form-page');
const adForms = () => import('../features/advertisements/advertisement-form-page');
const adReports = () => import('../features/advertisements/advertisement-report-page');
const epaperForms = () => import('../features/epapers/epaper-form-page');
const redirectForms = () => import('../features/redirects/redirect-form-page');
const dashboard = () => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage);

export const routes: RouteObject[] = [
  { path: paths.login, element: <LoginPage />, errorElement: <RouteErrorPage /> },
  {
    element: <RequireSession />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullScreenLoading />,
    children: [
      {
        lazy: () => import('./shell').then((m) => ({ Component: m.Shell })),
        children: [
          screen(paths.dashboard, dashboard),
          screen(paths.settings, dashboard),
          screen(paths.users, () => import('../features/users/user-list-page').then((m) => m.UserListPage)),
          screen(paths.userCreate, () => users().then((m) => m.UserCreatePage)),
          screen(paths.userEdit, () => users().then((m) => m.UserEditPage)),
          screen(paths.userChangePassword, () =>
            import('../features/users/user-password-page').then((m) => m.UserPasswordPage),
          ),
          screen(paths.roles, () => import('../features/roles/role-list-page').then((m) => m.RoleListPage)),
          screen(paths.roleCreate, () => roles().then((m) => m.RoleCreatePage)),
          screen(paths.roleEdit, () => roles().then((m) => m.RoleEditPage)),
          screen(paths.categories, () => categories().then((m) => m.CategoryPage)),
          screen(paths.categoriesAlias, () => categories().then((m) => m.CategoryPage)),
          screen(paths.breakingNews, () => breakingNews().then((m) => m.BreakingNewsPage)),
          screen(paths.breakingNewsAlias, () => breakingNews().then((m) => m.BreakingNewsPage)),
          screen(paths.epapers, () => import('../features/epapers/epaper-list-page').then((m) => m.EpaperListPage)),
          screen(paths.epaperCreate, () => epaperForms().then((m) => m.EpaperCreatePage)),
          screen(paths.epaperEdit, () => epaperForms().then((m) => m.EpaperEditPage)),
          screen(paths.advertisements, () =>
            import('../features/advertisements/advertisement-list-page').then((m) => m.AdvertisementListPage),
          ),
          screen(paths.advertisementCreate, () => adForms().then((m) => m.AdvertisementCreatePage)),
          screen(paths.advertisementEdit, () => adForms().then((m) => m.AdvertisementEditPage)),
          screen(paths.advertisementReport, () => adReports().then((m) => m.AdvertisementReportPage)),
          screen(paths.clientReport, () => adReports().then((m) => m.ClientReportPage)),
          screen(paths.redirects, () =>
            import('../features/redirects/redirect-list-page').then((m) => m.RedirectListPage),
          ),
          screen(paths.redirectCreate, () => redirectForms().then((m) => m.RedirectCreatePage)),
          screen(paths.redirectEdit, () => redirectForms().then((m) => m.RedirectEditPage)),
          screen(paths.siteManagement, () =>
            import('../features/site/site-management-page').then((m) => m.SiteManagementPage),
          ),
          screen(paths.auditLog, () => import('../features/audit/audit-log-page').then((m) => m.AuditLogPage)),
          screen(paths.clients, () => import('../features/clients/client-list-page').then((m) => m.ClientListPage)),
          screen(paths.clientCreate, () => clientForms().then((m) => m.ClientCreatePage)),
          screen(paths.clientEdit, () => clientForms().then((m) => m.ClientEditPage)),
          screen(paths.menus, () => import('../features/menus/menu-list-page').then((m) => m.MenuListPage)),
          screen(paths.menuCreate, () => menuForms().then((m) => m.MenuCreatePage)),
          screen(paths.menuEdit, () => menuForms().then((m) => m.MenuEditPage)),
          screen(paths.homeTopHeadline, () => pickManagers().then((m) => m.TopHeadlinesPage)),
          screen(paths.homeTopStory, () => pickManagers().then((m) => m.TopStoriesPage)),
          screen(paths.homeSections, () =>
            import('../features/home-layout/sections-page').then((m) => m.HomeSectionsPage),
          ),
          screen(paths.homeCoverStory, () =>
            import('../features/home-layout/cover-story-page').then((m) => m.CoverStoryPage),
          ),
          screen(paths.articles, () => lists().then((m) => m.ArticleListPage)),
          screen(paths.blogs, () => lists().then((m) => m.BlogListPage)),
          screen(paths.trash, () => import('../features/cms/list/trash-page').then((m) => m.TrashPage)),
          ...formScreens(paths.articleCreate, paths.articleEdit, () =>
            writing()
              .then((w) => w.loadArticleForms())
              .then((m) => m.ArticleFormPage),
          ),
          ...formScreens(paths.blogCreate, paths.blogEdit, () =>
            writing()
              .then((w) => w.loadArticleForms())
              .then((m) => m.BlogFormPage),
          ),
          ...formScreens(paths.videoCreate, paths.videoEdit, () =>
            writing()
              .then((w) => w.loadVideoForms())
              .then((m) => m.VideoFormPage),
          ),
          ...formScreens(paths.galleryCreate, paths.galleryEdit, () =>
            writing()
              .then((w) => w.loadGalleryForms())
              .then((m) => m.GalleryFormPage),
          ),
          ...formScreens(paths.pageCreate, paths.pageEdit, () =>
            writing()
              .then((w) => w.loadPageForms())
              .then((m) => m.PageFormPage),
          ),
          screen(paths.profile, () => import('../features/profile/profile-page').then((m) => m.ProfilePage)),
          screen(paths.changePassword, () =>
            import('../features/profile/change-password-page').then((m) => m.ChangePasswordPage),
          ),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
