import type { CmsListItem } from '@masthead/contract';
import { prefixTsQuery } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { noReadCache, type ReadCache } from '../../db/read-cache.js';
import { offsetOf } from '../../lib/paging.js';
import { statusCount } from './cms-counts.repo.js';
import { type CmsFilters, type CmsQueryFilters, type CountFilters, countedByStatus } from './cms-filters.repo.js';
import { pageQuery } from './cms-page-query.repo.js';

/** From this offset on, a page with a kept count is read from whichever end of the list is nearer. */
const FAR_PAGE_OFFSET = 500;

interface ListPage {
  items: CmsListItem[];
  total: number;
}

/** The content list: its pages, the hot ones prepared. */
export function cmsListRepo(db: Db, cache: ReadCache = noReadCache) {
  const window = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

  /** The search box alone (the common case): prepared once, planned by PostgreSQL once. */
  const searchPageQuery = pageQuery(db, { search: sql.placeholder('search'), trash: false }, window).prepare(
    'cms_search_page',
  );

  /**
   * The list's tabs (status and type, in or out of the trash: every page the pager offers)
   * run prepared, one statement per shape of filter and direction, made on first use: no SQL
   * is built per request, and PostgreSQL plans each shape once.
   */
  const preparedTab = (shape: CountFilters, fromEnd: boolean, name: string) => {
    const filters: CmsQueryFilters = {
      trash: shape.trash,
      status: shape.status ? sql.placeholder('status') : undefined,
      type: shape.type ? sql.placeholder('type') : undefined,
    };
    return {
      page: pageQuery(db, filters, window, fromEnd).prepare(`${name}_page`),
      total: fromEnd ? undefined : statusCount(db, filters).prepare(`${name}_total`),
    };
  };
  const tabQueries = new Map<string, ReturnType<typeof preparedTab>>();
  const tabQuery = (filters: CountFilters, fromEnd: boolean) => {
    const key = `cms_tab_${filters.trash ? 't' : 'l'}${filters.status ? 's' : ''}${filters.type ? 'y' : ''}${fromEnd ? '_end' : ''}`;
    let query = tabQueries.get(key);
    if (!query) {
      query = preparedTab(filters, fromEnd, key);
      tabQueries.set(key, query);
    }
    return query;
  };

  /** A tab's page; a far page (the pager's Last) reads from the nearer end of the list. */
  async function readTabPage(filters: CmsFilters, pageSize: number, offset: number): Promise<ListPage> {
    const values = { status: filters.status, type: filters.type, limit: pageSize, offset };
    let fromEnd = false;
    // Past the middle, walking the index from the start would cost time in proportion to the page number.
    if (offset >= FAR_PAGE_OFFSET) {
      const [{ total }] = (await tabQuery(filters, false).total?.execute(values)) ?? [{ total: 0 }];
      fromEnd = offset > Number(total) / 2;
    }
    const [row] = await tabQuery(filters, fromEnd).page.execute(values);
    return { items: row.items, total: Number(row.total) };
  }

  /** One page read from the database (findPage keeps it in the embedded mode). */
  async function readPage(filters: CmsFilters, page: number, pageSize: number): Promise<ListPage> {
    const { search, trash, ...narrower } = filters;
    const plainSearch = search && !trash && Object.values(narrower).every((value) => value === undefined);
    const offset = offsetOf(page, pageSize);
    if (plainSearch) {
      const [row] = await searchPageQuery.execute({ search, limit: pageSize, offset });
      return { items: row.items, total: Number(row.total) };
    }
    if (!countedByStatus(filters)) {
      const [row] = await pageQuery(db, filters, { limit: pageSize, offset });
      return { items: row.items, total: Number(row.total) };
    }
    return readTabPage(filters, pageSize, offset);
  }

  return {
    /** One page of the list with its total; the plain search box runs prepared. */
    findPage(filters: CmsFilters, page: number, pageSize: number): Promise<ListPage> {
      // The words typed become a prefix query; with nothing searchable in them, no search at all.
      const search = filters.search ? (prefixTsQuery(filters.search) ?? undefined) : undefined;
      const asked = { ...filters, search };
      return cache.get(`cms.page:${JSON.stringify([asked, page, pageSize])}`, () => readPage(asked, page, pageSize));
    },
  };
}
