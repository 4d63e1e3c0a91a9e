import {
  type CmsSort,
  type ContentStatus,
  type ContentType,
  contentStatuses,
  DEFAULT_PAGE_SIZE,
} from '@masthead/contract';

/** What the article list shows, as kept in the address: `?status=…&search=…&date=YYYY-MM-DD&sort=…&order=…&page=N`. */
export interface ListFilters {
  status: ContentStatus | null;
  search: string;
  date: string | null;
  /** The column sorted by (null: newest first, or by rank when searching) and its direction. */
  sort: CmsSort | null;
  order: 'asc' | 'desc' | null;
  page: number;
  /** One author's items only (the header's Need Review count of a reporter leads here). */
  user: string | null;
}

const sortable: readonly CmsSort[] = ['title', 'updatedAt', 'publishDate', 'author'];

export type CmsListParams = Record<string, string | number | boolean | undefined>;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the list's state from the address, ignoring what is malformed or not offered on this screen. */
export function readListFilters(
  params: URLSearchParams,
  statuses: readonly ContentStatus[] = contentStatuses,
): ListFilters {
  const status = params.get('status');
  const date = params.get('date');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: status && (statuses as readonly string[]).includes(status) ? (status as ContentStatus) : null,
    search: (params.get('search') ?? '').trim(),
    date: date && isoDay.test(date) ? date : null,
    sort: sortable.find((column) => column === params.get('sort')) ?? null,
    order: params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : null,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    user: uuid.test(params.get('user') ?? '') ? params.get('user') : null,
  };
}

/** The address after a change: any change other than the page goes back to page 1; empty values leave it. */
export function withListFilters(params: URLSearchParams, change: Partial<ListFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  };
  if ('status' in change) set('status', change.status);
  if ('search' in change) set('search', change.search?.trim());
  if ('date' in change) set('date', change.date);
  if ('sort' in change) set('sort', change.sort);
  if ('order' in change) set('order', change.order);
  if ('user' in change) set('user', change.user);
  if ('page' in change) set('page', change.page && change.page > 1 ? String(change.page) : null);
  else next.delete('page');
  return next;
}

/** The `GET /api/cms` query for the filters; `tz` is minutes east of UTC so "a date" means the user's day. */
export function cmsListQuery(
  filters: ListFilters,
  fixed: { type?: ContentType; trash?: boolean },
  timezoneOffsetMinutes: number,
): CmsListParams {
  return {
    page: filters.page,
    pageSize: DEFAULT_PAGE_SIZE,
    status: filters.status ?? undefined,
    type: fixed.type,
    search: filters.search || undefined,
    date: filters.date ?? undefined,
    tz: filters.date ? -timezoneOffsetMinutes || 0 : undefined,
    trash: fixed.trash ? true : undefined,
    sort: filters.sort ?? undefined,
    order: filters.sort ? (filters.order ?? undefined) : undefined,
    user: filters.user ?? undefined,
  };
}
