import { endpoints, type LayoutCandidatesQuery, type LayoutPatch, type PreviewLink } from '@masthead/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call';
import { queryKeys } from '../../api/query-keys';
import { browserZoneOffset } from '../../lib/preview-tab';

/** The home layout with its items filled in (each says whether it is still live). */
export function useHomeLayout() {
  return useQuery({
    queryKey: queryKeys.layout.home,
    queryFn: ({ signal }) => callApi(endpoints.layout.get, { params: { name: 'home' }, signal }),
  });
}

/** Saves one manager's part; the answer is the whole layout as stored, kept as the loaded one. */
export function useSaveLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LayoutPatch }) =>
      callApi(endpoints.layout.update, { params: { id }, body: { ...body, _id: id } }),
    onSuccess: (layout) => queryClient.setQueryData(queryKeys.layout.home, layout),
  });
}

/** Published items a picker offers: searched and filtered on the server, a page at a time. */
export function useLayoutCandidates(query: LayoutCandidatesQuery & { page: number; pageSize: number }) {
  return useQuery({
    queryKey: queryKeys.layout.candidates({ ...query }),
    queryFn: ({ signal }) => callApi(endpoints.layout.candidates, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A short-lived link to the whole home page with one manager's unsaved part (nothing is saved). */
export function requestLayoutPreview(id: string, body: LayoutPatch['body']): Promise<PreviewLink> {
  return callApi(endpoints.layout.preview, { params: { id }, query: { tz: browserZoneOffset() }, body: { body } });
}
