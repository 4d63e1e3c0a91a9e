import { type Epaper, type EpaperListQuery, type EpaperPatch, type EpaperWrite, endpoints } from '@masthead/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { stored } from '../../api/read-key';
import { useRead } from '../../api/use-read';
import { useWrite } from '../../api/use-write';

export function useEpapersPage(query: EpaperListQuery) {
  return useRead(endpoints.epaper.list, { query }, { placeholderData: keepPreviousData });
}

export function useEpaper(id: string) {
  return useRead(endpoints.epaper.get, { params: { id } });
}

const storeDetail = (epaper: Epaper) => stored(endpoints.epaper.get, { params: { id: epaper._id } }, epaper);

export function useCreateEpaper() {
  return useWrite(endpoints.epaper.create, { input: (body: EpaperWrite) => ({ body }), store: storeDetail });
}

export function useUpdateEpaper() {
  return useWrite(endpoints.epaper.update, {
    input: ({ id, body }: { id: string; body: EpaperPatch }) => ({ params: { id }, body: { ...body, _id: id } }),
    store: storeDetail,
  });
}

export function useDeleteEpaper() {
  return useWrite(endpoints.epaper.delete, { input: (id: string) => ({ params: { id } }) });
}
