import { type BreakingNewsCreate, type BreakingNewsUpdate, DEFAULT_PAGE_SIZE, endpoints } from '@masthead/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useRead } from '../../api/use-read';
import { useWrite } from '../../api/use-write';

export function useBreakingNewsPage(page: number) {
  return useRead(
    endpoints.breakingNews.list,
    { query: { page, pageSize: DEFAULT_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
}

// After any change the list is read again (SPEC §4: the list reloads), as every write of a group does.

export function useCreateBreakingNews() {
  return useWrite(endpoints.breakingNews.create, { input: (body: BreakingNewsCreate) => ({ body }) });
}

export function useUpdateBreakingNews() {
  return useWrite(endpoints.breakingNews.update, {
    input: ({ id, body }: { id: string; body: BreakingNewsUpdate }) => ({ params: { id }, body: { ...body, _id: id } }),
  });
}

export function useDeleteBreakingNews() {
  return useWrite(endpoints.breakingNews.delete, { input: (id: string) => ({ params: { id } }) });
}
