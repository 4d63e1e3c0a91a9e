import { describe, expect, it } from 'vitest';
import { cmsListQuery, readListFilters, withListFilters } from './list-query';

describe('readListFilters', () => {
  it('reads status, search, date and page from the address', () => {
    const filters = readListFilters(
      new URLSearchParams('status=Need+Review&search=%20mayor%20&date=2025-03-09&sort=title&order=desc&page=3'),
    );
    expect(filters).toEqual({
      status: 'Need Review',
      search: 'mayor',
      date: '2025-03-09',
      sort: 'title',
      order: 'desc',
      page: 3,
      user: null,
    });
  });

  it('ignores unknown statuses, statuses not offered here, bad dates and bad pages', () => {
    expect(readListFilters(new URLSearchParams('status=Bogus&date=09/03/2025&sort=views&order=up&page=-2'))).toEqual({
      status: null,
      search: '',
      date: null,
      sort: null,
      order: null,
      page: 1,
      user: null,
    });
    expect(readListFilters(new URLSearchParams('user=not-an-id')).user).toBeNull();
    expect(readListFilters(new URLSearchParams('user=0b7c2f0e-1a2b-4c3d-8e9f-0a1b2c3d4e5f')).user).toBe(
      '0b7c2f0e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
    );
    expect(readListFilters(new URLSearchParams('status=Approved'), ['Draft', 'Published']).status).toBeNull();
  });
});

describe('withListFilters', () => {
  it('goes back to page 1 when a filter changes and drops empty values', () => {
    const next = withListFilters(new URLSearchParams('status=Draft&page=4&search=x'), {
      search: '',
      date: '2025-01-02',
    });
    expect(next.toString()).toBe('status=Draft&date=2025-01-02');
  });

  it('keeps the filters when only the page changes', () => {
    expect(withListFilters(new URLSearchParams('status=Draft'), { page: 2 }).toString()).toBe('status=Draft&page=2');
    expect(withListFilters(new URLSearchParams('status=Draft&page=2'), { page: 1 }).toString()).toBe('status=Draft');
  });

  it('resets every filter at once', () => {
    const next = withListFilters(new URLSearchParams('status=Draft&search=a&date=2025-01-02&page=2'), {
      search: '',
      date: null,
    });
    expect(next.toString()).toBe('status=Draft');
  });
});

describe('cmsListQuery', () => {
  it('sends the day with the browser zone as minutes east of UTC', () => {
    const query = cmsListQuery(
      { status: 'Draft', search: 'x', date: '2025-01-02', sort: 'author', order: null, page: 2, user: null },
      { type: 'Blog' },
      -330,
    );
    expect(query).toEqual({
      page: 2,
      pageSize: 10,
      status: 'Draft',
      type: 'Blog',
      search: 'x',
      date: '2025-01-02',
      tz: 330,
      trash: undefined,
      sort: 'author',
      order: undefined,
      user: undefined,
    });
  });

  it('leaves out what is not filtered', () => {
    const query = cmsListQuery(
      { status: null, search: '', date: null, sort: null, order: 'asc', page: 1, user: null },
      { trash: true },
      60,
    );
    expect(query).toEqual({
      page: 1,
      pageSize: 10,
      status: undefined,
      type: undefined,
      search: undefined,
      date: undefined,
      tz: undefined,
      trash: true,
      sort: undefined,
      order: undefined,
      user: undefined,
    });
  });
});
