import { endpoints, type LayoutCandidatesQuery, type LayoutPatch, type PreviewLink } from '@masthead/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi } from '../../api/call';
import { stored } from '../../api/read-key';
import { useRead } from '../../api/use-read';
import { useWrite } from '../../api/use-write';
import { browserZoneOffset } from '../../lib/preview-tab';

const home = { params: { name: 'home' as const } };

/** The home layout with its items filled in (each says whether it is still live). */
export function useHomeLayout() {
  return useRead(endpoints.layout.get, home);
}

/** Saves one manager's part; the answer is the whole layout as stored, kept as the loaded one. */
export function useSaveLayout() {
  return useWrite(endpoints.layout.update, {
    input: ({ id, body }: { id: string; body: LayoutPatch }) => ({ params: { id }, body: { ...body, _id: id } }),
    store: (layout) => stored(endpoints.layout.get, home, layout),
  });
}

/** Published items a picker offers: searched and filtered on the server, a page at a time. */
export function useLayoutCandidates(query: LayoutCandidatesQuery & { page: number; pageSize: number }) {
  return useRead(endpoints.layout.candidates, { query }, { placeholderData: keepPreviousData });
}

/** A short-lived link to the whole home page with one manager's unsaved part (nothing is saved). */
export function requestLayoutPreview(id: string, body: LayoutPatch['body']): Promise<PreviewLink> {
  return callApi(endpoints.layout.preview, { params: { id }, query: { tz: browserZoneOffset() }, body: { body } });
}
