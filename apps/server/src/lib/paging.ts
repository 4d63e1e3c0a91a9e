import type { Page } from '@masthead/contract';

/** The rows before a page (pages count from 1). */
export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/**
 * A list's answer in the contract's page shape: the page asked for, or with `all=true` every row
 * as one page as long as the rows.
 */
export function pageFrom<T>(
  items: T[],
  total: number,
  query: { page: number; pageSize: number; all?: boolean },
): Page<T> {
  return query.all
    ? { items, total, page: 1, pageSize: items.length }
    : { items, total, page: query.page, pageSize: query.pageSize };
}
