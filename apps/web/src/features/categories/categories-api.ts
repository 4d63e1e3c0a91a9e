import type { Category, CategoryCreate, CategoryNode, CategoryUpdate } from '@masthead/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export function useCategoryTree() {
  return useQuery({
    queryKey: queryKeys.categories.tree,
    queryFn: ({ signal }) => apiGet<CategoryNode[]>('/category/', undefined, signal),
  });
}

/** Every category, flat and by name: the options of category selects (also prefetched for the content forms). */
export const categoryListQuery = queryOptions({
  queryKey: queryKeys.categories.list,
  queryFn: ({ signal }) => apiGet<Category[]>('/category/list', undefined, signal),
  staleTime: 60_000,
});

export function useCategoryList() {
  return useQuery(categoryListQuery);
}

function useInvalidateCategories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.categories.all });
}

export function useCreateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (body: CategoryCreate) => apiSend<Category>('POST', '/category/create', body),
    onSuccess: invalidate,
  });
}

export function useUpdateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CategoryUpdate }) =>
      apiSend<Category>('PATCH', `/category/${encodeURIComponent(id)}`, { ...body, _id: id }),
    onSuccess: invalidate,
  });
}

export function useRemoveCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (id: string) => apiSend<null>('DELETE', `/category/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
