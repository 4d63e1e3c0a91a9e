import {
  type CmsBulk,
  type CmsItem,
  type CmsPatch,
  type CmsWrite,
  type ContentType,
  endpoints,
  type PreviewLink,
} from '@masthead/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi } from '../../api/call';
import { stored } from '../../api/read-key';
import { useRead } from '../../api/use-read';
import { useWrite } from '../../api/use-write';
import { browserZoneOffset } from '../../lib/preview-tab';
import type { CmsListParams } from './list/list-query';

export function useCmsPage(query: CmsListParams) {
  return useRead(endpoints.cms.list, { query }, { placeholderData: keepPreviousData });
}

export function useCmsItem(id: string) {
  return useRead(
    endpoints.cms.get,
    { params: { id } },
    // The form keeps what it loaded; a background refetch would not reach it anyway.
    { staleTime: 0 },
  );
}

/** Items waiting in Need Review, shown in the header. */
export function useNeedReviewCount(enabled: boolean) {
  return useRead(
    endpoints.cms.notification,
    {},
    {
      select: (data) => data.count,
      enabled,
      // The review doorbell reads it again when the queue moves; the slow poll covers a doorbell that could not connect.
      refetchInterval: 5 * 60_000,
    },
  );
}

/**
 * After any change to content, lists, details and the Need Review count are read again; an item
 * the answer carries is kept as its detail, which is fresh: refetching it would only race the form.
 */
const keepItem = {
  store: (item: CmsItem) => stored(endpoints.cms.get, { params: { id: item._id } }, item),
  refetchStored: false,
};

export function useCreateCms() {
  return useWrite(endpoints.cms.create, { input: (body: CmsWrite) => ({ body }), ...keepItem });
}

export function usePatchCms() {
  return useWrite(endpoints.cms.update, {
    input: ({ id, body }: { id: string; body: CmsPatch }) => ({ params: { id }, body: { ...body, _id: id } }),
    ...keepItem,
  });
}

export function useTrashCms() {
  return useWrite(endpoints.cms.trash, { input: (id: string) => ({ params: { id } }) });
}

export function useRestoreCms() {
  return useWrite(endpoints.cms.restore, { input: (id: string) => ({ params: { id } }), ...keepItem });
}

export function usePurgeCms() {
  return useWrite(endpoints.cms.purge, { input: (id: string) => ({ params: { id } }) });
}

/** A preview link; its dates are shown in the browser's time zone (minutes east of UTC). */
export function requestPreview(id: string): Promise<PreviewLink> {
  return callApi(endpoints.cms.preview, { params: { id }, query: { tz: browserZoneOffset() } });
}

/** How many items each tab of the list holds. */
export function useCmsCounts(type?: ContentType) {
  return useRead(endpoints.cms.counts, { query: { type } });
}

/** An item's kept versions, newest first (read when the history panel opens). */
export function useCmsHistory(id: string, enabled: boolean) {
  return useRead(endpoints.cms.history, { params: { id } }, { enabled });
}

/** One kept version, whole; versions do not change, so it is kept once read. */
export function useCmsRevision(id: string, revision: string | null) {
  return useRead(
    endpoints.cms.revision,
    { params: { id, revision: revision ?? '' } },
    { enabled: revision !== null, staleTime: Number.POSITIVE_INFINITY },
  );
}

export function useRestoreRevision() {
  return useWrite(endpoints.cms.restoreRevision, {
    input: ({ id, revision, updatedAt }: { id: string; revision: string; updatedAt: string }) => ({
      params: { id, revision },
      body: { updatedAt },
    }),
    ...keepItem,
  });
}

/** Approves a pending change, or rejects it with a note. */
export function useReviewChange() {
  return useWrite(endpoints.cms.approveChange, {
    call: ({ id, revision, note }: { id: string; revision: string; note?: string }) =>
      note === undefined
        ? callApi(endpoints.cms.approveChange, { params: { id, revision } })
        : callApi(endpoints.cms.rejectChange, { params: { id, revision }, body: { note } }),
    ...keepItem,
  });
}

export function useBulkCms() {
  return useWrite(endpoints.cms.bulk, { input: (body: CmsBulk) => ({ body }) });
}

/** Tags in use beginning with what is typed (nothing asked for fewer than two letters). */
export function useTagSuggestions(search: string) {
  const typed = search.trim();
  return useRead(
    endpoints.cms.tags,
    { query: { search: typed } },
    { enabled: typed.length >= 2, staleTime: 60_000, placeholderData: keepPreviousData },
  );
}
