/** Every react-query key in one place, so invalidation matches what was cached. */
export const queryKeys = {
  me: ['me'] as const,
  siteDetail: ['site-detail'] as const,
  siteSettings: ['site-settings'] as const,
  webVitalsSummary: ['web-vitals', 'summary'] as const,
  dashboard: ['dashboard'] as const,
  users: {
    all: ['users'] as const,
    page: (page: number) => ['users', 'page', page] as const,
    detail: (id: string) => ['users', 'detail', id] as const,
  },
  roles: {
    all: ['roles'] as const,
    page: (page: number) => ['roles', 'page', page] as const,
    enabled: ['roles', 'enabled'] as const,
    detail: (id: string) => ['roles', 'detail', id] as const,
  },
  asset: (id: string) => ['asset', id] as const,
  categories: {
    all: ['categories'] as const,
    tree: ['categories', 'tree'] as const,
    list: ['categories', 'list'] as const,
  },
  cms: {
    all: ['cms'] as const,
    list: (query: Record<string, string | number | boolean | undefined>) => ['cms', 'list', query] as const,
    detail: (id: string) => ['cms', 'detail', id] as const,
    notification: ['cms', 'notification'] as const,
  },
  userOptions: ['users', 'options'] as const,
  menus: {
    all: ['menus'] as const,
    page: (page: number) => ['menus', 'page', page] as const,
    detail: (id: string) => ['menus', 'detail', id] as const,
  },
  layout: {
    all: ['layout'] as const,
    home: ['layout', 'home'] as const,
    candidates: (query: Record<string, string | number | undefined>) => ['layout', 'candidates', query] as const,
  },
  clients: {
    all: ['clients'] as const,
    page: (page: number, search: string) => ['clients', 'page', page, search] as const,
    detail: (id: string) => ['clients', 'detail', id] as const,
    options: ['clients', 'options'] as const,
    report: (id: string) => ['clients', 'report', id] as const,
  },
  advertisements: {
    all: ['advertisements'] as const,
    list: (query: Record<string, string | number | string[] | undefined>) => ['advertisements', 'list', query] as const,
    detail: (id: string) => ['advertisements', 'detail', id] as const,
    report: (id: string) => ['advertisements', 'report', id] as const,
  },
  epapers: {
    all: ['epapers'] as const,
    list: (query: Record<string, string | number | undefined>) => ['epapers', 'list', query] as const,
    detail: (id: string) => ['epapers', 'detail', id] as const,
  },
  redirects: {
    all: ['redirects'] as const,
    page: (page: number, search: string) => ['redirects', 'page', page, search] as const,
    detail: (id: string) => ['redirects', 'detail', id] as const,
    notFound: (page: number) => ['redirects', 'not-found', page] as const,
  },
  audit: (query: Record<string, string | number | undefined>) => ['audit', query] as const,
  breakingNews: {
    all: ['breaking-news'] as const,
    page: (page: number) => ['breaking-news', 'page', page] as const,
  },
};
