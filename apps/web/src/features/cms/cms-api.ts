import {
  type CmsBulk,
  type CmsItem,
  type CmsPatch,
  type CmsWrite,
  type ContentType,
  endpoints,
  type PreviewLink,
} from '@masthead/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call';
import { queryKeys } from '../../api/query-keys';
import { browserZoneOffset } from '../../lib/preview-tab';
import type { CmsListParams } from './list/list-query';

export function useCmsPage(query: CmsListParams) {
  return useQuery({
    queryKey: queryKeys.cms.list(query),
    queryFn: ({ signal }) => callApi(endpoints.cms.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCmsItem(id: string) {
  return useQuery({
    queryKey: queryKeys.cms.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.cms.get, { params: { id }, signal }),
    // The form keeps what it loaded; a background refetch would not reach it anyway.
    staleTime: 0,
  });
}

/** Items waiting in Need Review, shown in the header. */
export function useNeedReviewCount(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.cms.notification,
    queryFn: ({ signal }) => callApi(endpoints.cms.notification, { signal }),
    select: (data) => data.count,
    enabled,
    // The review doorbell reads it again when the queue moves; the slow poll covers a doorbell that could not connect.
    refetchInterval: 5 * 60_000,
  });
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
    mutationFn: (body: CmsWrite) => callApi(endpoints.cms.create, { body }),
    onSuccess: changed,
  });
}

export function usePatchCms() {
  const changed = useCmsChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CmsPatch }) =>
      callApi(endpoints.cms.update, { params: { id }, body: { ...body, _id: id } }),
    onSuccess: changed,
  });
}

export function useTrashCms() {
  const changed = useCmsChanged();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.cms.trash, { params: { id } }),
    onSuccess: () => changed(),
  });
}

export function useRestoreCms() {
  const changed = useCmsChanged();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.cms.restore, { params: { id } }),
    onSuccess: changed,
  });
}

export function usePurgeCms() {
  const changed = useCmsChanged();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.cms.purge, { params: { id } }),
    onSuccess: () => changed(),
  });
}

/** A preview link; its dates are shown in the browser's time zone (minutes east of UTC). */
export function requestPreview(id: string): Promise<PreviewLink> {
  return callApi(endpoints.cms.preview, { params: { id }, query: { tz: browserZoneOffset() } });
}

/** How many items each tab of the list holds. */
export function useCmsCounts(type?: ContentType) {
  return useQuery({
    queryKey: queryKeys.cms.counts(type),
    queryFn: ({ signal }) => callApi(endpoints.cms.counts, { query: { type }, signal }),
  });
}

/** An item's kept versions, newest first (read when the history panel opens). */
export function useCmsHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.cms.history(id),
    queryFn: ({ signal }) => callApi(endpoints.cms.history, { params: { id }, signal }),
    enabled,
  });
}

/** One kept version, whole; versions do not change, so it is kept once read. */
export function useCmsRevision(id: string, revision: string | null) {
  return useQuery({
    queryKey: queryKeys.cms.revision(id, revision ?? ''),
    queryFn: ({ signal }) => callApi(endpoints.cms.revision, { params: { id, revision: revision ?? '' }, signal }),
    enabled: revision !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRestoreRevision() {
  const changed = useCmsChanged();
  return useMutation({
    mutationFn: ({ id, revision, updatedAt }: { id: string; revision: string; updatedAt: string }) =>
      callApi(endpoints.cms.restoreRevision, { params: { id, revision }, body: { updatedAt } }),
    onSuccess: changed,
  });
}

export function useReviewChange() {
  const changed = useCmsChanged();
  return useMutation({
    mutationFn: ({ id, revision, note }: { id: string; revision: string; note?: string }) =>
      note === undefined
        ? callApi(endpoints.cms.approveChange, { params: { id, revision } })
        : callApi(endpoints.cms.rejectChange, { params: { id, revision }, body: { note } }),
    onSuccess: changed,
  });
}

export function useBulkCms() {
  const changed = useCmsChanged();
  return useMutation({
    mutationFn: (body: CmsBulk) => callApi(endpoints.cms.bulk, { body }),
    onSuccess: () => changed(),
  });
}

/** Tags in use beginning with what is typed (nothing asked for fewer than two letters). */
export function useTagSuggestions(search: string) {
  const typed = search.trim();
  return useQuery({
    queryKey: queryKeys.cms.tags(typed),
    queryFn: ({ signal }) => callApi(endpoints.cms.tags, { query: { search: typed }, signal }),
    enabled: typed.length >= 2,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
