import { DEFAULT_PAGE_SIZE, endpoints, type Role, type RoleCreate, type RoleUpdate } from '@masthead/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { stored } from '../../api/read-key';
import { useRead } from '../../api/use-read';
import { useWrite } from '../../api/use-write';

export function useRolesPage(page: number) {
  return useRead(
    endpoints.role.list,
    { query: { page, pageSize: DEFAULT_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
}

export function useRole(id: string) {
  return useRead(endpoints.role.get, { params: { id } });
}

// A role's rights feed the signed-in user's rights too: `stale-after.ts` reads them again.
const storeDetail = (role: Role) => stored(endpoints.role.get, { params: { id: role._id } }, role);

export function useCreateRole() {
  return useWrite(endpoints.role.create, { input: (body: RoleCreate) => ({ body }), store: storeDetail });
}

export function useUpdateRole() {
  return useWrite(endpoints.role.update, {
    input: ({ id, body }: { id: string; body: RoleUpdate }) => ({ params: { id }, body: { ...body, _id: id } }),
    store: storeDetail,
  });
}
