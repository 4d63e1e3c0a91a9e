import { DEFAULT_PAGE_SIZE, endpoints, type MenuCreate, type MenuUpdate } from '@masthead/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call';
import { queryKeys } from '../../api/query-keys';

export function useMenuPage(page: number) {
  return useQuery({
    queryKey: queryKeys.menus.page(page),
    queryFn: ({ signal }) => callApi(endpoints.menu.list, { query: { page, pageSize: DEFAULT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMenu(id: string) {
  return useQuery({
    queryKey: queryKeys.menus.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.menu.get, { params: { id }, signal }),
  });
}

/** After any change every menu is read again: activating one deactivates another. */
function useChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.menus.all });
}

export function useCreateMenu() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: MenuCreate) => callApi(endpoints.menu.create, { body }),
    onSuccess: changed,
  });
}

export function useUpdateMenu() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MenuUpdate }) =>
      callApi(endpoints.menu.update, { params: { id }, body: { ...body, _id: id } }),
    onSuccess: changed,
  });
}

export function useDeleteMenu() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.menu.delete, { params: { id } }),
    onSuccess: changed,
  });
}
