import { DEFAULT_PAGE_SIZE, endpoints, type MenuCreate, type MenuUpdate } from '@masthead/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useRead } from '../../api/use-read';
import { useWrite } from '../../api/use-write';

export function useMenuPage(page: number) {
  return useRead(
    endpoints.menu.list,
    { query: { page, pageSize: DEFAULT_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
}

export function useMenu(id: string) {
  return useRead(endpoints.menu.get, { params: { id } });
}

// After any change every menu is read again (`stale-after.ts`): activating one deactivates another.

export function useCreateMenu() {
  return useWrite(endpoints.menu.create, { input: (body: MenuCreate) => ({ body }) });
}

export function useUpdateMenu() {
  return useWrite(endpoints.menu.update, {
    input: ({ id, body }: { id: string; body: MenuUpdate }) => ({ params: { id }, body: { ...body, _id: id } }),
  });
}

export function useDeleteMenu() {
  return useWrite(endpoints.menu.delete, { input: (id: string) => ({ params: { id } }) });
}
