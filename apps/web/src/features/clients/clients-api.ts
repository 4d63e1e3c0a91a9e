import { type Client, type ClientCreate, type ClientUpdate, DEFAULT_PAGE_SIZE, endpoints } from '@masthead/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { stored } from '../../api/read-key';
import { useRead } from '../../api/use-read';
import { useWrite } from '../../api/use-write';

export function useClientsPage(page: number, search: string) {
  return useRead(
    endpoints.client.list,
    { query: { page, pageSize: DEFAULT_PAGE_SIZE, search: search || undefined } },
    { placeholderData: keepPreviousData },
  );
}

export function useClient(id: string) {
  return useRead(endpoints.client.get, { params: { id } });
}

/** Every client as {_id, name}: the advertisement form's and filter's select. */
export function useClientOptions() {
  return useRead(endpoints.client.options, {});
}

const storeDetail = (client: Client) => stored(endpoints.client.get, { params: { id: client._id } }, client);

export function useCreateClient() {
  return useWrite(endpoints.client.create, { input: (body: ClientCreate) => ({ body }), store: storeDetail });
}

export function useUpdateClient() {
  return useWrite(endpoints.client.update, {
    input: ({ id, body }: { id: string; body: ClientUpdate }) => ({ params: { id }, body: { ...body, _id: id } }),
    store: storeDetail,
  });
}

export function useDeleteClient() {
  return useWrite(endpoints.client.delete, { input: (id: string) => ({ params: { id } }) });
}
