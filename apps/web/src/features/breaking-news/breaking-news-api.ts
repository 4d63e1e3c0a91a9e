import { type BreakingNewsCreate, type BreakingNewsUpdate, DEFAULT_PAGE_SIZE, endpoints } from '@masthead/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call';
import { queryKeys } from '../../api/query-keys';

export function useBreakingNewsPage(page: number) {
  return useQuery({
    queryKey: queryKeys.breakingNews.page(page),
    queryFn: ({ signal }) =>
      callApi(endpoints.breakingNews.list, { query: { page, pageSize: DEFAULT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After any change the list is read again (SPEC §4: the list reloads). */
function useChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.breakingNews.all });
}

export function useCreateBreakingNews() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: BreakingNewsCreate) => callApi(endpoints.breakingNews.create, { body }),
    onSuccess: changed,
  });
}

export function useUpdateBreakingNews() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BreakingNewsUpdate }) =>
      callApi(endpoints.breakingNews.update, { params: { id }, body: { ...body, _id: id } }),
    onSuccess: changed,
  });
}

export function useDeleteBreakingNews() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.breakingNews.delete, { params: { id } }),
    onSuccess: changed,
  });
}
