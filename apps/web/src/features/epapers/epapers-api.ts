import { type Epaper, type EpaperListQuery, type EpaperPatch, type EpaperWrite, endpoints } from '@masthead/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call';
import { queryKeys } from '../../api/query-keys';

export function useEpapersPage(query: EpaperListQuery) {
  return useQuery({
    queryKey: queryKeys.epapers.list(query as Record<string, string | number | undefined>),
    queryFn: ({ signal }) => callApi(endpoints.epaper.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEpaper(id: string) {
  return useQuery({
    queryKey: queryKeys.epapers.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.epaper.get, { params: { id }, signal }),
  });
}

function useChanged() {
  const queryClient = useQueryClient();
  return (epaper?: Epaper) => {
    if (epaper) queryClient.setQueryData(queryKeys.epapers.detail(epaper._id), epaper);
    return queryClient.invalidateQueries({ queryKey: queryKeys.epapers.all });
  };
}

export function useCreateEpaper() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: EpaperWrite) => callApi(endpoints.epaper.create, { body }),
    onSuccess: changed,
  });
}

export function useUpdateEpaper() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EpaperPatch }) =>
      callApi(endpoints.epaper.update, { params: { id }, body: { ...body, _id: id } }),
    onSuccess: changed,
  });
}

export function useDeleteEpaper() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.epaper.delete, { params: { id } }),
    onSuccess: () => changed(),
  });
}
