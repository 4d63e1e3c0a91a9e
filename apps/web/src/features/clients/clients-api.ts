import { type Client, type ClientCreate, type ClientUpdate, DEFAULT_PAGE_SIZE, endpoints } from '@masthead/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call';
import { queryKeys } from '../../api/query-keys';

export function useClientsPage(page: number, search: string) {
  return useQuery({
    queryKey: queryKeys.clients.page(page, search),
    queryFn: ({ signal }) =>
      callApi(endpoints.client.list, {
        query: { page, pageSize: DEFAULT_PAGE_SIZE, search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useClient(id: string) {
  return useQuery({
    queryKey: queryKeys.clients.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.client.get, { params: { id }, signal }),
  });
}

/** Every client as {_id, name}: the advertisement form's and filter's select. */
export function useClientOptions() {
  return useQuery({
    queryKey: queryKeys.clients.options,
    queryFn: ({ signal }) => callApi(endpoints.client.options, { signal }),
  });
}

function useChanged() {
  const queryClient = useQueryClient();
  return (client?: Client) => {
    if (client) queryClient.setQueryData(queryKeys.clients.detail(client._id), client);
    return queryClient.invalidateQueries({ queryKey: queryKeys.clients.all });
  };
}

export function useCreateClient() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: ClientCreate) => callApi(endpoints.client.create, { body }),
    onSuccess: changed,
  });
}

export function useUpdateClient() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ClientUpdate }) =>
      callApi(endpoints.client.update, { params: { id }, body: { ...body, _id: id } }),
    onSuccess: changed,
  });
}

export function useDeleteClient() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.client.delete, { params: { id } }),
    onSuccess: () => changed(),
  });
}
