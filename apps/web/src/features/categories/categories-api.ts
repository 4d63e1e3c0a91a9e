import { type CategoryCreate, type CategoryUpdate, endpoints } from '@masthead/contract';
import { readOptions, useRead } from '../../api/use-read';
import { useWrite } from '../../api/use-write';

export function useCategoryTree() {
  return useRead(endpoints.category.tree, {});
}

/** Options change seldom; a minute is fresh enough. */
const optionsFresh = { staleTime: 60_000 };

/** Every category, flat and by name: the options of category selects (also prefetched for the content forms). */
export const categoryListQuery = readOptions(endpoints.category.list, {}, optionsFresh);

/** `enabled` false: not read until the screen needs it (the bulk bar's category choice). */
export function useCategoryList(enabled = true) {
  return useRead(endpoints.category.list, {}, { ...optionsFresh, enabled });
}

export function useCreateCategory() {
  return useWrite(endpoints.category.create, { input: (body: CategoryCreate) => ({ body }) });
}

export function useUpdateCategory() {
  return useWrite(endpoints.category.update, {
    input: ({ id, body }: { id: string; body: CategoryUpdate }) => ({ params: { id }, body: { ...body, _id: id } }),
  });
}

export function useRemoveCategory() {
  return useWrite(endpoints.category.delete, { input: (id: string) => ({ params: { id } }) });
}
