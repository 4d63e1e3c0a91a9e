import { paths } from '@masthead/contract';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoading } from '../components/full-screen-loading';
import { advertisementScreens } from '../features/advertisements';
import { auditScreens } from '../features/audit';
import { LoginPage } from '../features/auth';
import { breakingNewsScreens } from '../features/breaking-news';
import { categoryScreens } from '../features/categories';
import { clientScreens } from '../features/clients';
import { cmsScreens } from '../features/cms';
import { dashboardScreens } from '../features/dashboard';
import { epaperScreens } from '../features/epapers';
import { homeLayoutScreens } from '../features/home-layout';
import { menuScreens } from '../features/menus';
import { profileScreens } from '../features/profile';
import { redirectScreens } from '../features/redirects';
import { roleScreens } from '../features/roles';
import { siteScreens } from '../features/site';
import { userScreens } from '../features/users';
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
          screen(paths.dashboard, dashboardScreens.dashboard),
          screen(paths.settings, dashboardScreens.dashboard),
          screen(paths.users, userScreens.list),
          screen(paths.userCreate, userScreens.create),
          screen(paths.userEdit, userScreens.edit),
          screen(paths.userChangePassword, userScreens.password),
          screen(paths.roles, roleScreens.list),
          screen(paths.roleCreate, roleScreens.create),
          screen(paths.roleEdit, roleScreens.edit),
          screen(paths.categories, categoryScreens.categories),
          screen(paths.categoriesAlias, categoryScreens.categories),
          screen(paths.breakingNews, breakingNewsScreens.breakingNews),
          screen(paths.breakingNewsAlias, breakingNewsScreens.breakingNews),
          screen(paths.epapers, epaperScreens.list),
          screen(paths.epaperCreate, epaperScreens.create),
          screen(paths.epaperEdit, epaperScreens.edit),
          screen(paths.advertisements, advertisementScreens.list),
          screen(paths.advertisementCreate, advertisementScreens.create),
          screen(paths.advertisementEdit, advertisementScreens.edit),
          screen(paths.advertisementReport, advertisementScreens.report),
          screen(paths.clientReport, advertisementScreens.clientReport),
          screen(paths.redirects, redirectScreens.list),
          screen(paths.redirectCreate, redirectScreens.create),
          screen(paths.redirectEdit, redirectScreens.edit),
          screen(paths.siteManagement, siteScreens.management),
          screen(paths.auditLog, auditScreens.log),
          screen(paths.clients, clientScreens.list),
          screen(paths.clientCreate, clientScreens.create),
          screen(paths.clientEdit, clientScreens.edit),
          screen(paths.menus, menuScreens.list),
          screen(paths.menuCreate, menuScreens.create),
          screen(paths.menuEdit, menuScreens.edit),
          screen(paths.homeTopHeadline, homeLayoutScreens.topHeadlines),
          screen(paths.homeTopStory, homeLayoutScreens.topStories),
          screen(paths.homeSections, homeLayoutScreens.sections),
          screen(paths.homeCoverStory, homeLayoutScreens.coverStory),
          screen(paths.articles, cmsScreens.articles),
          screen(paths.blogs, cmsScreens.blogs),
          screen(paths.trash, cmsScreens.trash),
          ...formScreens(paths.articleCreate, paths.articleEdit, cmsScreens.articleForm),
          ...formScreens(paths.blogCreate, paths.blogEdit, cmsScreens.blogForm),
          ...formScreens(paths.videoCreate, paths.videoEdit, cmsScreens.videoForm),
          ...formScreens(paths.galleryCreate, paths.galleryEdit, cmsScreens.galleryForm),
          ...formScreens(paths.pageCreate, paths.pageEdit, cmsScreens.pageForm),
          screen(paths.profile, profileScreens.profile),
          screen(paths.changePassword, profileScreens.changePassword),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
