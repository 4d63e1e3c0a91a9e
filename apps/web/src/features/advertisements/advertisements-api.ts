import {
  type Advertisement,
  type AdvertisementCreate,
  type AdvertisementListQuery,
  type AdvertisementUpdate,
  endpoints,
} from '@masthead/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { stored } from '../../api/read-key';
import { useRead } from '../../api/use-read';
import { useWrite } from '../../api/use-write';

export function useAdvertisementsPage(query: AdvertisementListQuery) {
  return useRead(endpoints.advertisement.list, { query }, { placeholderData: keepPreviousData });
}

export function useAdvertisement(id: string) {
  return useRead(endpoints.advertisement.get, { params: { id } });
}

export function useAdvertisementReport(id: string) {
  return useRead(endpoints.advertisement.report, { params: { id } });
}

export function useClientReport(id: string) {
  return useRead(endpoints.advertisement.clientReport, { params: { id } });
}

const storeDetail = (ad: Advertisement) => stored(endpoints.advertisement.get, { params: { id: ad._id } }, ad);

export function useCreateAdvertisement() {
  return useWrite(endpoints.advertisement.create, {
    input: (body: AdvertisementCreate) => ({ body }),
    store: storeDetail,
  });
}

export function useUpdateAdvertisement() {
  return useWrite(endpoints.advertisement.update, {
    input: ({ id, body }: { id: string; body: AdvertisementUpdate }) => ({
      params: { id },
      body: { ...body, _id: id },
    }),
    store: storeDetail,
  });
}

export function useDeleteAdvertisement() {
  return useWrite(endpoints.advertisement.delete, { input: (id: string) => ({ params: { id } }) });
}
