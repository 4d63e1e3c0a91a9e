import {
  type Advertisement,
  type AdvertisementCreate,
  type AdvertisementListQuery,
  type AdvertisementUpdate,
  endpoints,
} from '@masthead/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call';
import { queryKeys } from '../../api/query-keys';

export function useAdvertisementsPage(query: AdvertisementListQuery) {
  return useQuery({
    queryKey: queryKeys.advertisements.list(query as Record<string, string | number | string[] | undefined>),
    queryFn: ({ signal }) => callApi(endpoints.advertisement.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdvertisement(id: string) {
  return useQuery({
    queryKey: queryKeys.advertisements.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.advertisement.get, { params: { id }, signal }),
  });
}

export function useAdvertisementReport(id: string) {
  return useQuery({
    queryKey: queryKeys.advertisements.report(id),
    queryFn: ({ signal }) => callApi(endpoints.advertisement.report, { params: { id }, signal }),
  });
}

export function useClientReport(id: string) {
  return useQuery({
    queryKey: queryKeys.clients.report(id),
    queryFn: ({ signal }) => callApi(endpoints.advertisement.clientReport, { params: { id }, signal }),
  });
}

function useChanged() {
  const queryClient = useQueryClient();
  return (ad?: Advertisement) => {
    if (ad) queryClient.setQueryData(queryKeys.advertisements.detail(ad._id), ad);
    return queryClient.invalidateQueries({ queryKey: queryKeys.advertisements.all });
  };
}

export function useCreateAdvertisement() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: AdvertisementCreate) => callApi(endpoints.advertisement.create, { body }),
    onSuccess: changed,
  });
}

export function useUpdateAdvertisement() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdvertisementUpdate }) =>
      callApi(endpoints.advertisement.update, { params: { id }, body: { ...body, _id: id } }),
    onSuccess: changed,
  });
}

export function useDeleteAdvertisement() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.advertisement.delete, { params: { id } }),
    onSuccess: () => changed(),
  });
}
