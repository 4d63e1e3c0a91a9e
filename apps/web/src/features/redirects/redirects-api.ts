import {
  DEFAULT_PAGE_SIZE,
  endpoints,
  type Redirect,
  type RedirectCreate,
  type RedirectUpdate,
} from '@masthead/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { stored } from '../../api/read-key';
import { useRead } from '../../api/use-read';
import { useWrite } from '../../api/use-write';

export function useRedirectsPage(page: number, search: string) {
  return useRead(
    endpoints.redirect.list,
    { query: { page, pageSize: DEFAULT_PAGE_SIZE, search: search || undefined } },
    { placeholderData: keepPreviousData },
  );
}

export function useNotFoundPaths(page: number) {
  return useRead(endpoints.redirect.notFound, { query: { page, pageSize: 5 } }, { placeholderData: keepPreviousData });
}

export function useRedirect(id: string) {
  return useRead(endpoints.redirect.get, { params: { id } });
}

const storeDetail = (redirect: Redirect) => stored(endpoints.redirect.get, { params: { id: redirect._id } }, redirect);

export function useCreateRedirect() {
  return useWrite(endpoints.redirect.create, { input: (body: RedirectCreate) => ({ body }), store: storeDetail });
}

export function useUpdateRedirect() {
  return useWrite(endpoints.redirect.update, {
    input: ({ id, body }: { id: string; body: RedirectUpdate }) => ({ params: { id }, body: { ...body, _id: id } }),
    store: storeDetail,
  });
}

export function useDeleteRedirect() {
  return useWrite(endpoints.redirect.delete, { input: (id: string) => ({ params: { id } }) });
}

export function useImportRedirects() {
  return useWrite(endpoints.redirect.import, { input: (csv: string) => ({ body: { csv } }) });
}
