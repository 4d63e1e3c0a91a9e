import type { CmsItem, CmsListItem, CmsPatch, CmsWrite, Page } from '@masthead/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { CmsListParams } from './list-query';

export function useCmsPage(query: CmsListParams) {
  return useQuery({
    queryKey: queryKeys.cms.list(query),
    queryFn: ({ signal }) => apiGet<Page<CmsListItem>>('/cms', query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCmsItem(id: string) {
  return useQuery({
    queryKey: queryKeys.cms.detail(id),
    queryFn: ({ signal }) => apiGet<CmsItem>(`/cms/detail/${encodeURIComponent(id)}`, undefined, signal),
    // The form keeps what it loaded; a background refetch would not reach it anyway.
    staleTime: 0,
  });
}

/** Items waiting in Need Review, shown in the header. */
export function useNeedReviewCount(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.cms.notification,
    queryFn: ({ signal }) => apiGet<{ count: number }>('/cms/notification', undefined, signal),
    select: (data) => data.count,
    enabled,
    refetchInterval: 60_000,
  });
}

export interface UserOption {
  _id: string;
  name: string;
}

/** The authors a content form offers (also prefetched for the content forms). */
export const userOptionsQuery = queryOptions({
  queryKey: queryKeys.userOptions,
  queryFn: ({ signal }) => apiGet<UserOption[]>('/user/options', undefined, signal),
  staleTime: 60_000,
});

/** `enabled` false: the form will not offer a choice (a locked author), so the list is not fetched. */
export function useUserOptions(enabled = true) {
  return useQuery({ ...userOptionsQuery, enabled });
}

/** After any change to content: lists, details and the Need Review count are read again. */
function useCmsChanged() {
  const queryClient = useQueryClient();
  return (item?: CmsItem | null) => {
    if (item) queryClient.setQueryData(queryKeys.cms.detail(item._id), item);
    return queryClient.invalidateQueries({
      queryKey: queryKeys.cms.all,
      // The detail just stored is fresh; refetching it would only race the form.
      predicate: (query) => !(item && query.queryKey[1] === 'detail' && query.queryKey[2] === item._id),
    });
  };
}

export function useCreateCms() {
  const changed = useCmsChanged();
  return useMutation({
    mutationFn: (body: CmsWrite) => apiSend<CmsItem>('POST', '/cms/create', body),
    onSuccess: changed,
  });
}

export function usePatchCms() {
  const changed = useCmsChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CmsPatch }) =>
      apiSend<CmsItem>('PATCH', `/cms/${encodeURIComponent(id)}`, { ...body, _id: id }),
    onSuccess: changed,
  });
}

export function useTrashCms() {
  const changed = useCmsChanged();
  return useMutation({
    mutationFn: (id: string) => apiSend<null>('DELETE', `/cms/${encodeURIComponent(id)}`),
    onSuccess: () => changed(),
  });
}

export function useRestoreCms() {
  const changed = useCmsChanged();
  return useMutation({
    mutationFn: (id: string) => apiSend<CmsItem>('POST', `/cms/${encodeURIComponent(id)}/restore`),
    onSuccess: changed,
  });
}

export function usePurgeCms() {
  const changed = useCmsChanged();
  return useMutation({
    mutationFn: (id: string) => apiSend<null>('DELETE', `/cms/${encodeURIComponent(id)}/purge`),
    onSuccess: () => changed(),
  });
}

/** A preview link; its dates are shown in the browser's time zone (minutes east of UTC). */
export function requestPreview(id: string): Promise<{ url: string }> {
  const tz = -new Date().getTimezoneOffset() || 0;
  return apiSend<{ url: string }>('POST', `/cms/${encodeURIComponent(id)}/preview?tz=${tz}`);
}
