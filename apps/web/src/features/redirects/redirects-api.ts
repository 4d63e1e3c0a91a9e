import {
  DEFAULT_PAGE_SIZE,
  endpoints,
  type Redirect,
  type RedirectCreate,
  type RedirectUpdate,
} from '@masthead/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call';
import { queryKeys } from '../../api/query-keys';

export function useRedirectsPage(page: number, search: string) {
  return useQuery({
    queryKey: queryKeys.redirects.page(page, search),
    queryFn: ({ signal }) =>
      callApi(endpoints.redirect.list, {
        query: { page, pageSize: DEFAULT_PAGE_SIZE, search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useNotFoundPaths(page: number) {
  return useQuery({
    queryKey: queryKeys.redirects.notFound(page),
    queryFn: ({ signal }) => callApi(endpoints.redirect.notFound, { query: { page, pageSize: 5 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRedirect(id: string) {
  return useQuery({
    queryKey: queryKeys.redirects.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.redirect.get, { params: { id }, signal }),
  });
}

function useChanged() {
  const queryClient = useQueryClient();
  return (redirect?: Redirect) => {
    if (redirect) queryClient.setQueryData(queryKeys.redirects.detail(redirect._id), redirect);
    return queryClient.invalidateQueries({ queryKey: queryKeys.redirects.all });
  };
}

export function useCreateRedirect() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: RedirectCreate) => callApi(endpoints.redirect.create, { body }),
    onSuccess: changed,
  });
}

export function useUpdateRedirect() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RedirectUpdate }) =>
      callApi(endpoints.redirect.update, { params: { id }, body: { ...body, _id: id } }),
    onSuccess: changed,
  });
}

export function useDeleteRedirect() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.redirect.delete, { params: { id } }),
    onSuccess: () => changed(),
  });
}

export function useImportRedirects() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (csv: string) => callApi(endpoints.redirect.import, { body: { csv } }),
    onSuccess: () => changed(),
  });
}
