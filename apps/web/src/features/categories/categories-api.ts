import { type CategoryCreate, type CategoryUpdate, endpoints } from '@masthead/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call';
import { queryKeys } from '../../api/query-keys';

export function useCategoryTree() {
  return useQuery({
    queryKey: queryKeys.categories.tree,
    queryFn: ({ signal }) => callApi(endpoints.category.tree, { signal }),
  });
}

/** Every category, flat and by name: the options of category selects (also prefetched for the content forms). */
export const categoryListQuery = queryOptions({
  queryKey: queryKeys.categories.list,
  queryFn: ({ signal }) => callApi(endpoints.category.list, { signal }),
  staleTime: 60_000,
});

/** `enabled` false: not read until the screen needs it (the bulk bar's category choice). */
export function useCategoryList(enabled = true) {
  return useQuery({ ...categoryListQuery, enabled });
}

function useInvalidateCategories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.categories.all });
}

export function useCreateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (body: CategoryCreate) => callApi(endpoints.category.create, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CategoryUpdate }) =>
      callApi(endpoints.category.update, { params: { id }, body: { ...body, _id: id } }),
    onSuccess: invalidate,
  });
}

export function useRemoveCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.category.delete, { params: { id } }),
    onSuccess: invalidate,
  });
}
